import { describe, expect, it } from "vitest";
import { serially } from "./job-timers.js";

describe("serially", () => {
  it("starts a task only when the one before it has ended, in the order given", async () => {
    const events: string[] = [];
    const run = serially();
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} end`);
    };
    await Promise.all([run(task("a", 30)), run(task("b", 1)), run(task("c", 10))]);
    expect(events).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });

  it("goes on after a task that failed", async () => {
    const run = serially();
    const failed = run(async () => {
      throw new Error("boom");
    });
    await expect(failed).rejects.toThrow("boom");
    let ran = false;
    await run(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
