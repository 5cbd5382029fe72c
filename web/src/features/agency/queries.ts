import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";

/** The calling agent's own agency. */
export function useMyAgency() {
  return useQuery({
    queryKey: ["agency", "mine"],
    queryFn: async ({ signal }) => apiRequest(routes.getMyAgency, { token: await requireIdToken(), signal }),
  });
}

/** The agent's agency's history, newest first, page by page. */
export function useMyAgencyHistory() {
  return useInfiniteQuery({
    queryKey: ["agency", "history"],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      apiRequest(routes.listAgencyHistory, {
        token: await requireIdToken(),
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    getNextPageParam: (page) => page.cursor,
  });
}
