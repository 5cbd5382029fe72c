import { Trans } from "@lingui/react/macro";
import { GuestBookingReceiptPage } from "../features/receipts/booking-receipt-pages";

/** /special-tour/receipt?booking={id} (tours layout): the booking's printable receipt, through its id. */
export function Component() {
  return <GuestBookingReceiptPage kind="special" backLabel={<Trans>Your booking</Trans>} />;
}
