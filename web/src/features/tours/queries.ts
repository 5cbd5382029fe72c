import type { DestinationSlug, Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { keepPreviousData, queryOptions, useQuery } from "../../lib/query";
import { type ListState, readListState } from "./list-state";

const destinationQuery = (destination: DestinationSlug | undefined) => (destination ? { destination } : {});

/**
 * How long a tour list or page the tab holds counts as fresh, instead of the app's five minutes: an
 * agency's change reaches an open tab within a minute, with the API's answers cached for 30 s at
 * most (`max-age=20, stale-while-revalidate=10`, docs/decisions/0029-catalogue-cached-at-the-edge.md;
 * docs/architecture.md, "Agency content in production").
 */
const catalogueStaleTime = 30_000;

/**
 * What a list page asks the API for: its URL state and its language (names sort in it). Defaults
 * and unset filters are left out, as the page's URL leaves them out, so each list URL is one API URL
 * and one cached answer (public, max-age=20); the language is always sent: it is what tells the API
 * that this web reads a page (a query with the destination alone gets every tour).
 */
export function listQueryOf(state: ListState, locale: Locale) {
  const { sort, order, page, filters } = state;
  const { price } = filters;
  const priced = price && (price.min !== undefined || price.max !== undefined);
  return {
    locale,
    ...(sort !== "name" ? { sort } : {}),
    ...(order !== "asc" ? { order } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.duration ? { days: filters.duration } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(priced && price.min !== undefined ? { minPrice: price.min } : {}),
    ...(priced && price.max !== undefined ? { maxPrice: price.max } : {}),
    ...(priced ? { currency: price.currency } : {}),
  };
}

/**
 * One page of a destination's group tours (or all), as the list's URL state asks for it: the API
 * filters, sorts and pages (docs/architecture.md, "Tour lists"). The page and the route's prefetch
 * (app/route-prefetch.ts) share it.
 */
export const groupToursQuery = (
  destination: DestinationSlug | undefined,
  state: ListState,
  locale: Locale,
) => {
  const { endpoint, query } = groupToursRequest(destination, state, locale);
  return queryOptions({
    queryKey: ["group-tours", destination ?? null, query],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) => apiRequest(endpoint, { query, signal }),
  });
};

/**
 * The API call behind groupToursQuery, which a prerendered list page also names in its <head>
 * (src/prerender/render-page.tsx), so the browser asks it beside the entry: the same URL, one answer.
 */
export const groupToursRequest = (
  destination: DestinationSlug | undefined,
  state: ListState,
  locale: Locale,
) => ({
  endpoint: routes.listGroupTours,
  query: { ...destinationQuery(destination), ...listQueryOf(state, locale) },
});

/** One page of a destination's special tours (or all), as groupToursQuery. */
export const specialToursPageQuery = (
  destination: DestinationSlug | undefined,
  state: ListState,
  locale: Locale,
) => {
  const { endpoint, query } = specialToursRequest(destination, state, locale);
  return queryOptions({
    queryKey: ["special-tours", destination ?? null, query],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) => apiRequest(endpoint, { query, signal }),
  });
};

/** The API call behind specialToursPageQuery, as groupToursRequest. */
export const specialToursRequest = (
  destination: DestinationSlug | undefined,
  state: ListState,
  locale: Locale,
) => ({
  endpoint: routes.listSpecialTours,
  query: { ...destinationQuery(destination), ...listQueryOf(state, locale) },
});

/** A list's first page by name, no filter: what a list URL without a query asks for. */
export const firstListPage: ListState = readListState(new URLSearchParams());

/**
 * The first page of a destination's special tours (or all) by name: a destination's section and the
 * home page's. A page, not every tour: the home page's cost stays that of six cards whatever the
 * catalogue holds, and it shares its answer with /special-tours[/{destination}] without a query.
 */
export const specialToursQuery = (destination: DestinationSlug | undefined, locale: Locale) =>
  specialToursPageQuery(destination, firstListPage, locale);

export const groupTourQuery = (id: string) =>
  queryOptions({
    queryKey: ["group-tour", id],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) => apiRequest(routes.getGroupTour, { params: { id }, signal }),
  });

export const specialTourQuery = (id: string) =>
  queryOptions({
    queryKey: ["special-tour", id],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) => apiRequest(routes.getSpecialTour, { params: { id }, signal }),
  });

/** How many reviews the home page shows. */
export const latestReviewLimit = 6;

export const latestReviewsQuery = (limit: number) =>
  queryOptions({
    queryKey: ["reviews", { limit }],
    queryFn: ({ signal }) => apiRequest(routes.listReviews, { query: { limit }, signal }),
  });

/**
 * A list page's answer; while the next page, sort or filter loads, the previous answer stays shown
 * (`isPlaceholderData`), so the list does not jump to a skeleton at each choice.
 */
export function useGroupTourPage(destination: DestinationSlug | undefined, state: ListState, locale: Locale) {
  return useQuery({ ...groupToursQuery(destination, state, locale), placeholderData: keepPreviousData });
}

export function useSpecialTourPage(
  destination: DestinationSlug | undefined,
  state: ListState,
  locale: Locale,
) {
  return useQuery({
    ...specialToursPageQuery(destination, state, locale),
    placeholderData: keepPreviousData,
  });
}

export function useSpecialTours(destination: DestinationSlug | undefined, locale: Locale) {
  return useQuery(specialToursQuery(destination, locale));
}

export function useGroupTour(id: string) {
  return useQuery(groupTourQuery(id));
}

export function useSpecialTour(id: string) {
  return useQuery(specialTourQuery(id));
}

export function useLatestReviews(limit = latestReviewLimit) {
  return useQuery(latestReviewsQuery(limit));
}
