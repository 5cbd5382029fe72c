import { describe, expect, it } from "vitest";
import { hasRejected, trackPromise } from "./tracked-promise";

/** The fields React 19's `use` reads before it decides to suspend. */
const fields = (promise: Promise<unknown>) => {
  const { status, value, reason } = promise as Promise<unknown> & Record<string, unknown>;
  return { status, value, reason };
};

describe("trackPromise", () => {
  it("notes a fulfilled promise's value where `use` reads it, so a render does not suspend on it", async () => {
    const promise = trackPromise(Promise.resolve(42));
    expect(fields(promise).status).toBe("pending");
    await promise;
    expect(fields(promise)).toEqual({ status: "fulfilled", value: 42, reason: undefined });
    expect(hasRejected(promise)).toBe(false);
  });

  it("notes a rejection's reason, for the nearest error boundary", async () => {
    const failure = new Error("catalog failed");
    const promise = trackPromise(Promise.reject(failure));
    await expect(promise).rejects.toBe(failure);
    expect(fields(promise)).toEqual({ status: "rejected", value: undefined, reason: failure });
    expect(hasRejected(promise)).toBe(true);
  });

  it("leaves a promise React (or an earlier call) already tracks as it is", () => {
    const promise = Object.assign(Promise.resolve("x"), { status: "fulfilled", value: "x" });
    expect(trackPromise(promise)).toBe(promise);
    expect(fields(promise).status).toBe("fulfilled");
  });
});
