import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { ApiRequestError, apiRequest, isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { myBookingPath, thankYouPath } from "../../lib/paths";
import { useQuery } from "../../lib/query";
import { bookingKeys } from "../booking/query-keys";
import { receiptPriceLines } from "../booking/receipt-lines";
import { NotFoundPage } from "../errors/not-found-page";
import { dateRange } from "../trip-labels/format";
import { useBookedTour } from "../trips/booked-tour";
import { useMyBooking } from "../trips/queries";
import { NotPaid, Receipt, ReceiptFrame } from "./receipt";

/** What both ways to a booking's receipt read of it. */
type ReceiptBooking = Pick<
  Booking,
  | "id"
  | "kind"
  | "tourId"
  | "status"
  | "startDate"
  | "endDate"
  | "numberOfTravellers"
  | "totalChf"
  | "reference"
  | "rooms"
> & { paidAt?: string | undefined };

/** A tour is paid in full at the checkout: a confirmed booking was paid, and so was one cancelled since. */
const wasPaid = (status: Booking["status"]) => status === "confirmed" || status === "cancelled";

/**
 * The receipt of a booking once it and its tour are known; undefined while either loads. A tour that
 * cannot be read (removed from the catalogue) is named by its id, as My trips names it.
 */
function useBookingReceipt(booking: ReceiptBooking | undefined) {
  const { t } = useLingui();
  const locale = useLocale();
  const tour = useBookedTour(
    { kind: booking?.kind ?? "group", tourId: booking?.tourId ?? "", id: booking?.id },
    Boolean(booking && wasPaid(booking.status)),
  );
  if (!booking) return { content: undefined, printable: false };
  if (!wasPaid(booking.status)) return { content: <NotPaid />, printable: false };
  if (tour.isPending) return { content: undefined, printable: false };
  const booked = tour.data;
  const content = (
    <Receipt
      facts={{
        reference: booking.reference,
        paidAt: booking.paidAt,
        title: booked?.tour.title[locale] ?? booking.tourId,
        agencyName: booked?.agency.name,
        dates: dateRange(booking.startDate, booking.endDate, locale),
        travellers: booking.numberOfTravellers,
        payment: t`Paid in full`,
        amountChf: booking.totalChf,
        lines: receiptPriceLines(
          booking,
          booked?.tour.kind === "group"
            ? { kind: "group", tour: booked.tour }
            : booked?.tour.kind === "special"
              ? { kind: "special", tour: booked.tour }
              : undefined,
        ),
        note:
          booking.status === "cancelled" ? <Trans>This booking has been cancelled since.</Trans> : undefined,
      }}
    />
  );
  return { content, printable: true };
}

/**
 * /group-tour/receipt?booking={id} and /special-tour/receipt?booking={id}: a booking's receipt through
 * its id, the booker's capability (as the thank-you page reads it; no personal details), so a guest
 * has one too. The tours layout's chrome is left out in print.
 */
export function GuestBookingReceiptPage({
  kind,
  backLabel,
}: {
  kind: Booking["kind"];
  backLabel: ReactNode;
}) {
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const id = params.get("booking") ?? "";
  const query = useQuery({
    queryKey: bookingKeys.receipt(id),
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiRequest(routes.getBookingReceipt, { params: { id }, signal }),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  const data = query.data?.kind === kind ? query.data : undefined;
  const { content, printable } = useBookingReceipt(data);
  const unknown =
    !id ||
    (query.error instanceof ApiRequestError && query.error.status < 500) ||
    (query.data && query.data.kind !== kind);
  if (unknown) return <NotFoundPage />;
  return (
    <ReceiptFrame
      back={to(thankYouPath(kind, encodeURIComponent(id)))}
      backLabel={backLabel}
      query={query}
      printable={printable}
    >
      {content}
    </ReceiptFrame>
  );
}

/**
 * /account/trips/tour/{id}/receipt and /account/trips/special-tour/{id}/receipt: the receipt of one of
 * the signed-in traveller's bookings (the API answers only their own: functions/src/core/bookings/whose-booking.ts).
 */
export function MyBookingReceiptPage({ kind, backLabel }: { kind: Booking["kind"]; backLabel: ReactNode }) {
  const to = useLocalizedPath();
  const { id = "" } = useParams();
  const query = useMyBooking(id);
  const data = query.data?.kind === kind ? query.data : undefined;
  const booking = data && { ...data, paidAt: data.confirmedAt };
  const { content, printable } = useBookingReceipt(booking);
  // Someone else's booking looks exactly like one that does not exist, and so does one of the other kind.
  if ((query.isError && isNotFound(query.error)) || (query.data && query.data.kind !== kind))
    return <NotFoundPage />;
  return (
    <ReceiptFrame
      back={to(myBookingPath(kind, id))}
      backLabel={backLabel}
      query={query}
      printable={printable}
    >
      {content}
    </ReceiptFrame>
  );
}
