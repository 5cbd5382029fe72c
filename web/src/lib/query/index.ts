/**
 * The app's query cache: the subset of TanStack Query's API that web/src uses, with its names,
 * option shapes and semantics, in a few KB (docs/decisions/0028-our-own-query-cache.md).
 */
export { QueryCache, QueryClient, type QueryFilters } from "./client";
export { type DehydratedState, dehydrate, hydrate } from "./hydration";
export { hashKey, type QueryKey } from "./key";
export { type MutateOptions, type MutationOptions, type UseMutationResult, useMutation } from "./mutation";
export { cancelled, Query } from "./query";
export { QueryClientProvider, useInfiniteQuery, useQuery, useQueryClient } from "./react";
export type {
  InfiniteData,
  InfiniteQueryOptions,
  QueryFunctionContext,
  QueryOptions,
  QueryState,
  UseInfiniteQueryResult,
  UseQueryResult,
} from "./types";

import type { QueryKey } from "./key";
import type { QueryOptions } from "./types";

/** Types a query's options once, for useQuery, fetchQuery and prefetchQuery alike. */
export function queryOptions<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(options: QueryOptions<TQueryFnData, TError, TData, TKey>): QueryOptions<TQueryFnData, TError, TData, TKey> {
  return options;
}

/** placeholderData that keeps showing the previous key's answer while the new key loads. */
export function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData;
}
