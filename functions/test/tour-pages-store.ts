import type { TourPagesStore } from "../src/consumers/sync-tour-pages/handler.js";

/**
 * The store of tour pages as the KeyValueStore API behaves (functions/src/core/tour-pages/key-value-store.ts):
 * a set of keys listed 50 a page in key order, an ETag that every update must name and that each
 * update changes, a delete of a missing key refused. `changeMeanwhile` runs once, at the first update
 * after it was set, before it: another writer (the stream) changing the store under a reconcile.
 */
export function storeHolding(...keys: string[]) {
  const held = new Set<string>(keys);
  let version = 0;
  const updates: { puts: string[]; deletes: string[] }[] = [];
  const listed: (string | undefined)[] = [];
  const stub = {
    held,
    updates,
    /** The NextToken of each ListKeys call, in order (undefined for a first page). */
    listed,
    changeMeanwhile: undefined as (() => unknown) | undefined,
    /** Another writer's change: the ETag moves. */
    change(put: string[], remove: string[] = []) {
      for (const key of put) held.add(key);
      for (const key of remove) held.delete(key);
      version += 1;
    },
  };
  const store: TourPagesStore = {
    etag: async () => `E${version}`,
    has: async (key) => held.has(key),
    listKeys: async (next) => {
      listed.push(next);
      const sorted = [...held].sort();
      const from = next ? Number(next) : 0;
      const page = sorted.slice(from, from + 50);
      return { keys: page, ...(from + 50 < sorted.length ? { next: String(from + 50) } : {}) };
    },
    update: async (etag, puts, deletes) => {
      const meanwhile = stub.changeMeanwhile;
      stub.changeMeanwhile = undefined;
      await meanwhile?.();
      if (etag !== `E${version}`) throw Object.assign(new Error("stale ETag"), { name: "ConflictException" });
      for (const key of deletes) {
        if (!held.has(key)) throw Object.assign(new Error(`no key ${key}`), { name: "ValidationException" });
        held.delete(key);
      }
      for (const key of puts) held.add(key);
      updates.push({ puts, deletes });
      version += 1;
      return `E${version}`;
    },
  };
  return Object.assign(stub, { store });
}
