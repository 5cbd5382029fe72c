import { describe, expect, it } from "vitest";
import { runMutation } from "./mutation";

describe("a mutation", () => {
  it("awaits the options' callbacks before it says success, then runs the call's own", async () => {
    const seen: string[] = [];
    const data = await runMutation(
      {
        mutationFn: async (n: number) => n * 2,
        onSuccess: async (value) => {
          await Promise.resolve();
          seen.push(`options success ${value}`);
        },
        onSettled: (value, error) => void seen.push(`options settled ${value} ${error}`),
      },
      21,
      (state) => void seen.push(`state ${state.status}`),
      () => true,
      {
        onSuccess: (value) => void seen.push(`own success ${value}`),
        onError: () => void seen.push("own error"),
      },
    );
    expect(data).toBe(42);
    expect(seen).toEqual([
      "state pending",
      "options success 42",
      "options settled 42 null",
      "state success",
      "own success 42",
    ]);
  });

  it("rejects with the error after the options' onError and onSettled; a call no longer current skips its own", async () => {
    const seen: string[] = [];
    const failure = new Error("REFUND_CHANGED");
    const run = runMutation<unknown, Error, undefined>(
      {
        mutationFn: () => Promise.reject(failure),
        onError: (error) => void seen.push(`options error ${error.message}`),
        onSettled: (_, error) => void seen.push(`options settled ${error?.message}`),
      },
      undefined,
      (state) => void seen.push(`state ${state.status}`),
      () => false,
      { onError: () => void seen.push("own error") },
    );
    await expect(run).rejects.toBe(failure);
    expect(seen).toEqual([
      "state pending",
      "options error REFUND_CHANGED",
      "options settled REFUND_CHANGED",
      "state error",
    ]);
  });
});
