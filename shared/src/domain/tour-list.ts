import type { Currency } from "./currency.js";
import { intlLocale, type Locale, type LocalizedText } from "./locale.js";
import { displayAmount, type ExchangeRates } from "./money.js";

// The tour lists' filters, sort and pages, one implementation for the API that answers a page
// (functions/src/core/catalogue) and the web that writes them in its URL
// (web/src/features/tours/list-state.ts). docs/architecture.md, "Tour lists".

export type TourSort = "name" | "price";
export type SortOrder = "asc" | "desc";

/** Tours per list page ("Page n of m"); the previous web's paged list had 6 too. */
export const tourListPageSize = 6;

/** The duration choices, in days, both ends included; the last has no upper end. */
export const durationRanges = [
  { value: "1-7", min: 1, max: 7 },
  { value: "8-10", min: 8, max: 10 },
  { value: "11-", min: 11, max: Number.POSITIVE_INFINITY },
] as const;
export type DurationRange = (typeof durationRanges)[number]["value"];

/**
 * A price range in whole units of `currency`: the currency the visitor chose when setting it, so a
 * shared URL means the same range to a visitor who shows prices in another currency.
 */
export interface PriceRange {
  currency: Currency;
  min?: number;
  max?: number;
}

export interface TourFilters {
  /** A departure starting in this month, "2027-03" (group tours: special tours start any day). */
  month?: string;
  duration?: DurationRange;
  price?: PriceRange;
  /** The guides' language. */
  language?: Locale;
}

/** What the lists need of a tour to filter and sort it. */
export interface ListedTour {
  title: LocalizedText;
  durationDays: number;
  language: Locale;
  /** Group tours only: the months with a departure ahead. */
  departureMonths?: readonly string[];
}

/** How many filters apply (a price range counts once): the phone's "Filters" button shows it. */
export function filterCount(filters: TourFilters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

export function hasFilters(filters: TourFilters): boolean {
  return filterCount(filters) > 0;
}

/**
 * Whether the price filter can be judged: a range in euro or dollars needs the rates, as the prices
 * shown do.
 */
export function needsRates(filters: TourFilters): boolean {
  return filters.price !== undefined && filters.price.currency !== "CHF";
}

/**
 * The tours the filters let through. A price is compared as the card shows it: converted once from
 * francs into the range's currency and rounded by the shared rules (`displayAmount`), so a tour
 * shown at "€2,000" is inside a range up to 2,000. `rates` are needed when `needsRates`.
 */
export function filterTours<T extends ListedTour>(
  tours: readonly T[],
  filters: TourFilters,
  chfPriceOf: (tour: T) => number,
  rates: ExchangeRates | undefined,
): T[] {
  const duration = durationRanges.find((range) => range.value === filters.duration);
  const { price } = filters;
  return tours.filter((tour) => {
    if (filters.month && !tour.departureMonths?.includes(filters.month)) return false;
    if (duration && (tour.durationDays < duration.min || tour.durationDays > duration.max)) return false;
    if (filters.language && tour.language !== filters.language) return false;
    if (price) {
      if (price.currency !== "CHF" && !rates) return false;
      const shown = displayAmount(chfPriceOf(tour), price.currency, rates as ExchangeRates).minor;
      if (price.min !== undefined && shown < price.min * 100) return false;
      if (price.max !== undefined && shown > price.max * 100) return false;
    }
    return true;
  });
}

/**
 * Sorted by the name in the page's language (as destinations are) or by price, then name; "desc"
 * turns the whole order around.
 */
export function sortTours<T extends ListedTour>(
  tours: readonly T[],
  sort: TourSort,
  order: SortOrder,
  locale: Locale,
  chfPriceOf: (tour: T) => number,
): T[] {
  const { compare } = new Intl.Collator(intlLocale[locale], { sensitivity: "base" });
  const byName = (a: T, b: T) => compare(a.title[locale], b.title[locale]);
  const sorted = [...tours].sort(
    sort === "name" ? byName : (a, b) => chfPriceOf(a) - chfPriceOf(b) || byName(a, b),
  );
  return order === "desc" ? sorted.reverse() : sorted;
}

export interface ListPage<T> {
  tours: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of the list ("Page n of m"); a page beyond the last is empty. */
export function pageOf<T>(tours: readonly T[], page: number, pageSize = tourListPageSize): ListPage<T> {
  const start = (page - 1) * pageSize;
  return {
    tours: tours.slice(start, start + pageSize),
    page,
    pageCount: Math.max(1, Math.ceil(tours.length / pageSize)),
    total: tours.length,
  };
}

/** Every month in which one of the tours has a departure, in order: the month filter's choices. */
export function departureMonthsOf(tours: readonly ListedTour[]): string[] {
  return [...new Set(tours.flatMap((tour) => tour.departureMonths ?? []))].sort();
}
