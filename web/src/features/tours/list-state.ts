import {
  type Currency,
  displayAmount,
  type ExchangeRates,
  intlLocale,
  isCurrency,
  isLocale,
  type Locale,
  type LocalizedText,
} from "@tembea/shared";

export type TourSort = "name" | "price";
export type SortOrder = "asc" | "desc";

/** Tours per list page. */
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

export interface ListState {
  sort: TourSort;
  order: SortOrder;
  page: number;
  filters: TourFilters;
}

const yearMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A whole, non-negative amount as the URL writes it ("2500"), else undefined. */
function readAmount(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The list's state from the URL; anything unreadable is left out (a filter) or the default. */
export function readListState(searchParams: URLSearchParams): ListState {
  const sort: TourSort = searchParams.get("sort") === "price" ? "price" : "name";
  const order: SortOrder = searchParams.get("order") === "desc" ? "desc" : "asc";
  const rawPage = Number(searchParams.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const filters: TourFilters = {};
  const month = searchParams.get("month");
  if (month !== null && yearMonth.test(month)) filters.month = month;
  const duration = durationRanges.find((range) => range.value === searchParams.get("days"));
  if (duration) filters.duration = duration.value;
  const min = readAmount(searchParams.get("minPrice"));
  const max = readAmount(searchParams.get("maxPrice"));
  if (min !== undefined || max !== undefined) {
    const currency = searchParams.get("currency");
    filters.price = {
      // A range without its currency is read as the prices are stored: in francs.
      currency: isCurrency(currency) ? currency : "CHF",
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  const language = searchParams.get("language");
  if (isLocale(language)) filters.language = language;
  return { sort, order, page, filters };
}

/**
 * The query string for a list state; defaults and unset filters are left out, so the plain list
 * keeps a plain URL.
 */
export function listSearch({ sort, order, page, filters }: ListState): string {
  const params = new URLSearchParams();
  if (sort !== "name") params.set("sort", sort);
  if (order !== "asc") params.set("order", order);
  if (page !== 1) params.set("page", String(page));
  if (filters.month) params.set("month", filters.month);
  if (filters.duration) params.set("days", filters.duration);
  const { price } = filters;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    if (price.min !== undefined) params.set("minPrice", String(price.min));
    if (price.max !== undefined) params.set("maxPrice", String(price.max));
    params.set("currency", price.currency);
  }
  if (filters.language) params.set("language", filters.language);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasFilters(filters: TourFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** What the lists need of a tour to filter and sort it. */
export interface ListedTour {
  title: LocalizedText;
  durationDays: number;
  language: Locale;
  /** Group tours only: the months with a departure ahead. */
  departureMonths?: readonly string[];
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
