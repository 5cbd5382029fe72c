import { Trans } from "@lingui/react/macro";
import { TripPaymentReceiptPage } from "../features/receipts/trip-receipt-page";

/** /account/trips/request/{id}/receipt/{part}: the printable receipt of one payment of a tailored trip. */
export function Component() {
  return <TripPaymentReceiptPage backLabel={<Trans>Your trip</Trans>} />;
}
