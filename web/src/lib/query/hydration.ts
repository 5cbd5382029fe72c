import type { QueryClient } from "./client";
import { hashKey } from "./key";
import type { QueryKey, QueryState } from "./types";

/** The answers of a cache, as JSON: what a prerendered page carries to the browser. */
export interface DehydratedState {
  queries: { queryKey: QueryKey; state: QueryState }[];
}

/** The cache's answered queries (as TanStack Query: no pending nor failed ones). */
export function dehydrate(client: QueryClient): DehydratedState {
  return {
    queries: client
      .getQueryCache()
      .getAll()
      .filter(({ state }) => state.status === "success")
      .map(({ queryKey, state }) => ({ queryKey, state })),
  };
}

/** Puts `dehydrated`'s answers into the cache, unless it holds a newer one. They keep their age. */
export function hydrate(client: QueryClient, dehydrated: DehydratedState | undefined): void {
  const cache = client.getQueryCache();
  for (const { queryKey, state } of dehydrated?.queries ?? []) {
    const query = cache.get(hashKey(queryKey));
    const fetchStatus = query?.state.fetchStatus ?? "idle";
    if (!query || query.state.dataUpdatedAt < state.dataUpdatedAt)
      (query ?? cache.build(client, { queryKey })).setState({ ...state, fetchStatus });
  }
}
