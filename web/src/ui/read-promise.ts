type Settled<T> = { status: "fulfilled"; value: T } | { status: "rejected"; reason: unknown };

const settled = new WeakMap<Promise<unknown>, Settled<unknown>>();

/**
 * A promise's value for a component that renders once it is there, suspending until then: what
 * React 19's `use(promise)` does, written for React 18, which suspends on a thrown promise. The
 * caller must pass the same promise on every render (the visit's outcome, a catalog's cached load),
 * or each render waits anew.
 */
export function readPromise<T>(promise: Promise<T>): T {
  const result = settled.get(promise) as Settled<T> | undefined;
  if (result?.status === "fulfilled") return result.value;
  if (result?.status === "rejected") throw result.reason;
  throw promise.then(
    (value) => void settled.set(promise, { status: "fulfilled", value }),
    (reason: unknown) => void settled.set(promise, { status: "rejected", reason }),
  );
}
