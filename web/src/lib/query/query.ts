import { fetchPages } from "./infinite";
import type { QueryKey } from "./key";
import { share } from "./share";
import type { AnyQueryOptions, QueryState } from "./types";

/** The build (Node) renders and never fetches: nothing is timed there, nothing collected. */
export const isServer = typeof window === "undefined";

export const noop = (): undefined => undefined;

/** A fetch's rejection when it is cancelled (its callers get the data held before, if any). */
export const cancelled = new Error("CancelledError");
/** A fetch's rejection when a new fetch replaces it (its callers get the new one's answer). */
const replaced = new Error("replaced");

/** What a query tells the components that read it (observer.ts). */
export interface QueryObserverLike {
  options: AnyQueryOptions;
  onQueryUpdate(): void;
  onFocus(): void;
}

/**
 * One query of the cache: its state, its one fetch at a time (asked twice, it is fetched once),
 * retries, cancellation, and its removal once no component has read it for `gcTime`.
 */
export class Query<TData = unknown, TError = Error> {
  state: QueryState<TData, TError>;
  options!: AnyQueryOptions;
  readonly observers = new Set<QueryObserverLike>();
  promise?: Promise<TData> | undefined;
  #controller?: AbortController | undefined;
  #reject?: (error: unknown) => void;
  #revertState?: QueryState<TData, TError>;
  #gcTime = 0;
  #gcTimer?: ReturnType<typeof setTimeout>;

  readonly queryKey: QueryKey;
  readonly queryHash: string;
  readonly #onCollect: (query: Query<TData, TError>) => void;

  constructor(
    queryKey: QueryKey,
    queryHash: string,
    options: AnyQueryOptions,
    onCollect: (query: Query<TData, TError>) => void,
    state?: Partial<QueryState<TData, TError>>,
  ) {
    this.queryKey = queryKey;
    this.queryHash = queryHash;
    this.#onCollect = onCollect;
    this.state = {
      data: undefined,
      dataUpdatedAt: 0,
      dataUpdateCount: 0,
      error: null,
      status: "pending",
      fetchStatus: "idle",
      isInvalidated: false,
      ...state,
    };
    this.setOptions(options);
    this.#scheduleGc();
  }

  setOptions(options: AnyQueryOptions): void {
    this.options = options;
    // The longest any reader asked for; the build keeps everything (it ends with the render).
    this.#gcTime = Math.max(this.#gcTime, options.gcTime ?? (isServer ? Infinity : 5 * 60_000));
  }

  setState(patch: Partial<QueryState<TData, TError>>): void {
    this.state = { ...this.state, ...patch };
    for (const observer of this.observers) observer.onQueryUpdate();
  }

  /** An answer: from the API, or set by the app (`manual`, which leaves a running fetch running). */
  setData(data: TData, manual?: boolean): TData {
    const shared = share(this.state.data, data);
    this.setState({
      data: shared,
      dataUpdatedAt: Date.now(),
      dataUpdateCount: this.state.dataUpdateCount + 1,
      error: null,
      status: "success",
      isInvalidated: false,
      ...(manual ? {} : { fetchStatus: "idle", fetchMeta: undefined }),
    });
    return shared;
  }

  isStale(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime;
  }

  /** Read by a component that fetches it (invalidation refetches only these). */
  isActive(): boolean {
    return [...this.observers].some((observer) => observer.options.enabled !== false);
  }

  addObserver(observer: QueryObserverLike): void {
    this.observers.add(observer);
    clearTimeout(this.#gcTimer);
  }

  removeObserver(observer: QueryObserverLike): void {
    this.observers.delete(observer);
    if (this.observers.size) return;
    // Nobody waits for the answer any more: the fetch is aborted, as TanStack Query does when the
    // query function takes the signal (every one of the app's does).
    void this.cancel();
    this.#scheduleGc();
  }

  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    if (this.observers.size || this.#gcTime === Infinity) return;
    this.#gcTimer = setTimeout(() => {
      if (!this.observers.size && !this.promise) this.#onCollect(this);
    }, this.#gcTime);
  }

  destroy(): void {
    clearTimeout(this.#gcTimer);
  }

  #settled(): void {
    this.promise = this.#controller = undefined;
    this.#scheduleGc();
  }

  /**
   * Fetches, unless a fetch runs already: then its promise, or, with `cancelRefetch` and an answer
   * held, a new fetch in its place (whose answer the first one's callers get too).
   */
  fetch(options?: AnyQueryOptions, cancelRefetch?: boolean, forward = false): Promise<TData> {
    if (this.promise) {
      if (this.state.data === undefined || !cancelRefetch) return this.promise;
      void this.cancel(true);
    }
    if (options) this.setOptions(options);
    const current = this.options;
    const controller = new AbortController();
    const context = { queryKey: this.queryKey, signal: controller.signal };
    let failures = 0;
    // Retries wait 1, 2, 4… s (at most 30), as TanStack Query's do.
    const attempt = (): Promise<TData> =>
      Promise.resolve(context)
        .then((c) =>
          current.getNextPageParam
            ? fetchPages(current, this.state.data as never, forward, c)
            : current.queryFn?.(c as never),
        )
        .catch((error: TError) => {
          const retry = current.retry ?? (isServer ? 0 : 3);
          if (
            controller.signal.aborted ||
            !(
              retry === true ||
              (typeof retry === "function" ? retry(failures, error) : failures < Number(retry))
            )
          )
            throw error;
          return new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** failures++, 30_000))).then(
            () => {
              if (controller.signal.aborted) throw error;
              return attempt();
            },
          );
        });
    const promise = new Promise<TData>((resolve, reject) => {
      this.#reject = reject;
      attempt().then(resolve, reject);
    }).then(
      (data) => {
        this.#settled();
        return this.setData(data);
      },
      (error: unknown) => {
        if (error === replaced) return this.promise as Promise<TData>;
        if (error === cancelled && this.state.data !== undefined) return this.state.data;
        if (error === cancelled) throw error;
        this.#settled();
        this.setState({
          error: error as TError,
          status: "error",
          fetchStatus: "idle",
          fetchMeta: undefined,
        });
        throw error;
      },
    );
    this.promise = promise;
    this.#controller = controller;
    this.#revertState = this.state;
    this.setState({
      fetchStatus: "fetching",
      fetchMeta: forward ? "forward" : undefined,
      ...(this.state.dataUpdatedAt ? {} : { error: null, status: "pending" }),
    });
    return promise;
  }

  /**
   * Gives up the running fetch: aborts its signal and puts back the state from before it (unless
   * `silent`: a new fetch replaces it). Settles once the fetch's callers have been answered.
   */
  cancel(silent?: boolean): Promise<void> {
    const { promise } = this;
    if (!promise) return Promise.resolve();
    this.#controller?.abort();
    this.#settled();
    if (!silent && this.#revertState)
      this.setState({ ...this.#revertState, fetchStatus: "idle", fetchMeta: undefined });
    this.#reject?.(silent ? replaced : cancelled);
    return promise.then(noop, noop);
  }
}
