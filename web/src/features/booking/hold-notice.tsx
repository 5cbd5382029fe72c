import { Trans } from "@lingui/react/macro";
import { dateTimeFormat } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import type { BookingKind } from "../../lib/booking-flow";
import { thankYouPath } from "../../lib/paths";
import { useQuery, useQueryClient } from "../../lib/query";
import styles from "./booking.module.css";
import { bookingKeys } from "./query-keys";

/** What is true of the checkout the flow opened last, as its booking says it now. */
export type HoldState = { kind: "held"; until: string } | { kind: "gone" } | { kind: "paid" };

export function holdStateOf(
  receipt: { status: string; holdExpiresAt?: string | undefined },
  now: number,
): HoldState {
  if (receipt.status === "confirmed") return { kind: "paid" };
  // A hold past its time is given back by the next sweep; it can no longer be paid already.
  if (receipt.status === "held" && receipt.holdExpiresAt && Date.parse(receipt.holdExpiresAt) > now)
    return { kind: "held", until: receipt.holdExpiresAt };
  return { kind: "gone" };
}

/**
 * Reads the booking of the flow's open checkout: the places may still be held (back from the
 * checkout without cancelling, or after opening a second one), or not. Read again whenever the page
 * comes back from the back/forward cache, where it would otherwise show what it knew when it left,
 * and whenever its tab is shown again: the checkout may have been paid or closed in another tab.
 */
function useHoldState(bookingId: string | undefined) {
  const query = useQuery({
    queryKey: bookingKeys.checkoutHold(bookingId),
    enabled: Boolean(bookingId),
    // Past the browser's cache both ways: a hold must be read as it is now, and this early "held"
    // must not be what the thank-you page is served once the same booking is paid.
    queryFn: ({ signal }) =>
      apiRequest(routes.getBookingReceipt, { params: { id: bookingId ?? "" }, signal, cache: "no-store" }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  const queryClient = useQueryClient();
  const { refetch } = query;
  useEffect(() => {
    if (!bookingId) return;
    // A read started just before the page left (the booking made, then the checkout opened) is
    // answered once the page is back, with the hold as it was then; a plain refetch would wait for
    // that answer instead of asking again, so it is dropped first.
    const readAgain = () =>
      void queryClient.cancelQueries({ queryKey: bookingKeys.checkoutHold(bookingId) }).then(() => refetch());
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) readAgain();
    };
    const shown = () => {
      if (document.visibilityState === "visible") readAgain();
    };
    window.addEventListener("pageshow", restored);
    document.addEventListener("visibilitychange", shown);
    return () => {
      window.removeEventListener("pageshow", restored);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [queryClient, bookingId, refetch]);
  if (!bookingId) return undefined;
  // A booking the server does not know (a reset local stack) holds nothing.
  if (query.error instanceof ApiRequestError && query.error.status === 404) return { kind: "gone" } as const;
  return query.data ? holdStateOf(query.data, Date.now()) : undefined;
}

function NotHeld({ kind }: { kind: BookingKind }) {
  return (
    <p role="status" className={styles.checkoutNotice} data-testid="checkout-not-completed">
      {kind === "group" ? (
        <Trans>
          The payment was not completed, so nothing was charged and the places are no longer held for you. You
          can pay again below.
        </Trans>
      ) : (
        <Trans>
          The payment was not completed, so nothing was charged and your date is no longer reserved for you.
          You can pay again below.
        </Trans>
      )}
    </p>
  );
}

/**
 * Back on a booking step after the checkout: what became of the money and the places, as they are
 * now. `openCheckout` is the booking of the checkout the flow opened last; `cancelled` the one whose
 * cancel link brought the traveller back (being closed, so its places are being given back).
 */
export function HoldNotice({
  kind,
  openCheckout,
  cancelled,
}: {
  kind: BookingKind;
  openCheckout: string | undefined;
  cancelled: string | undefined;
}) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const read = openCheckout && openCheckout !== cancelled ? openCheckout : undefined;
  const state = useHoldState(read);
  if (!read) return cancelled ? <NotHeld kind={kind} /> : null;
  if (!state) return null;
  if (state.kind === "paid") return <Navigate to={to(thankYouPath(kind, read))} replace />;
  if (state.kind === "gone") return <NotHeld kind={kind} />;
  const until = dateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(state.until));
  return (
    <p role="status" className={styles.checkoutNotice} data-testid="checkout-still-held">
      {kind === "group" ? (
        <Trans>Your places are still held for you until {until}. You can pay below.</Trans>
      ) : (
        <Trans>Your date is still reserved for you until {until}. You can pay below.</Trans>
      )}
    </p>
  );
}
