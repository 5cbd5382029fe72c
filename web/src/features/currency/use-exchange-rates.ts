import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";

/** The latest CHF rates; they change at most daily, so one fetch an hour is plenty. */
export function useExchangeRates(enabled = true) {
  return useQuery({
    queryKey: ["exchange-rates"],
    queryFn: ({ signal }) => apiRequest(routes.getExchangeRates, { signal }),
    staleTime: 60 * 60 * 1000,
    enabled,
  });
}
