import type { AdminAgency, AgencyInput, AgencyLogoType, AgentInvite } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { putFile } from "../../lib/presigned-upload";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";

const agenciesKey = ["admin", "agencies"] as const;
const agencyKey = (id: string) => [...agenciesKey, "one", id] as const;

export function useAgencies() {
  return useQuery({
    queryKey: [...agenciesKey, "list"],
    queryFn: async ({ signal }) => apiRequest(routes.listAgencies, { token: await requireIdToken(), signal }),
  });
}

/**
 * How long the page waits for a logo upload to be rendered: the function takes seconds; past this
 * it failed without settling the upload (its event is in the dead-letter queue).
 */
export const logoProcessingLimitMs = 3 * 60_000;
/** Since when this tab has seen each agency's upload processing. */
const processingSince = new Map<string, number>();

/** How soon to read the agency again for its logo upload in `status`; false: not (any more). */
export function logoPollInterval(
  agencyId: string,
  status: string | undefined,
  now = Date.now(),
): number | false {
  if (status !== "processing") {
    processingSince.delete(agencyId);
    return false;
  }
  const since = processingSince.get(agencyId) ?? now;
  processingSince.set(agencyId, since);
  return now - since < logoProcessingLimitMs ? 1500 : false;
}

export function useAdminAgency(agencyId: string) {
  return useQuery({
    queryKey: agencyKey(agencyId),
    queryFn: async ({ signal }) =>
      apiRequest(routes.getAdminAgency, { token: await requireIdToken(), params: { agencyId }, signal }),
    // While a logo upload is processing, read again until the function has settled it (a second or
    // two), but not for ever: past the limit its event has failed unseen, and the field says so.
    refetchInterval: (query) => logoPollInterval(agencyId, query.state.data?.agency.logoUpload?.status),
  });
}

/**
 * A new logo: a slot (the API checks type and size again and marks the upload processing), then the
 * file straight to storage; the agency is read again, and polled until the logo is rendered.
 */
export function useUploadAgencyLogo(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const token = await requireIdToken();
      const slot = await apiRequest(routes.createAgencyLogoUpload, {
        token,
        params: { agencyId },
        body: { contentType: file.type as AgencyLogoType, size: file.size },
      });
      await putFile(slot, file, onProgress);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: agencyKey(agencyId) });
      void queryClient.invalidateQueries({ queryKey: [...agenciesKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "history"] });
    },
  });
}

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgencyInput) =>
      apiRequest(routes.createAgency, { token: await requireIdToken(), body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agenciesKey }),
  });
}

/** Saves from the version the form read; a 409 AGENCY_CHANGED leaves the form as typed. */
export function useUpdateAgency(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgencyInput & { version: number }) =>
      apiRequest(routes.updateAgency, { token: await requireIdToken(), params: { agencyId }, body }),
    onSuccess: (saved: AdminAgency) => {
      queryClient.setQueryData(agencyKey(agencyId), (old: { agents: unknown[] } | undefined) =>
        old ? { ...old, agency: saved } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...agenciesKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "history"] });
    },
  });
}

/** No logo for the agency (nor a pending upload); the answer is the agency as it is then. */
export function useRemoveAgencyLogo(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      apiRequest(routes.removeAgencyLogo, { token: await requireIdToken(), params: { agencyId } }),
    onSuccess: (agency: AdminAgency) => {
      queryClient.setQueryData(agencyKey(agencyId), (old: { agents: unknown[] } | undefined) =>
        old ? { ...old, agency } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...agenciesKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "history"] });
    },
  });
}

/** Everyone's history of a month, or one agency's whole history, newest first, page by page. */
export function useAuditEntries(filter: { month?: string; agencyId?: string }) {
  return useInfiniteQuery({
    queryKey: ["admin", "history", filter],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      apiRequest(routes.listAuditEntries, {
        token: await requireIdToken(),
        query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.cursor,
  });
}

/** Invites an agent, resends, disables or enables one; the agency's page reads its agents again. */
export function useAgentActions(agencyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: agencyKey(agencyId) });
    void queryClient.invalidateQueries({ queryKey: ["admin", "history"] });
  };
  const invite = useMutation({
    mutationFn: async (body: AgentInvite) =>
      apiRequest(routes.inviteAgent, { token: await requireIdToken(), params: { agencyId }, body }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: async ({ action, agentId }: { action: "resend" | "disable" | "enable"; agentId: string }) => {
      const route =
        action === "resend"
          ? routes.resendInvitation
          : action === "disable"
            ? routes.disableAgent
            : routes.enableAgent;
      return apiRequest(route, { token: await requireIdToken(), params: { agentId } });
    },
    // A refusal too: it may come from a list read before the agent changed (joined meanwhile).
    onSettled: refresh,
  });
  return { invite, act };
}
