import { useLingui } from "@lingui/react/macro";
import type { Currency, Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import { thankYouPath } from "../../lib/paths";
import { useQueryClient } from "../../lib/query";
import { sendOnce } from "../../lib/submission";
import { useFieldMessage } from "../../ui/form/field-messages";
import { getIdToken, useAuth } from "../auth/auth-store";
import { tourKeys } from "../tours/query-keys";
import { bookingRequest, payFailure } from "./booking-request";
import type { StepProps } from "./booking-step";
import { closeCheckout } from "./open-checkout";

/**
 * "Pay": the server re-validates, prices and holds the places, and answers the checkout page, which
 * the browser then opens. The button stays busy until the page leaves. A checkout this flow opened
 * before (the traveller came back with the browser's back button) is closed first, so its places
 * come back instead of being held twice; had it been paid meanwhile, its receipt is shown instead.
 * A "pay" whose answer was lost is sent again with the same Idempotency-Key (lib/submission.ts).
 */
export function usePay(props: StepProps, locale: Locale, currency: Currency) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const auth = useAuth();
  const message = useFieldMessage();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();

  // Back from the checkout with the browser's back button, the page may come from the back/forward
  // cache as it was left: busy. It can pay again (which closes that checkout first).
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  const slot = `booking.${props.booking.kind}.${props.booking.tour.id}`;
  const pay = async () => {
    const request = bookingRequest(props, locale, currency);
    if (!request) return;
    setPaying(true);
    setError(undefined);
    try {
      const earlier = props.state.openCheckout;
      if (earlier) {
        if ((await closeCheckout(earlier)) === "paid") {
          navigate(to(thankYouPath(props.booking.kind, earlier)));
          return;
        }
        props.update({ openCheckout: undefined });
      }
      const token = await getIdToken().catch(() => undefined);
      // Signed in, but the token cannot be had (its refresh failed on a bad connection): sent as a
      // guest's, the booking would not be the traveller's, and a retry's key would not match its
      // first send's caller. Said as the lost connection it is.
      if (!token && auth.status === "signedIn") throw new ApiRequestError("NETWORK", 0);
      // The same key for every retry of these answers: a retry after a lost answer is answered the
      // checkout the first one opened, and holds no places twice.
      const answer = await sendOnce(slot, request.body, (idempotencyKey) => {
        const options = { idempotencyKey, ...(token ? { token } : {}) };
        return request.kind === "group"
          ? apiRequest(routes.createGroupTourBooking, { body: request.body, ...options })
          : apiRequest(routes.createSpecialTourBooking, { body: request.body, ...options });
      });
      props.update({ openCheckout: answer.bookingId });
      window.location.assign(answer.checkoutUrl);
    } catch (failure) {
      setPaying(false);
      const kind = payFailure(failure);
      if (kind === "notEnoughPlaces") {
        // The date stays: the traveller may come with fewer. The accommodation step counts with the
        // departure's places read again (it starts over once they arrive).
        props.goTo("accommodation");
        props.update({
          notice: "notEnoughPlaces",
          noticePlacesLeft: failure instanceof ApiRequestError ? failure.placesLeft : undefined,
        });
        void queryClient.invalidateQueries({ queryKey: tourKeys.detail("group", props.booking.tour.id) });
        return;
      }
      if (kind === "fullyBooked" || kind === "salesClosed") {
        // Keep every other answer; only the date has to change. The notice lives in the flow, so it
        // shows on the dates step however the user gets there (this navigation or the step guard).
        props.goTo("dates");
        props.update({ departureDate: undefined, notice: kind });
        void queryClient.invalidateQueries({ queryKey: tourKeys.detail("group", props.booking.tour.id) });
        return;
      }
      setError(
        kind === "checkoutUnavailable"
          ? t`Failed to get checkout URL`
          : kind === "connection"
            ? message("connectionLost")
            : t`Something went wrong, please try again.`,
      );
    }
  };
  return { pay, paying, error, clearError: () => setError(undefined) };
}
