/** The part of Web Storage the trip-request stores use, so tests can hand in a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem"> & {
  readonly length: number;
  key(index: number): string | null;
};

/**
 * localStorage, or undefined where it cannot be used (private modes that throw, no window):
 * the wizard then still works for the visit, it just does not survive a reload.
 */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    if (typeof window === "undefined") return undefined;
    const storage = window.localStorage;
    const probe = "tembea_storage_probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** A Map-backed storage: the fallback when the browser has none, and the unit tests' fake. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
