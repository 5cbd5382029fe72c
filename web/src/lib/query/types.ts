import type { QueryKey } from "./key";

export type { QueryKey };

export type QueryStatus = "pending" | "success" | "error";
export type FetchStatus = "fetching" | "idle";

/** What the cache holds of one query; the names and meanings are TanStack Query's. */
export interface QueryState<TData = unknown, TError = Error> {
  data: TData | undefined;
  dataUpdatedAt: number;
  /** How many answers the query has had (a poll's bound counts them). */
  dataUpdateCount: number;
  error: TError | null;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  isInvalidated: boolean;
  /** "forward" while an infinite query fetches its next page. */
  fetchMeta?: "forward" | undefined;
}

/** A query as a `refetchInterval` function sees it. */
export interface QueryLike<TData = unknown, TError = Error> {
  queryKey: QueryKey;
  queryHash: string;
  state: QueryState<TData, TError>;
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey, TPageParam = never> {
  queryKey: TKey;
  signal: AbortSignal;
  pageParam: TPageParam;
}

export type Retry<TError> = boolean | number | ((failureCount: number, error: TError) => boolean);

/** The options of a query, a subset of TanStack Query's with the same names, shapes and defaults. */
export interface QueryOptions<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
> {
  queryKey: TKey;
  queryFn?: (context: QueryFunctionContext<TKey>) => TQueryFnData | Promise<TQueryFnData>;
  /** False: the query is neither fetched on mount nor refetched by invalidation or interval. */
  enabled?: boolean;
  /** How long an answer counts as fresh, in ms (0: stale at once; Infinity: until invalidated). */
  staleTime?: number;
  /** How long an answer no component reads stays in the cache, in ms (5 minutes). */
  gcTime?: number;
  /** Tries after a failure (3), or whether to try again after `failureCount` failures. */
  retry?: Retry<TError>;
  refetchOnMount?: boolean | "always";
  refetchOnWindowFocus?: boolean | "always";
  refetchInterval?: number | false | ((query: QueryLike<TQueryFnData, TError>) => number | false | undefined);
  select?: (data: TQueryFnData) => TData;
  /** Shown (status success, `isPlaceholderData`) until the query's first answer: see keepPreviousData. */
  placeholderData?:
    | NoInfer<TQueryFnData>
    | ((previousData: NoInfer<TQueryFnData> | undefined) => NoInfer<TQueryFnData> | undefined);
}

export interface InfiniteData<TPage, TPageParam = unknown> {
  pages: TPage[];
  pageParams: TPageParam[];
}

export interface InfiniteQueryOptions<
  TPage,
  TError = Error,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
> extends Omit<
    QueryOptions<TPage, TError, InfiniteData<TPage, TPageParam>, TKey>,
    "queryFn" | "select" | "placeholderData" | "refetchInterval"
  > {
  queryFn: (context: QueryFunctionContext<TKey, TPageParam>) => Promise<TPage>;
  initialPageParam: TPageParam;
  /** The next page's parameter; undefined or null: there is none. */
  getNextPageParam: (
    lastPage: TPage,
    allPages: TPage[],
    lastPageParam: TPageParam,
    allPageParams: TPageParam[],
  ) => TPageParam | undefined | null;
}

/** Options as the cache holds them, whatever the query's types. */
// biome-ignore lint/suspicious/noExplicitAny: one cache holds queries of every type.
export type AnyQueryOptions = QueryOptions<any, any, any, QueryKey> & {
  queryHash: string;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  getNextPageParam?: (...args: any[]) => unknown;
  initialPageParam?: unknown;
};

interface ResultBase<TData, TError> {
  fetchStatus: FetchStatus;
  dataUpdatedAt: number;
  isFetching: boolean;
  /** Fetching while there is something to show (not the first load). */
  isRefetching: boolean;
  /** The first load: pending and fetching. */
  isLoading: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<QueryResult<TData, TError>>;
}

/** What useQuery answers; `status` (and isPending/isSuccess/isError) narrows `data` and `error`. */
export type QueryResult<TData = unknown, TError = Error> = ResultBase<TData, TError> &
  (
    | { status: "pending"; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
    | { status: "success"; isPending: false; isSuccess: true; isError: false; data: TData; error: null }
    | {
        status: "error";
        isPending: false;
        isSuccess: false;
        isError: true;
        data: TData | undefined;
        error: TError;
      }
  );

export type UseQueryResult<TData = unknown, TError = Error> = QueryResult<TData, TError>;

export type UseInfiniteQueryResult<TData = InfiniteData<unknown>, TError = Error> = QueryResult<
  TData,
  TError
> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<UseInfiniteQueryResult<TData, TError>>;
};
