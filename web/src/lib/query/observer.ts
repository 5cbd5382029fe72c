import type { QueryClient } from "./client";
import { nextPageParam } from "./infinite";
import { isServer, noop, type Query, type QueryObserverLike } from "./query";
import { share } from "./share";
import type {
  AnyQueryOptions,
  InfiniteData,
  QueryOptions,
  QueryResult,
  UseInfiniteQueryResult,
} from "./types";

type Result = UseInfiniteQueryResult<unknown, unknown>;

/** Whether the query is fetched on an occasion configured as `when` (refetchOnMount, refetchOnWindowFocus). */
function fetchOn(query: Query, options: AnyQueryOptions, when: boolean | "always" | undefined): boolean {
  return (
    options.enabled !== false && (when === "always" || (when !== false && query.isStale(options.staleTime)))
  );
}

function fetchOnMount(query: Query, options: AnyQueryOptions): boolean {
  return (
    (options.enabled !== false && query.state.data === undefined) ||
    fetchOn(query, options, options.refetchOnMount)
  );
}

/**
 * One component's view of one query (the key may change from render to render): its result as
 * TanStack Query computes it, and the fetches on mount, on a new key, on an interval and when the
 * tab is shown again.
 */
export class QueryObserver implements QueryObserverLike {
  options!: AnyQueryOptions;
  #query!: Query;
  #result!: Result;
  #listener?: (() => void) | undefined;
  #interval?: ReturnType<typeof setInterval>;
  /** The last query that had data: keepPreviousData shows it while the next key loads. */
  #lastWithData?: Query;
  #selected?: { select: (data: unknown) => unknown; from: unknown; data: unknown };

  readonly #client: QueryClient;

  constructor(client: QueryClient, options: QueryOptions) {
    this.#client = client;
    this.setOptions(options);
  }

  #build(options: QueryOptions): [AnyQueryOptions, Query] {
    const defaulted = this.#client.defaultQueryOptions(options);
    return [defaulted, this.#client.getQueryCache().build(this.#client, defaulted)];
  }

  /** The result a render shows: with a fetch about to start counted as started, as after mount it will be. */
  getOptimisticResult(options: QueryOptions): Result {
    const [defaulted, query] = this.#build(options);
    return this.#createResult(query, defaulted);
  }

  getCurrentResult = (): Result => this.#result;

  #willFetch(query: Query, options: AnyQueryOptions): boolean {
    if (!this.#listener) return fetchOnMount(query, options);
    return (
      (query !== this.#query || this.options.enabled === false) &&
      options.enabled !== false &&
      query.isStale(options.staleTime)
    );
  }

  #createResult(query: Query, options: AnyQueryOptions): Result {
    const { state } = query;
    let { data, status, fetchStatus } = state;
    if (this.#willFetch(query, options)) {
      fetchStatus = "fetching";
      if (!state.dataUpdatedAt) status = "pending";
    }
    const { select, placeholderData, getNextPageParam } = options;
    if (select && data !== undefined) {
      const held = this.#selected;
      data =
        held && held.select === select && held.from === data ? held.data : share(held?.data, select(data));
      this.#selected = { select, from: state.data, data };
    }
    let isPlaceholderData = false;
    if (status === "pending" && placeholderData !== undefined) {
      const placeholder =
        typeof placeholderData === "function"
          ? placeholderData(this.#lastWithData?.state.data)
          : placeholderData;
      if (placeholder !== undefined) {
        status = "success";
        data = placeholder;
        isPlaceholderData = true;
      }
    }
    if (state.data !== undefined) this.#lastWithData = query;
    const isFetching = fetchStatus === "fetching";
    const isPending = status === "pending";
    const isFetchingNextPage = isFetching && state.fetchMeta === "forward";
    return {
      status,
      fetchStatus,
      data,
      error: state.error,
      dataUpdatedAt: state.dataUpdatedAt,
      isPending,
      isSuccess: status === "success",
      isError: status === "error",
      isLoading: isPending && isFetching,
      isFetching,
      isRefetching: isFetching && !isPending && !isFetchingNextPage,
      isPlaceholderData,
      refetch: this.refetch,
      ...(getNextPageParam && {
        hasNextPage:
          state.data !== undefined && nextPageParam(options, state.data as InfiniteData<unknown>) != null,
        isFetchingNextPage,
        fetchNextPage: this.fetchNextPage,
      }),
    } as Result;
  }

  /** Recomputes the result; tells the component only when a field changed. */
  #updateResult(): void {
    const next = this.#createResult(this.#query, this.options);
    const previous = this.#result as unknown as Record<string, unknown> | undefined;
    if (previous && Object.entries(next).every(([name, value]) => previous[name] === value)) return;
    this.#result = next;
    this.#listener?.();
  }

  setOptions(options: QueryOptions): void {
    const previousQuery = this.#query;
    const previousOptions = this.options;
    const [defaulted, query] = this.#build(options);
    this.options = defaulted;
    this.#query = query;
    query.setOptions(defaulted);
    if (this.#listener) {
      if (query !== previousQuery) {
        previousQuery.removeObserver(this);
        query.addObserver(this);
      }
      if (
        (query !== previousQuery || previousOptions.enabled === false) &&
        defaulted.enabled !== false &&
        query.isStale(defaulted.staleTime)
      )
        this.#fetch();
      this.#updateTimer();
    }
    this.#updateResult();
  }

  subscribe(listener: () => void): () => void {
    this.#listener = listener;
    this.#query.addObserver(this);
    if (fetchOnMount(this.#query, this.options)) this.#fetch();
    this.#updateResult();
    this.#updateTimer();
    return () => {
      this.#listener = undefined;
      clearInterval(this.#interval);
      this.#query.removeObserver(this);
    };
  }

  onQueryUpdate(): void {
    this.#updateResult();
    if (this.#listener) this.#updateTimer();
  }

  onFocus(): void {
    if (fetchOn(this.#query, this.options, this.options.refetchOnWindowFocus)) this.#fetch();
  }

  /** The poll: restarted at each change of the query, so it counts from its last answer. */
  #updateTimer(): void {
    clearInterval(this.#interval);
    const { refetchInterval, enabled } = this.options;
    const every = typeof refetchInterval === "function" ? refetchInterval(this.#query) : refetchInterval;
    if (isServer || !this.#listener || enabled === false || !every || every === Infinity) return;
    this.#interval = setInterval(() => {
      if (document.visibilityState !== "hidden") this.#fetch();
    }, every);
  }

  #fetch(cancelRefetch?: boolean, forward?: boolean): Promise<Result> {
    return this.#query
      .fetch(this.options, cancelRefetch, forward)
      .catch(noop)
      .then(() => {
        this.#updateResult();
        return this.#result;
      });
  }

  refetch = (): Promise<QueryResult<unknown, unknown>> => this.#fetch(true);

  fetchNextPage = (): Promise<Result> => this.#fetch(true, true);
}
