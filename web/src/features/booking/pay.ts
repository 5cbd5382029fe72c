import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type Currency, contract, type Locale } from "@tembea/shared";
import { useState } from "react";
import { apiRequest } from "../../api/client";
import { getIdToken } from "../auth/auth-store";
import { bookingRequest, payFailure } from "./booking-request";
import type { StepProps } from "./booking-step";

/**
 * "Pay": the server re-validates, prices and holds the places, and answers the checkout page, which
 * the browser then opens. The button stays busy until the page leaves.
 */
export function usePay(props: StepProps, locale: Locale, currency: Currency) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();

  const pay = async () => {
    const request = bookingRequest(props, locale, currency);
    if (!request) return;
    setPaying(true);
    setError(undefined);
    try {
      const token = await getIdToken().catch(() => undefined);
      const options = token ? { token } : {};
      const answer =
        request.kind === "group"
          ? await apiRequest(contract.createGroupTourBooking, { body: request.body, ...options })
          : await apiRequest(contract.createSpecialTourBooking, { body: request.body, ...options });
      window.location.assign(answer.checkoutUrl);
    } catch (failure) {
      setPaying(false);
      const kind = payFailure(failure);
      if (kind === "fullyBooked") {
        // Keep every other answer; only the date has to change. The notice lives in the flow, so it
        // shows on the dates step however the user gets there (this navigation or the step guard).
        props.goTo("dates");
        props.update({ departureDate: undefined, notice: "fullyBooked" });
        void queryClient.invalidateQueries({ queryKey: ["group-tour", props.booking.tour.id] });
        return;
      }
      setError(
        kind === "checkoutUnavailable"
          ? t`Failed to get checkout URL`
          : t`Something went wrong, please try again.`,
      );
    }
  };
  return { pay, paying, error };
}
