import { Trans } from "@lingui/react/macro";
import { TripPaymentReceiptPage } from "../receipts/trip-receipt-page";

/** The route table's page: /account/trips/request/{id}/receipt/{part}, one payment's receipt. */
export function Component() {
  return <TripPaymentReceiptPage backLabel={<Trans>Your trip</Trans>} />;
}
