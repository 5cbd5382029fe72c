import type { Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { queryOptions, useQuery } from "../../lib/query";

export const destinationsQueryKey = (locale: Locale) => ["destinations", { locale }] as const;

/**
 * All destinations, sorted by the API by their name in `locale`. The list is the code's (the deploy
 * seeds the API's from shared/), so it changes only with a new version of the app: an answer, or
 * the copy a prerendered page carries, never goes stale.
 */
export const destinationsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: destinationsQueryKey(locale),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const { destinations } = await apiRequest(routes.listDestinations, { query: { locale }, signal });
      return destinations;
    },
  });

export function useDestinations(locale: Locale) {
  return useQuery(destinationsQuery(locale));
}
