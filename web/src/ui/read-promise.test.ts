import { describe, expect, it } from "vitest";
import { readPromise } from "./read-promise";

function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (caught) {
    return caught;
  }
  throw new Error("did not throw");
}

describe("readPromise", () => {
  it("suspends until the promise has settled, then returns its value", async () => {
    const promise = Promise.resolve("ready");
    const suspended = thrown(() => readPromise(promise));
    expect(suspended).toBeInstanceOf(Promise);
    await suspended;
    expect(readPromise(promise)).toBe("ready");
  });

  it("throws a rejection's reason once it has settled, for the nearest error boundary", async () => {
    const failure = new Error("catalog failed");
    const promise = Promise.reject(failure);
    await thrown(() => readPromise(promise));
    expect(thrown(() => readPromise(promise))).toBe(failure);
  });

  it("keeps waiting for a promise still pending", () => {
    const promise = new Promise<never>(() => undefined);
    expect(thrown(() => readPromise(promise))).toBeInstanceOf(Promise);
    expect(thrown(() => readPromise(promise))).toBeInstanceOf(Promise);
  });
});
