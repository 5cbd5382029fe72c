import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { ApiRequestError } from "../../api/client";
import { useFieldMessage } from "../../ui/form/field-messages";
import { formMessageKey } from "../../ui/form/server-errors";

/** The message for a failed attempt to pay (accepting the offer, or the balance). */
export function useCheckoutErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      switch (code) {
        case "OFFER_EXPIRED":
          return t`This offer has expired and can no longer be accepted. Send the agency a change request for a new one.`;
        case "OFFER_CHANGED":
          return t`The agency has just revised this offer. Please read the new offer before you accept it.`;
        case "OFFER_ALREADY_ACCEPTED":
          return t`You have already accepted this offer.`;
        case "OFFER_UNAVAILABLE":
          return t`There is no offer to accept for this request yet.`;
        case "NOTHING_DUE":
          return t`Nothing is left to pay on this trip.`;
        case "CHECKOUT_UNAVAILABLE":
          return t`Failed to get checkout URL`;
        default:
          // A lost connection, or nothing of the offer's: the forms' own words.
          return fieldMessage(formMessageKey(error));
      }
    },
    [t, fieldMessage],
  );
}
