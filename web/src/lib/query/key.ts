/** A query's key: an array of JSON values, read from the most general part to the most particular. */
export type QueryKey = readonly unknown[];

/** An object of JSON (not an array, not a class instance): its properties' order means nothing. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && value.constructor === Object;
}

/**
 * The key's identity in the cache: its JSON with each object's properties sorted, so that
 * `{ page, locale }` and `{ locale, page }` name the same answer.
 */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

/**
 * Whether `key` falls under `filter`: each of the filter's array items and object properties is
 * in the key too (as TanStack Query matches), so `["admin", "history"]` matches every history query.
 */
export function partialMatchKey(key: unknown, filter: unknown): boolean {
  if (key === filter) return true;
  if (typeof key !== "object" || typeof filter !== "object" || !key || !filter) return false;
  return Object.keys(filter).every((name) =>
    partialMatchKey((key as Record<string, unknown>)[name], (filter as Record<string, unknown>)[name]),
  );
}
