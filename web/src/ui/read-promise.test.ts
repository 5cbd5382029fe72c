import { describe, expect, it } from "vitest";
import { readPromise, trackPromise } from "./read-promise";

function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (caught) {
    return caught;
  }
  throw new Error("did not throw");
}

describe("readPromise", () => {
  it("suspends on the promise itself until it has settled, then returns its value", async () => {
    const promise = Promise.resolve("ready");
    expect(thrown(() => readPromise(promise))).toBe(promise);
    await promise;
    expect(readPromise(promise)).toBe("ready");
  });

  it("answers a tracked promise that has settled at once, without suspending first", async () => {
    const promise = trackPromise(Promise.resolve(42));
    await promise;
    expect(readPromise(promise)).toBe(42);
  });

  it("throws a rejection's reason once it has settled, for the nearest error boundary", async () => {
    const failure = new Error("catalog failed");
    const promise = Promise.reject(failure);
    await expect(thrown(() => readPromise(promise))).rejects.toBe(failure);
    expect(thrown(() => readPromise(promise))).toBe(failure);
  });

  it("keeps waiting for a promise still pending", () => {
    const promise = new Promise<never>(() => undefined);
    expect(thrown(() => readPromise(promise))).toBe(promise);
    expect(thrown(() => readPromise(promise))).toBe(promise);
  });
});
