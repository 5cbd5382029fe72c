import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DestinationSlug } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";

const destinationQuery = (destination: DestinationSlug | undefined) => (destination ? { destination } : {});

/**
 * How long a tour list or page the tab holds counts as fresh, instead of the app's five minutes: an
 * agency's change reaches an open tab within a minute, with the API's `max-age=30`
 * (docs/architecture.md, "Agency content in production").
 */
const catalogueStaleTime = 30_000;

/**
 * Every group tour of a destination (or all), which the page filters, sorts and pages: one query
 * per destination whatever the URL's filters, so changing them asks nothing of the network. The page
 * and the route's prefetch (app/route-prefetch.ts) share it.
 */
export const groupToursQuery = (destination: DestinationSlug | undefined) =>
  queryOptions({
    queryKey: ["group-tours", destination ?? null],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) =>
      apiRequest(routes.listGroupTours, { query: destinationQuery(destination), signal }),
  });

/** Every special tour of a destination (or all): the special-tour list, its sections and the home page's. */
export const specialToursQuery = (destination: DestinationSlug | undefined) =>
  queryOptions({
    queryKey: ["special-tours", destination ?? null],
    staleTime: catalogueStaleTime,
    queryFn: ({ signal }) =>
      apiRequest(routes.listSpecialTours, { query: destinationQuery(destination), signal }),
  });

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

export function useGroupTours(destination: DestinationSlug | undefined) {
  return useQuery(groupToursQuery(destination));
}

export function useSpecialTours(destination: DestinationSlug | undefined) {
  return useQuery(specialToursQuery(destination));
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
