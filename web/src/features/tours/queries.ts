import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DestinationSlug, Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";

export type TourSort = "name" | "price";
export type SortOrder = "asc" | "desc";

export interface GroupTourListParams {
  destination?: DestinationSlug;
  sort: TourSort;
  order: SortOrder;
  page: number;
  locale: Locale;
}

/** One page of group tours; the page and the route's prefetch (app/route-prefetch.ts) share it. */
export const groupToursQuery = (params: GroupTourListParams) =>
  queryOptions({
    queryKey: ["group-tours", params],
    queryFn: ({ signal }) =>
      apiRequest(routes.listGroupTours, {
        query: {
          ...(params.destination ? { destination: params.destination } : {}),
          sort: params.sort,
          order: params.order,
          page: params.page,
          locale: params.locale,
        },
        signal,
      }),
  });

export const groupTourQuery = (id: string) =>
  queryOptions({
    queryKey: ["group-tour", id],
    queryFn: ({ signal }) => apiRequest(routes.getGroupTour, { params: { id }, signal }),
  });

export const specialTourQuery = (id: string) =>
  queryOptions({
    queryKey: ["special-tour", id],
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
 * One page of group tours. While the next page (or another sort) loads, the previous one stays on
 * screen, so the list does not collapse to a skeleton on every click.
 */
export function useGroupTours(params: GroupTourListParams) {
  return useQuery({ ...groupToursQuery(params), placeholderData: keepPreviousData });
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
