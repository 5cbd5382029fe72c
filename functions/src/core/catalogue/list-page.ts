import type { Currency } from "@tembea/shared";
import {
  type DurationRange,
  type ExchangeRates,
  filterTours,
  hasFilters,
  type Locale,
  pageOf,
  type SortOrder,
  type TourFilters,
  type TourSort,
  tourListPageSize,
} from "@tembea/shared";
import type { CatalogueSnapshot, CatalogueTour } from "./snapshot.js";

/** A list query as the contract reads it (shared/src/contract/catalogue.ts). */
export interface TourListQuery {
  destination?: string | undefined;
  sort?: TourSort | undefined;
  order?: SortOrder | undefined;
  page?: number | undefined;
  locale?: Locale | undefined;
  month?: string | undefined;
  days?: DurationRange | undefined;
  language?: Locale | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency?: Currency | undefined;
}

/**
 * Whether the query asks for a page: any parameter but the destination. The web before the list was
 * paged on the server sent the destination alone and reads every tour; the paged web always sends
 * its language, and the web before that (legacy) its sort, order, page and language.
 */
export const isPagedQuery = (query: TourListQuery): boolean =>
  Object.entries(query).some(([name, value]) => name !== "destination" && value !== undefined);

/** The page's filters from the query, as the page reads them from its URL (list-state.ts). */
export function filtersOf(query: TourListQuery): TourFilters {
  const filters: TourFilters = {};
  if (query.month) filters.month = query.month;
  if (query.days) filters.duration = query.days;
  if (query.language) filters.language = query.language;
  if (query.minPrice !== undefined || query.maxPrice !== undefined)
    filters.price = {
      currency: query.currency ?? "CHF",
      ...(query.minPrice !== undefined ? { min: query.minPrice } : {}),
      ...(query.maxPrice !== undefined ? { max: query.maxPrice } : {}),
    };
  return filters;
}

/**
 * One page of the destination's tours (or all), filtered and sorted as the page did it
 * (shared/src/domain/tour-list.ts), with what the filter bar needs of the whole list. The work is
 * a pass over the snapshot's sorted tours and the page's slice: no read of the table.
 */
export function tourListPage<T extends CatalogueTour>(
  snapshot: CatalogueSnapshot<T>,
  query: TourListQuery,
  rates: ExchangeRates | undefined,
) {
  const destination = snapshot.of(query.destination);
  const sorted = snapshot.sorted(
    query.sort ?? "name",
    query.order ?? "asc",
    query.locale ?? "en",
    query.destination,
  );
  const filters = filtersOf(query);
  // Unfiltered (most requests), the page is a slice of an order worked out once per snapshot.
  const matching = hasFilters(filters) ? filterTours(sorted, filters, snapshot.chfPriceOf, rates) : sorted;
  const page = pageOf(matching, query.page ?? 1);
  return {
    ...page,
    pageSize: tourListPageSize,
    unfilteredTotal: destination.tours.length,
    months: destination.months,
  };
}
