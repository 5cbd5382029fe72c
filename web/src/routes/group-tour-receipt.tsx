import { Trans } from "@lingui/react/macro";
import { GuestBookingReceiptPage } from "../features/receipts/booking-receipt-pages";

/** /group-tour/receipt?booking={id} (tours layout): the booking's printable receipt, through its id. */
export function Component() {
  return <GuestBookingReceiptPage kind="group" backLabel={<Trans>Your booking</Trans>} />;
}
