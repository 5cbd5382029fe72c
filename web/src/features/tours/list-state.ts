import {
  durationRanges,
  isCurrency,
  isLocale,
  type SortOrder,
  type TourFilters,
  type TourSort,
} from "@tembea/shared";

// The filters, sort and pages themselves are shared with the API, which answers a page of them
// (shared/src/domain/tour-list.ts); this module reads and writes them in the page's URL.
export {
  type DurationRange,
  departureMonthsOf,
  durationRanges,
  filterCount,
  filterTours,
  hasFilters,
  type ListedTour,
  type ListPage,
  needsRates,
  type PriceRange,
  pageOf,
  type SortOrder,
  sortTours,
  type TourFilters,
  type TourSort,
  tourListPageSize,
} from "@tembea/shared";

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
