import type { QueryClient } from "./client";
import type { QueryKey, QueryState } from "./types";

/** The answers of a cache, as JSON: what a prerendered page carries to the browser. */
export interface DehydratedState {
  queries: { queryKey: QueryKey; queryHash: string; state: QueryState }[];
}

/** The cache's answered queries (as TanStack Query: no pending nor failed ones). */
export function dehydrate(client: QueryClient): DehydratedState {
  return {
    queries: client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "success")
      .map(({ queryKey, queryHash, state }) => ({ queryKey, queryHash, state })),
  };
}

/** Puts `dehydrated`'s answers into the cache, unless it holds a newer one. They keep their age. */
export function hydrate(client: QueryClient, dehydrated: DehydratedState | undefined): void {
  const cache = client.getQueryCache();
  for (const { queryKey, state } of dehydrated?.queries ?? []) {
    const query = cache.get(client.defaultQueryOptions({ queryKey }).queryHash);
    if (!query) cache.build(client, { queryKey }, { ...state, fetchStatus: "idle", fetchMeta: undefined });
    else if (query.state.dataUpdatedAt < state.dataUpdatedAt)
      query.setState({ ...state, fetchStatus: query.state.fetchStatus });
  }
}
