import { describe, expect, it } from "vitest";
import { mapConcurrently } from "./map-concurrently.js";

describe("mapConcurrently", () => {
  it("returns every result in the items' order, never running more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently([5, 1, 4, 2, 3, 0], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      // Later items finish first, so the order must come from the index, not from completion.
      await new Promise((resolve) => setImmediate(resolve));
      for (let i = 0; i < n; i++) await Promise.resolve();
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(3);
  });

  it("answers an empty list with an empty list, and fails when a task fails", async () => {
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
    await expect(
      mapConcurrently([1, 2], 2, async (n) => {
        if (n === 2) throw new Error("no");
        return n;
      }),
    ).rejects.toThrow("no");
  });
});
