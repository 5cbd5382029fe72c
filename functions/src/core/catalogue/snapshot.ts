import {
  departureMonthsOf,
  type ListedTour,
  type Locale,
  type SortOrder,
  sortTours,
  type TourSort,
} from "@tembea/shared";

/**
 * The oldest a list's answer may be, in ms: a snapshot this old is read again before answering.
 * One older than a third of it still answers, while a read of the table replaces it for the
 * requests after (so a request rarely waits for the read). 30 s, as long as a cache may serve an
 * answer (`max-age=20` and `stale-while-revalidate=10`, docs/decisions/0029): a reload shows a change
 * within a minute (docs/decisions/0022). The twin and the tests set
 * `CATALOGUE_MAX_AGE_MS=0` (every request reads), so what they write is listed at once.
 */
export const defaultCatalogueMaxAgeMs = 30_000;
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

  /**
   * The destination's tours (or all) in the order asked, as the page sorted them (shared
   * `sortTours`); a destination's order is the whole order's, filtered, so ties fall the same way.
   */
  sorted(sort: TourSort, order: SortOrder, locale: Locale, destination?: string): T[] {
    const key = `${sort}:${order}:${locale}:${destination ?? ""}`;
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = destination
        ? this.sorted(sort, order, locale).filter((tour) => tour.destination === destination)
        : sortTours(this.tours, sort, order, locale, this.chfPriceOf);
      this.orders.set(key, sorted);
    }
    return sorted;
  }
}

/**
 * A snapshot kept in the warm function's memory. Younger than a third of `maxAgeMs()`, it answers;
 * older, it still answers while one read of the table replaces it; older than `maxAgeMs()` or taken
 * on another day, the request waits for that read. One read at a time: requests arriving meanwhile
 * share it.
 */
export function cachedCatalogue<T extends CatalogueTour>(
  read: (today: string) => Promise<T[]>,
  chfPriceOf: (tour: T) => number,
  maxAgeMs: () => number = catalogueMaxAgeMs,
  now: () => number = Date.now,
) {
  let current: CatalogueSnapshot<T> | undefined;
  let reading: { today: string; startedAt: number; promise: Promise<CatalogueSnapshot<T>> } | undefined;

  function startRead(today: string, startedAt: number): Promise<CatalogueSnapshot<T>> {
    const promise = read(today).then((tours) => {
      const snapshot = new CatalogueSnapshot(tours, chfPriceOf, today, startedAt);
      if (!current || current.readAt <= startedAt) current = snapshot;
      return snapshot;
    });
    const flight = { today, startedAt, promise };
    reading = flight;
    // Whether it succeeds or fails, the next request after it starts a read of its own.
    const done = () => {
      if (reading === flight) reading = undefined;
    };
    promise.then(done, done);
    return promise;
  }

  return {
    async get(today: string): Promise<CatalogueSnapshot<T>> {
      const at = now();
      const maxAge = maxAgeMs();
      const age = current?.today === today ? at - current.readAt : Number.POSITIVE_INFINITY;
      // A read under way counts as fresh as a snapshot taken when it started: with a max age of 0
      // each request reads for itself, so it sees every write that ended before it came.
      const underWay = reading?.today === today && at - reading.startedAt < maxAge ? reading : undefined;
      if (current && age < maxAge / 3) return current;
      if (current && age < maxAge) {
        // A failed read here is the next waiting request's to report.
        if (!underWay) startRead(today, at).catch(() => undefined);
        return current;
      }
      return underWay ? underWay.promise : startRead(today, at);
    },
  };
}
