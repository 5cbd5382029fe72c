import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DestinationSlug, Locale } from "@tembea/shared";
import { routes } from "@tembea/shared/contract/routes";
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

/**
 * One page of group tours. While the next page (or another sort) loads, the previous one stays on
 * screen, so the list does not collapse to a skeleton on every click.
 */
export function useGroupTours(params: GroupTourListParams) {
  return useQuery({
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
    placeholderData: keepPreviousData,
  });
}

export function useGroupTour(id: string) {
  return useQuery({
    queryKey: ["group-tour", id],
    queryFn: ({ signal }) => apiRequest(routes.getGroupTour, { params: { id }, signal }),
  });
}

export function useSpecialTour(id: string) {
  return useQuery({
    queryKey: ["special-tour", id],
    queryFn: ({ signal }) => apiRequest(routes.getSpecialTour, { params: { id }, signal }),
  });
}

export function useLatestReviews(limit = 6) {
  return useQuery({
    queryKey: ["reviews", { limit }],
    queryFn: ({ signal }) => apiRequest(routes.listReviews, { query: { limit }, signal }),
  });
}
