import { type DestinationSlug, destinationSlugs } from "@tembea/shared";
import { useSyncExternalStore } from "react";
import { loadOnce } from "../../ui/load-once";
import { browserStorage, type KeyValueStorage, memoryStorage } from "./browser-storage";
import type { TripRequestDraft } from "./draft-schema";

export type { BudgetDraft, TripRequestDraft } from "./draft-schema";
export type DraftAnswers = Omit<TripRequestDraft, "updatedAt">;
/** Reads a stored draft (draft-schema.ts); undefined when the text is no draft at all. */
export type DraftParser = (raw: string) => TripRequestDraft | undefined;

const draftPrefix = "tembea_trip_request_draft:";
const emptyDraft: TripRequestDraft = Object.freeze({ updatedAt: 0 });

/** Whether a draft holds any answer at all. */
export function hasAnswers(draft: TripRequestDraft): boolean {
  return Object.entries(draft).some(([key, value]) => key !== "updatedAt" && value !== undefined);
}

export interface DraftStore {
  /** Whether anything is stored for the destination, without reading it. */
  isStored(destination: DestinationSlug): boolean;
  /**
   * Resolves once the stored drafts can be read: at once when none is stored, else when their
   * parser (zod and the contract's schemas) has loaded. Reading a stored draft before that throws.
   */
  ready(): Promise<void>;
  read(destination: DestinationSlug): TripRequestDraft;
  /** Merges answers into the destination's draft and stamps it. */
  save(destination: DestinationSlug, answers: Partial<DraftAnswers>): TripRequestDraft;
  remove(destination: DestinationSlug): void;
  removeAll(): void;
  /** The most recently changed draft with answers, for "Resume your trip request". */
  latest(): { destination: DestinationSlug; draft: TripRequestDraft } | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * Drafts in `storage`, one per destination. The parser is loaded only when a stored draft has to
 * be read: a first visit to the wizard, with nothing stored, loads no zod before its first paint.
 */
export function createDraftStore(
  storage: KeyValueStorage,
  loadParser: () => Promise<DraftParser>,
  now: () => number = Date.now,
): DraftStore {
  const listeners = new Set<() => void>();
  // Snapshots are cached so useSyncExternalStore sees the same object until something changes.
  const cache = new Map<DestinationSlug, TripRequestDraft>();
  let latestCache: ReturnType<DraftStore["latest"]> | null = null;
  let parser: DraftParser | undefined;
  // A failed load is tried again on the next visit.
  const parserLoad = loadOnce(async () => {
    parser = await loadParser();
  });

  const stored = (destination: DestinationSlug): string | null => {
    try {
      return storage.getItem(draftPrefix + destination);
    } catch {
      return null;
    }
  };
  /** Caches the new snapshots before telling the subscribers, which read them at once. */
  const changed = (drafts: [DestinationSlug, TripRequestDraft][]) => {
    for (const [destination, draft] of drafts) cache.set(destination, draft);
    latestCache = null;
    for (const listener of listeners) listener();
  };
  const read = (destination: DestinationSlug) => {
    let draft = cache.get(destination);
    if (!draft) {
      const raw = stored(destination);
      if (raw === null) draft = emptyDraft;
      else if (parser) draft = parser(raw) ?? emptyDraft;
      else throw new Error(`The ${destination} trip-request draft was read before the store was ready()`);
      cache.set(destination, draft);
    }
    return draft;
  };
  const slugs = () => destinationSlugs.filter((slug) => hasAnswers(read(slug)));

  return {
    isStored: (destination) => stored(destination) !== null,
    ready() {
      if (parser || !destinationSlugs.some((slug) => stored(slug) !== null)) return Promise.resolve();
      return parserLoad();
    },
    read,
    save(destination, answers) {
      const next: TripRequestDraft = { ...read(destination), ...answers, updatedAt: now() };
      try {
        storage.setItem(draftPrefix + destination, JSON.stringify(next));
      } catch {
        // Storage refused: keep the answers for this visit.
      }
      changed([[destination, next]]);
      return next;
    },
    remove(destination) {
      try {
        storage.removeItem(draftPrefix + destination);
      } catch {
        // Nothing stored to remove.
      }
      changed([[destination, emptyDraft]]);
    },
    removeAll() {
      for (const slug of destinationSlugs) {
        try {
          storage.removeItem(draftPrefix + slug);
        } catch {
          // Nothing stored to remove.
        }
      }
      changed(destinationSlugs.map((slug) => [slug, emptyDraft]));
    },
    latest() {
      if (latestCache !== null) return latestCache;
      const newest = slugs()
        .map((destination) => ({ destination, draft: read(destination) }))
        .sort((a, b) => b.draft.updatedAt - a.draft.updatedAt)[0];
      latestCache = newest;
      return newest;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tripRequestDrafts = createDraftStore(browserStorage() ?? memoryStorage(), () =>
  import("./draft-schema").then((module) => module.parseDraft),
);

/**
 * The answers for one destination, kept across steps and reloads; none for no destination (a URL
 * naming an unknown one, whose page is the 404: its guard did not wait for the store to be ready).
 */
export function useTripRequestDraft(destination: DestinationSlug | undefined): TripRequestDraft {
  return useSyncExternalStore(
    tripRequestDrafts.subscribe,
    () => (destination ? tripRequestDrafts.read(destination) : emptyDraft),
    // A prerendered page (ui/hydration.ts) knows no visitor's answers; hydration starts from none.
    () => emptyDraft,
  );
}

export function useLatestTripRequestDraft() {
  return useSyncExternalStore(
    tripRequestDrafts.subscribe,
    () => tripRequestDrafts.latest(),
    () => undefined,
  );
}
