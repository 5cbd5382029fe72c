import type { AcceptOfferChoice, Locale, TripRequest } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { ApiRequestError, apiRequest, isNotFound } from "../../api/client";
import { confirmationPollGaveUp, confirmationPollInterval } from "../../api/confirmation-poll";
import { useMutation, useQuery, useQueryClient } from "../../lib/query";
import { sendOnce } from "../../lib/submission";
import { requireIdToken } from "../auth/auth-store";

async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  return call(await requireIdToken());
}

export const tripKeys = {
  bookings: ["me", "bookings"] as const,
  booking: (id: string) => ["me", "bookings", id] as const,
  requests: ["me", "trip-requests"] as const,
  request: (id: string) => ["me", "trip-requests", id] as const,
};

/** Never retry a 404 or 400: the answer will not change. */
const retry = (failures: number, error: unknown) => !isNotFound(error) && failures < 2;

export function useMyBookings() {
  return useQuery({
    queryKey: tripKeys.bookings,
    queryFn: ({ signal }) => withToken((token) => apiRequest(routes.listMyBookings, { token, signal })),
  });
}

export function useMyTripRequests() {
  return useQuery({
    queryKey: tripKeys.requests,
    queryFn: ({ signal }) => withToken((token) => apiRequest(routes.listMyTripRequests, { token, signal })),
  });
}

export function useMyBooking(id: string) {
  return useQuery({
    queryKey: tripKeys.booking(id),
    queryFn: ({ signal }) =>
      withToken((token) => apiRequest(routes.getMyBooking, { token, signal, params: { id } })),
    retry,
  });
}

/**
 * While a payment is on its way from the provider, the request is read again every few seconds
 * until `arrived` says it is recorded, a bounded number of times (see api/confirmation-poll):
 * `gaveUp` then says the page stopped waiting.
 */
export function useMyTripRequest(id: string, options: { arrived?: (request: TripRequest) => boolean } = {}) {
  const queryClient = useQueryClient();
  const waitingFor = (data: TripRequest | undefined) =>
    Boolean(options.arrived && data && !options.arrived(data));
  const query = useQuery({
    queryKey: tripKeys.request(id),
    queryFn: ({ signal }) =>
      withToken((token) => apiRequest(routes.getMyTripRequest, { token, signal, params: { id } })),
    retry,
    // The agency may revise its offer while the page stays open in a background tab.
    refetchOnWindowFocus: "always",
    refetchInterval: (query) =>
      confirmationPollInterval(waitingFor(query.state.data), query.state.dataUpdateCount),
  });
  // Reading dataUpdatedAt, which changes with every answer, re-renders on each, even an equal one.
  const reads = query.dataUpdatedAt
    ? (queryClient.getQueryState(tripKeys.request(id))?.dataUpdateCount ?? 0)
    : 0;
  return { ...query, gaveUp: confirmationPollGaveUp(waitingFor(query.data), reads) };
}

/** What cancelling the booking gives back today; read when the dialog opens, never kept for long. */
export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tripKeys.booking(id), "cancellation"],
    queryFn: ({ signal }) =>
      withToken((token) => apiRequest(routes.getCancellationQuote, { token, signal, params: { id } })),
    enabled,
    retry,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Cancels the booking by the refund the dialog showed. When another tier applies meanwhile
 * (REFUND_CHANGED), the quote is read again, so the dialog shows the new refund.
 */
export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundChf: number) =>
      withToken((token) =>
        apiRequest(routes.cancelMyBooking, { token, params: { id }, body: { refundChf } }),
      ),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(tripKeys.booking(id), cancelled);
      void queryClient.invalidateQueries({ queryKey: tripKeys.bookings });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === "REFUND_CHANGED")
        void queryClient.invalidateQueries({ queryKey: [...tripKeys.booking(id), "cancellation"] });
      if (error instanceof ApiRequestError && error.code === "NOT_CANCELLABLE")
        void queryClient.invalidateQueries({ queryKey: tripKeys.booking(id) });
    },
  });
}

export function useAddChangeRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The same key for a retry of the same text after a lost answer (lib/submission.ts): added once.
    mutationFn: (text: string) =>
      sendOnce(`change-request.${id}`, { text }, (idempotencyKey) =>
        withToken((token) =>
          apiRequest(routes.addChangeRequest, { token, params: { id }, body: { text }, idempotencyKey }),
        ),
      ),
    onSuccess: (updated: TripRequest) => {
      queryClient.setQueryData(tripKeys.request(id), updated);
      void queryClient.invalidateQueries({ queryKey: tripKeys.requests });
    },
  });
}

/**
 * Accepts the offer the page shows (`offerSentAt` names its version) and answers a checkout page
 * the browser leaves for. When the agency revised the offer meanwhile, the request is read again,
 * so the page shows the new offer beside the message.
 */
export function useAcceptOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptOfferChoice & { offerSentAt: string; locale: Locale }) =>
      withToken((token) => apiRequest(routes.acceptOffer, { token, params: { id }, body: input })),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === "OFFER_CHANGED")
        void queryClient.invalidateQueries({ queryKey: tripKeys.request(id) });
    },
  });
}

/** Answers a checkout page for the balance; the browser leaves for it. */
export function usePayTripBalance(id: string) {
  return useMutation({
    mutationFn: (locale: Locale) =>
      withToken((token) => apiRequest(routes.payTripBalance, { token, params: { id }, body: { locale } })),
  });
}
