import { isPlainObject } from "./key";

/**
 * `next`, reusing every part of `previous` that is deeply equal to it (TanStack Query's structural
 * sharing): an answer equal to the one held keeps its identity, so memos and effects that depend on
 * it do not run again at each poll or refetch.
 */
export function share<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const names = Object.keys(after);
  const out: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let equal = names.length === Object.keys(before).length;
  for (const name of names) {
    out[name] = share(before[name], after[name]);
    if (out[name] !== before[name] || !(name in before)) equal = false;
  }
  return (equal ? previous : out) as T;
}
