import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Booking, todayUtc } from "@tembea/shared";
import { phoneForDisplay } from "@tembea/shared/phone-display";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { ApiRequestError } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { myBookingReceiptPath } from "../../lib/paths";
import { ButtonLink } from "../../ui/button";
import { countryName } from "../../ui/form/field-messages";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { RefundTiles } from "../tours/tour-sections";
import { dateRange } from "../trip-labels/format";
import { PaymentFacts } from "../trip-labels/payment-facts";
import { useBookedTour } from "./booked-tour";
import { CalendarLink } from "./calendar-link";
import { CancelBooking, CancellationFacts } from "./cancel-booking";
import { TripPageFrame } from "./page-frame";
import { useMyBooking } from "./queries";
import { ReviewAction } from "./review-action";
import { StatusBadge } from "./status-badge";
import { TripSection } from "./trip-section";
import { bookingStatus } from "./trip-status";
import styles from "./trips.module.css";

function BookingDetails({ booking }: { booking: Booking }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const tour = useBookedTour(booking);
  const title = tour.data?.tour.title[locale] ?? "";
  const status = bookingStatus(booking, todayUtc());
  // A tour is paid in full at the checkout: paid once confirmed (and cancelled since: its refund is
  // shown under Cancellation), nothing otherwise.
  const paid = booking.status === "confirmed" || booking.cancellation ? booking.totalChf : 0;
  // Still at the checkout: the whole amount is due; cancelled or never paid: nothing.
  const due = booking.status === "held" ? booking.totalChf : 0;
  const { lead, others } = booking.travellers;
  // The cancel button goes with the booking's cancellation: once the booking turns cancelled on this
  // page, the focus follows to its outcome, after the dialog has given it back to the gone button (a
  // task of its own), so it is not left on the page. Read from the booking, not the mutation's
  // callback, which does not run once the button's component is gone.
  const shownStatus = useRef(booking.status);
  useEffect(() => {
    const was = shownStatus.current;
    shownStatus.current = booking.status;
    if (was !== "confirmed" || booking.status !== "cancelled") return;
    const task = window.setTimeout(() => document.getElementById("cancellation-heading")?.focus(), 50);
    return () => window.clearTimeout(task);
  }, [booking.status]);
  return (
    <>
      <div className={styles.header}>
        <h1>{title || <Trans>Your trip</Trans>}</h1>
        <StatusBadge status={status} />
      </div>
      <p className={styles.muted}>{dateRange(booking.startDate, booking.endDate, locale)}</p>
      {status === "travelled" && <ReviewAction booking={booking} />}
      {booking.reference && (
        <p className={styles.muted}>
          <Trans>Booking reference</Trans> <ReferenceCode value={booking.reference} />
        </p>
      )}
      {(booking.status === "confirmed" || booking.status === "cancelled") && (
        <div className={styles.actions}>
          {booking.status === "confirmed" && title && (
            <CalendarLink
              uid={booking.id}
              title={title}
              startDate={booking.startDate}
              endDate={booking.endDate}
            />
          )}
          {/* Paid at the checkout: confirmed, or cancelled since. */}
          <ButtonLink to={to(myBookingReceiptPath(booking.kind, booking.id))} variant="secondary">
            <Trans>Print receipt</Trans>
          </ButtonLink>
          {status === "booked" && booking.startDate >= todayUtc() && <CancelBooking booking={booking} />}
        </div>
      )}
      {booking.status === "cancelled" && booking.cancellation && (
        <TripSection id="cancellation-heading" title={<Trans>Cancellation</Trans>}>
          <CancellationFacts booking={booking} />
        </TripSection>
      )}
      <TripSection id="booking-heading" title={<Trans>Booking details</Trans>}>
        <dl className={styles.details}>
          <dt>
            <Trans>Departure</Trans>
          </dt>
          <dd>{formatDate(booking.startDate, locale, "full")}</dd>
          <dt>
            <Trans>Return</Trans>
          </dt>
          <dd>{formatDate(booking.endDate, locale, "full")}</dd>
          <dt>
            <Trans>Travellers</Trans>
          </dt>
          <dd>
            <Plural value={booking.numberOfTravellers} one="# traveller" other="# travellers" />
          </dd>
          {booking.rooms && (
            <>
              <dt>
                <Trans>Rooms</Trans>
              </dt>
              <dd>
                <Plural value={booking.rooms.sharedRooms} one="# shared room" other="# shared rooms" />
                {", "}
                <Plural value={booking.rooms.singleRooms} one="# single room" other="# single rooms" />
              </dd>
            </>
          )}
          <PaymentFacts totalChf={booking.totalChf} paidChf={paid} dueChf={due} />
        </dl>
      </TripSection>
      <TripSection id="travellers-heading" title={<Trans>Travellers</Trans>}>
        <ul className={styles.history}>
          <li>
            <strong>
              {lead.firstName} {lead.lastName}
            </strong>{" "}
            <span className={styles.muted}>
              (<Trans>lead traveller</Trans>)
            </span>
            <p>
              {lead.email} · {phoneForDisplay(lead.phone.country, lead.phone.number)} ·{" "}
              {countryName(locale, lead.nationality)} · {formatDate(lead.birthDate, locale, "medium")}
            </p>
          </li>
          {others.map((other) => (
            <li key={`${other.firstName}-${other.lastName}-${other.birthDate}`}>
              <strong>
                {other.firstName} {other.lastName}
              </strong>
              <p>{formatDate(other.birthDate, locale, "medium")}</p>
            </li>
          ))}
        </ul>
      </TripSection>
      {booking.refundTiers.length > 0 && (
        <TripSection id="refunds-heading" title={<Trans>Cancellation and refunds</Trans>}>
          <RefundTiles tiers={booking.refundTiers} />
        </TripSection>
      )}
    </>
  );
}

/** /account/trips/tour/{id} and /account/trips/special-tour/{id}: one of the traveller's bookings. */
export function BookingPage({ kind }: { kind: Booking["kind"] }) {
  const { t } = useLingui();
  usePageTitle(t`My trip`);
  const { id = "" } = useParams();
  const query = useMyBooking(id);
  // A booking of the other kind under this path is not a page either.
  const wrongKind = query.data && query.data.kind !== kind;
  const shown = wrongKind
    ? { ...query, data: undefined, isError: true, error: new ApiRequestError("NOT_FOUND", 404) }
    : query;
  return <TripPageFrame query={shown}>{(booking) => <BookingDetails booking={booking} />}</TripPageFrame>;
}

/** The route table's page: /account/trips/tour/{id} and /account/trips/special-tour/{id}: one of the traveller's bookings. */
export { BookingPage as Component };
