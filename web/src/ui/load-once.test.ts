import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once for every caller, also while the first load is still running", async () => {
    const load = vi.fn(async () => "module");
    const start = loadOnce(load);
    const first = start();
    expect(start()).toBe(first);
    await expect(first).resolves.toBe("module");
    await expect(start()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce("module");
    const start = loadOnce(load);
    await expect(start()).rejects.toThrow("chunk failed");
    await expect(start()).resolves.toBe("module");
    await expect(start()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not start the load before it is called", () => {
    const load = vi.fn(async () => undefined);
    loadOnce(load);
    expect(load).not.toHaveBeenCalled();
  });
});
