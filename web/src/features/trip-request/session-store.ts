import { useSyncExternalStore } from "react";
import { browserStorage, type KeyValueStorage, memoryStorage } from "./browser-storage";

export const sessionStorageKey = "tembea_trip_request_session";

/**
 * The "trip-request session store" of docs/product-spec.md, section 3: activeSession (default false),
 * persisted in the browser, with a set and a clear action. By section 4, it becomes true when a page
 * under /tailored-trips (other than /success) has loaded, and only an explicit clear makes it false
 * again.
 */
export interface TripRequestSessionStore {
  readonly activeSession: () => boolean;
  set(): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createTripRequestSessionStore(storage: KeyValueStorage): TripRequestSessionStore {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage.getItem(sessionStorageKey) === "true";
    } catch {
      return false;
    }
  };
  let active = read();
  const write = (next: boolean) => {
    try {
      if (next) storage.setItem(sessionStorageKey, "true");
      else storage.removeItem(sessionStorageKey);
    } catch {
      // Storage full or refused: the value still holds for this visit.
    }
    if (active === next) return;
    active = next;
    for (const listener of listeners) listener();
  };
  return {
    activeSession: () => active,
    set: () => write(true),
    clear: () => write(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The pages that start or continue a request session (docs/product-spec.md, section 4). */
export function startsTripRequestSession(pathname: string): boolean {
  return pathname.includes("/tailored-trips") && !pathname.includes("/success");
}

export const tripRequestSession = createTripRequestSessionStore(browserStorage() ?? memoryStorage());

export function useActiveTripRequestSession(): boolean {
  return useSyncExternalStore(
    tripRequestSession.subscribe,
    tripRequestSession.activeSession,
    // A prerendered page (ui/hydration.ts) knows no visitor's session; hydration starts from that.
    () => false,
  );
}
