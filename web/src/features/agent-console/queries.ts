import type { OfferInput, TripRequest } from "@tembea/shared";
import { useMutation, useQuery, useQueryClient } from "../../lib/query";

export type RequestStatus = TripRequest["status"];

import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { sendOnce } from "../../lib/submission";
import { requireIdToken } from "../auth/auth-store";

const requestsKey = ["agency", "trip-requests"] as const;
const requestKey = (id: string) => [...requestsKey, "one", id] as const;

/** The agency's requests, newest first, of one status or all; refreshed now and then as new ones arrive. */
export function useAgencyRequests(status: RequestStatus | undefined) {
  return useQuery({
    queryKey: [...requestsKey, "list", status ?? "all"],
    queryFn: async ({ signal }) =>
      apiRequest(routes.listAgencyTripRequests, {
        token: await requireIdToken(),
        query: status ? { status } : {},
        signal,
      }),
    refetchInterval: 5 * 60_000,
  });
}

export function useAgencyRequest(id: string) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: async ({ signal }) =>
      apiRequest(routes.getAgencyTripRequest, { token: await requireIdToken(), params: { id }, signal }),
  });
}

/** Sends (or revises) the offer; the answer is the updated request, which replaces the cached one. */
export function useSendOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The same key for a retry of the same offer after a lost answer (lib/submission.ts): sent once.
    mutationFn: async (body: OfferInput) => {
      const token = await requireIdToken();
      return sendOnce(`offer.${id}`, body, (idempotencyKey) =>
        apiRequest(routes.sendOffer, { token, params: { id }, body, idempotencyKey }),
      );
    },
    onSuccess: (updated: TripRequest) => {
      queryClient.setQueryData(requestKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: [...requestsKey, "list"] });
    },
    // A refusal may mean the request changed meanwhile (booked, cancelled, expired): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: requestKey(id) }),
  });
}
