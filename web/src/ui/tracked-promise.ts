/** A promise with the fields React 19's `use` reads: once they say it has settled, `use` answers at once. */
type Tracked<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

/**
 * Notes on `promise` how it settles, in the fields React's `use(promise)` reads (and writes itself
 * for a promise it meets first), so that a render of an already settled promise gets its value or
 * error at once instead of suspending for a pass (which, during hydration, keeps the server's HTML
 * a pass longer). Call it where the promise is made; answers the same promise.
 */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return promise;
  tracked.status = "pending";
  promise.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Whether `promise` has settled with a failure, as trackPromise or React's `use` noted it. */
export function hasRejected(promise: Promise<unknown>): boolean {
  return (promise as Tracked<unknown>).status === "rejected";
}
