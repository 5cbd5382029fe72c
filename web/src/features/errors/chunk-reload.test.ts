import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAllowed, reloadOnceForChunkError } from "./chunk-reload";

class MemoryStore {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe("isChunkLoadError", () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/home.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: http://x/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/home.css"))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("reloadAllowed", () => {
  it("allows the first reload and again after 10 seconds", () => {
    expect(reloadAllowed(null, 1_000)).toBe(true);
    expect(reloadAllowed(1_000, 10_999)).toBe(false);
    expect(reloadAllowed(1_000, 11_000)).toBe(true);
  });

  it("ignores garbage and a clock that went backwards", () => {
    expect(reloadAllowed(Number.NaN, 1_000)).toBe(true);
    expect(reloadAllowed(5_000, 1_000)).toBe(true);
  });
});

describe("reloadOnceForChunkError", () => {
  it("reloads once, then not again within the guard time", () => {
    const store = new MemoryStore();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(store, 100_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(store, 105_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(store, 110_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload without session storage", () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(undefined, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
