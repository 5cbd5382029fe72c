import { hashKey, type QueryClient, type QueryKey } from "../lib/query";

/**
 * The queries a page finished rendering without, though it asked for them: still pending when the
 * build's render ended, and not in `allowed` (queries whose component shows its loading state until
 * the page has hydrated, and then asks the API in the browser). Such a page would ship HTML without
 * data it needed, and its hydration would not find that HTML again.
 */
export function unexpectedPendingQueries(client: QueryClient, allowed: readonly QueryKey[]): QueryKey[] {
  const allowedHashes = new Set(allowed.map((key) => hashKey(key)));
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && !allowedHashes.has(query.queryHash))
    .map((query) => query.queryKey);
}
