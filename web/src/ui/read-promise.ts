type State<T> =
  | { status: "pending" }
  | { status: "fulfilled"; value: T }
  | { status: "rejected"; reason: unknown };

const states = new WeakMap<Promise<unknown>, State<unknown>>();

/**
 * Starts noting how `promise` settles, so that `readPromise` answers a settled one at once instead
 * of suspending for a render (which, during hydration, keeps the server's HTML a pass longer).
 * Call it where the promise is made; answers the same promise.
 */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  if (states.has(promise)) return promise;
  states.set(promise, { status: "pending" });
  promise.then(
    (value) => void states.set(promise, { status: "fulfilled", value }),
    (reason: unknown) => void states.set(promise, { status: "rejected", reason }),
  );
  return promise;
}

/**
 * A promise's value for a component that renders once it is there, suspending until then: what
 * React 19's `use(promise)` does, written for React 18, which suspends on a thrown promise. The
 * caller must pass the same promise on every render (the visit's outcome, a catalog's cached load),
 * or each render waits anew. A rejection is thrown, for the nearest error boundary.
 */
export function readPromise<T>(promise: Promise<T>): T {
  trackPromise(promise);
  const state = states.get(promise) as State<T>;
  if (state.status === "fulfilled") return state.value;
  if (state.status === "rejected") throw state.reason;
  // Noted first (trackPromise's handlers run before React's), so the retry finds it settled.
  throw promise;
}
