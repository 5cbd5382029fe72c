import { Trans } from "@lingui/react/macro";
import type { BookingKind } from "../../lib/booking-flow";
import { GuestBookingReceiptPage } from "../receipts/booking-receipt-pages";

/**
 * The route table's page: /group-tour/receipt?booking={id} and /special-tour/receipt?booking={id}
 * (tours layout), the booking's printable receipt through its id, back to the thank-you page.
 */
export function Component({ kind }: { kind: BookingKind }) {
  return <GuestBookingReceiptPage kind={kind} backLabel={<Trans>Your booking</Trans>} />;
}
