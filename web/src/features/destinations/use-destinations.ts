import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";

export const destinationsQueryKey = (locale: Locale) => ["destinations", { locale }] as const;

/** All destinations, sorted by the API by their name in `locale`. */
export const destinationsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: destinationsQueryKey(locale),
    queryFn: async ({ signal }) => {
      const { destinations } = await apiRequest(routes.listDestinations, { query: { locale }, signal });
      return destinations;
    },
  });

export function useDestinations(locale: Locale) {
  return useQuery(destinationsQuery(locale));
}
