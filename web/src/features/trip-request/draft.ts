import {
  AccommodationSchema,
  ChfAmountSchema,
  CurrencySchema,
  type DestinationSlug,
  destinationSlugs,
  ExperiencesSchema,
  RequestTravellersSchema,
  TripDateSchema,
  tripReasons,
} from "@tembea/shared";
import { useSyncExternalStore } from "react";
import * as z from "zod/mini";
import { browserStorage, type KeyValueStorage, memoryStorage } from "./browser-storage";

/** Kept as typed, so a reload shows the same number in the same currency. */
const BudgetDraftSchema = z.object({
  amount: z.number().check(z.nonnegative()),
  currency: CurrencySchema,
  /** What the amount is worth in CHF minor units, fixed when the step was saved. */
  chf: ChfAmountSchema,
});

/**
 * The answers given so far, per destination. Each part is read leniently: a part that no longer
 * matches (an older version of the site, a hand-edited value) is dropped and that step asked again.
 */
export const TripRequestDraftSchema = z.object({
  date: z.catch(z.optional(TripDateSchema), undefined),
  travellers: z.catch(z.optional(RequestTravellersSchema), undefined),
  accommodation: z.catch(z.optional(AccommodationSchema), undefined),
  experiences: z.catch(z.optional(ExperiencesSchema), undefined),
  budget: z.catch(z.optional(BudgetDraftSchema), undefined),
  tripReason: z.catch(z.optional(z.enum(tripReasons)), undefined),
  /** Present once the contact step was confirmed; notes may be empty. */
  contact: z.catch(z.optional(z.object({ notes: z.string().check(z.maxLength(2000)) })), undefined),
  updatedAt: z.catch(z.number(), 0),
});
export type TripRequestDraft = z.infer<typeof TripRequestDraftSchema>;
export type BudgetDraft = z.infer<typeof BudgetDraftSchema>;
export type DraftAnswers = Omit<TripRequestDraft, "updatedAt">;

const draftPrefix = "tembea_trip_request_draft:";
const emptyDraft: TripRequestDraft = Object.freeze({ updatedAt: 0 });

/** Whether a draft holds any answer at all. */
export function hasAnswers(draft: TripRequestDraft): boolean {
  return Object.entries(draft).some(([key, value]) => key !== "updatedAt" && value !== undefined);
}

export interface DraftStore {
  read(destination: DestinationSlug): TripRequestDraft;
  /** Merges answers into the destination's draft and stamps it. */
  save(destination: DestinationSlug, answers: Partial<DraftAnswers>): TripRequestDraft;
  remove(destination: DestinationSlug): void;
  removeAll(): void;
  /** The most recently changed draft with answers, for "Resume your trip request". */
  latest(): { destination: DestinationSlug; draft: TripRequestDraft } | undefined;
  subscribe(listener: () => void): () => void;
}

export function createDraftStore(storage: KeyValueStorage, now: () => number = Date.now): DraftStore {
  const listeners = new Set<() => void>();
  // Snapshots are cached so useSyncExternalStore sees the same object until something changes.
  const cache = new Map<DestinationSlug, TripRequestDraft>();
  let latestCache: ReturnType<DraftStore["latest"]> | null = null;
  const changed = () => {
    cache.clear();
    latestCache = null;
    for (const listener of listeners) listener();
  };
  const parse = (raw: string | null): TripRequestDraft => {
    if (!raw) return emptyDraft;
    try {
      const parsed = TripRequestDraftSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : emptyDraft;
    } catch {
      return emptyDraft;
    }
  };
  const read = (destination: DestinationSlug) => {
    let draft = cache.get(destination);
    if (!draft) {
      try {
        draft = parse(storage.getItem(draftPrefix + destination));
      } catch {
        draft = emptyDraft;
      }
      cache.set(destination, draft);
    }
    return draft;
  };
  const slugs = () => destinationSlugs.filter((slug) => hasAnswers(read(slug)));

  return {
    read,
    save(destination, answers) {
      const next: TripRequestDraft = { ...read(destination), ...answers, updatedAt: now() };
      try {
        storage.setItem(draftPrefix + destination, JSON.stringify(next));
      } catch {
        // Storage refused: keep the answers for this visit.
      }
      changed();
      cache.set(destination, next);
      return next;
    },
    remove(destination) {
      try {
        storage.removeItem(draftPrefix + destination);
      } catch {
        // Nothing stored to remove.
      }
      changed();
      cache.set(destination, emptyDraft);
    },
    removeAll() {
      for (const slug of destinationSlugs) {
        try {
          storage.removeItem(draftPrefix + slug);
        } catch {
          // Nothing stored to remove.
        }
      }
      changed();
      for (const slug of destinationSlugs) cache.set(slug, emptyDraft);
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

export const tripRequestDrafts = createDraftStore(browserStorage() ?? memoryStorage());

/** The answers for one destination, kept across steps and reloads. */
export function useTripRequestDraft(destination: DestinationSlug): TripRequestDraft {
  return useSyncExternalStore(
    tripRequestDrafts.subscribe,
    () => tripRequestDrafts.read(destination),
    () => tripRequestDrafts.read(destination),
  );
}

export function useLatestTripRequestDraft() {
  return useSyncExternalStore(
    tripRequestDrafts.subscribe,
    () => tripRequestDrafts.latest(),
    () => tripRequestDrafts.latest(),
  );
}
