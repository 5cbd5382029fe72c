import { Trans } from "@lingui/react/macro";
import { MyBookingReceiptPage } from "../features/receipts/booking-receipt-pages";

/** /account/trips/tour/{id}/receipt: the printable receipt of one of the traveller's bookings. */
export function Component() {
  return <MyBookingReceiptPage kind="group" backLabel={<Trans>Your trip</Trans>} />;
}
