import { Trans } from "@lingui/react/macro";
import type { Booking } from "@tembea/shared";
import { MyBookingReceiptPage } from "../receipts/booking-receipt-pages";

/**
 * The route table's page: /account/trips/tour/{id}/receipt and /account/trips/special-tour/{id}/receipt,
 * the printable receipt of one of the traveller's bookings.
 */
export function Component({ kind }: { kind: Booking["kind"] }) {
  return <MyBookingReceiptPage kind={kind} backLabel={<Trans>Your trip</Trans>} />;
}
