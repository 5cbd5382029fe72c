import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";

const statementsKey = ["statements"] as const;

/** The calling agent's own agency's month. */
export function useAgencyStatement(month: string) {
  return useQuery({
    queryKey: [...statementsKey, "mine", month],
    queryFn: async ({ signal }) =>
      apiRequest(routes.getAgencyStatement, { token: await requireIdToken(), params: { month }, signal }),
  });
}

/** One agency's month, for the operator. */
export function useAdminAgencyStatement(agencyId: string, month: string) {
  return useQuery({
    queryKey: [...statementsKey, "agency", agencyId, month],
    queryFn: async ({ signal }) =>
      apiRequest(routes.getAdminAgencyStatement, {
        token: await requireIdToken(),
        params: { agencyId, month },
        signal,
      }),
  });
}

/** Every agency's totals of a month, for the operator. */
export function useStatementOverview(month: string) {
  return useQuery({
    queryKey: [...statementsKey, "overview", month],
    queryFn: async ({ signal }) =>
      apiRequest(routes.listAgencyStatements, { token: await requireIdToken(), params: { month }, signal }),
  });
}
