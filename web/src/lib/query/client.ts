import { hashKey, partialMatchKey, type QueryKey } from "./key";
import { noop, Query } from "./query";
import type { AnyQueryOptions, QueryOptions, QueryState } from "./types";

export interface QueryFilters {
  /** Every query whose key starts with (partially matches) this one, or, with `exact`, only it. */
  queryKey?: QueryKey;
  exact?: boolean;
}

type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined);

/** The queries by their key's hash. */
export class QueryCache {
  #queries = new Map<string, Query>();

  getAll(): Query[] {
    return [...this.#queries.values()];
  }

  get(queryHash: string): Query | undefined {
    return this.#queries.get(queryHash);
  }

  /** The query of `options`' key, made (with `state`) if the cache has none. */
  build(client: QueryClient, options: QueryOptions, state?: Partial<QueryState>): Query {
    const defaulted = client.defaultQueryOptions(options);
    let query = this.#queries.get(defaulted.queryHash);
    if (!query) {
      query = new Query(defaulted.queryKey, defaulted.queryHash, defaulted, (q) => this.remove(q), state);
      this.#queries.set(defaulted.queryHash, query);
    }
    return query;
  }

  remove(query: Query): void {
    if (this.#queries.get(query.queryHash) !== query) return;
    this.#queries.delete(query.queryHash);
    query.destroy();
  }

  findAll({ queryKey, exact }: QueryFilters = {}): Query[] {
    const hash = queryKey && exact && hashKey(queryKey);
    return this.getAll().filter(
      (query) => !queryKey || (hash ? query.queryHash === hash : partialMatchKey(query.queryKey, queryKey)),
    );
  }
}

/**
 * The app's one cache of API answers and its operations, named and behaving as TanStack Query's
 * QueryClient (the subset web/src uses: docs/decisions/0028-our-own-query-cache.md).
 */
export class QueryClient {
  #cache = new QueryCache();
  #defaults: Partial<QueryOptions>;

  constructor(config: { defaultOptions?: { queries?: Partial<QueryOptions> } } = {}) {
    this.#defaults = config.defaultOptions?.queries ?? {};
  }

  getQueryCache(): QueryCache {
    return this.#cache;
  }

  defaultQueryOptions(options: QueryOptions): AnyQueryOptions {
    return { ...this.#defaults, ...options, queryHash: hashKey(options.queryKey) } as AnyQueryOptions;
  }

  getQueryData<T = unknown>(queryKey: QueryKey): T | undefined {
    return this.getQueryState<T>(queryKey)?.data;
  }

  getQueryState<T = unknown>(queryKey: QueryKey): QueryState<T> | undefined {
    return this.#cache.get(hashKey(queryKey))?.state as QueryState<T> | undefined;
  }

  /** Sets the query's answer (an updater gets the one held); undefined changes nothing. */
  setQueryData<T>(queryKey: QueryKey, updater: Updater<T>): T | undefined {
    const data =
      typeof updater === "function"
        ? (updater as (old: T | undefined) => T | undefined)(this.getQueryData<T>(queryKey))
        : updater;
    if (data === undefined) return undefined;
    return this.#cache.build(this, { queryKey }).setData(data, true) as T;
  }

  /** The query's answer: the one held while fresh, else fetched (once, however many ask). Rejects on failure. */
  fetchQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TData, TKey>,
  ): Promise<TQueryFnData> {
    const defaulted = this.defaultQueryOptions(options as unknown as QueryOptions);
    // As TanStack Query: an imperative fetch is not retried unless the options say so.
    defaulted.retry ??= false;
    const query = this.#cache.build(this, defaulted);
    return (
      query.isStale(defaulted.staleTime) ? query.fetch(defaulted) : Promise.resolve(query.state.data)
    ) as Promise<TQueryFnData>;
  }

  /** fetchQuery for later: never rejects. */
  prefetchQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TData, TKey>,
  ): Promise<void> {
    return this.fetchQuery(options).then(noop, noop);
  }

  /**
   * Marks the queries stale and refetches those a component reads (a running fetch gives way to a
   * new one); the others are fetched on their next read. Never rejects.
   */
  invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const fetches = this.#cache.findAll(filters).map((query) => {
      query.setState({ isInvalidated: true });
      return query.isActive() && query.fetch(undefined, true).catch(noop);
    });
    return Promise.all(fetches).then(noop);
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.#cache.findAll(filters)) this.#cache.remove(query);
  }

  /** Stops the queries' running fetches; each goes back to what it held before. */
  cancelQueries(filters: QueryFilters = {}): Promise<void> {
    return Promise.all(this.#cache.findAll(filters).map((query) => query.cancel())).then(noop);
  }

  /**
   * Starts listening for the tab being shown again (refetchOnWindowFocus); returns the stop. The
   * provider calls it once mounted, so the build's render never touches `document`.
   */
  mount(): () => void {
    const shown = () => {
      if (document.visibilityState !== "visible") return;
      for (const query of this.#cache.getAll()) for (const observer of query.observers) observer.onFocus();
    };
    document.addEventListener("visibilitychange", shown);
    return () => document.removeEventListener("visibilitychange", shown);
  }
}
