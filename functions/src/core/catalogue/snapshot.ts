import {
  departureMonthsOf,
  type ListedTour,
  type Locale,
  type SortOrder,
  sortTours,
  type TourSort,
} from "@tembea/shared";

/**
 * How old a catalogue snapshot may be before a request reads the table again, in ms. 15 s: with the
 * answers' `max-age=30`, a reload shows a change within 45 s (docs/architecture.md, "Agency content
 * in production"). The twin and the tests set `CATALOGUE_MAX_AGE_MS=0` (every request reads), so
 * what they write is listed at once.
 */
export const defaultCatalogueMaxAgeMs = 15_000;
export const catalogueMaxAgeVariable = "CATALOGUE_MAX_AGE_MS";

export function catalogueMaxAgeMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[catalogueMaxAgeVariable]);
  return env[catalogueMaxAgeVariable] !== undefined && Number.isFinite(value) && value >= 0
    ? value
    : defaultCatalogueMaxAgeMs;
}

/** A tour as a list holds it: a card's facts, its destination and (group tours) its bookable months. */
export interface CatalogueTour extends ListedTour {
  id: string;
  destination: string;
}

interface DestinationView<T> {
  tours: T[];
  months: string[];
}

/**
 * Every listed tour of one kind, read in one go, with what requests ask of it again and again
 * worked out once per snapshot: the tours of a destination (with their months) and the orders by
 * name per language and by price. A request then filters a sorted list and slices its page.
 */
export class CatalogueSnapshot<T extends CatalogueTour> {
  private readonly destinations = new Map<string, DestinationView<T>>();
  private readonly orders = new Map<string, T[]>();

  constructor(
    readonly tours: readonly T[],
    readonly chfPriceOf: (tour: T) => number,
    /** The day "after today" meant when it was read (departure months). */
    readonly today: string,
    readonly readAt: number,
  ) {}

  /** The destination's tours (or all), in the table's order, and the months they depart in. */
  of(destination: string | undefined): DestinationView<T> {
    const key = destination ?? "";
    let view = this.destinations.get(key);
    if (!view) {
      const tours = destination ? this.tours.filter((t) => t.destination === destination) : [...this.tours];
      view = { tours, months: departureMonthsOf(tours) };
      this.destinations.set(key, view);
    }
    return view;
  }

  /** Every tour in the order asked, as the page sorted them (shared `sortTours`). */
  sorted(sort: TourSort, order: SortOrder, locale: Locale): T[] {
    const key = `${sort}:${order}:${locale}`;
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = sortTours(this.tours, sort, order, locale, this.chfPriceOf);
      this.orders.set(key, sorted);
    }
    return sorted;
  }
}

/**
 * A snapshot kept in the warm function's memory, read again when older than `maxAgeMs()` or taken
 * on another day; one read at a time (requests arriving meanwhile wait for it, not read too).
 */
export function cachedCatalogue<T extends CatalogueTour>(
  read: (today: string) => Promise<T[]>,
  chfPriceOf: (tour: T) => number,
  maxAgeMs: () => number = catalogueMaxAgeMs,
  now: () => number = Date.now,
) {
  let current: CatalogueSnapshot<T> | undefined;
  let reading: { today: string; startedAt: number; promise: Promise<CatalogueSnapshot<T>> } | undefined;

  const fresh = (snapshot: CatalogueSnapshot<T> | undefined, today: string) =>
    snapshot !== undefined && snapshot.today === today && now() - snapshot.readAt < maxAgeMs();

  return {
    async get(today: string): Promise<CatalogueSnapshot<T>> {
      if (current && fresh(current, today)) return current;
      const startedAt = now();
      // A read under way counts as fresh as a snapshot taken when it started: with a max age of 0
      // each request reads for itself, so it sees every write that ended before it came.
      if (reading?.today === today && startedAt - reading.startedAt < maxAgeMs()) return reading.promise;
      const promise = read(today).then((tours) => {
        const snapshot = new CatalogueSnapshot(tours, chfPriceOf, today, startedAt);
        if (!current || current.readAt <= startedAt) current = snapshot;
        return snapshot;
      });
      const flight = { today, startedAt, promise };
      reading = flight;
      // Whether it succeeds or fails, the next request after it starts a read of its own.
      promise.then(
        () => {
          if (reading === flight) reading = undefined;
        },
        () => {
          if (reading === flight) reading = undefined;
        },
      );
      return promise;
    },
    /** Drops the snapshot (tests). */
    forget(): void {
      current = undefined;
      reading = undefined;
    },
  };
}
