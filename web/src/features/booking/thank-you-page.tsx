import { Plural, Trans, useLingui } from "@lingui/react/macro";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { confirmationPollGaveUp, confirmationPollInterval } from "../../api/confirmation-poll";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { type BookingKind, clearFlow } from "../../lib/booking-flow";
import { bookingReceiptPath } from "../../lib/paths";
import { useQuery, useQueryClient } from "../../lib/query";
import { ButtonLink } from "../../ui/button";
import { ConfirmationSlow } from "../../ui/confirmation-slow";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { ReferenceCode } from "../../ui/reference-code";
import { Skeleton } from "../../ui/skeleton";
import styles from "./booking.module.css";
import { type BookingTour, useBookingTour } from "./queries";
import { bookingKeys } from "./query-keys";
import { receiptPriceLines } from "./receipt-lines";
import { ChargedTotal, TripDates } from "./summary-parts";

function useReceipt(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bookingKeys.receipt(id),
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiRequest(routes.getBookingReceipt, { params: { id: id ?? "" }, signal }),
    // Until the provider's confirmation has arrived the receipt says "held"; it is asked again
    // meanwhile, a bounded number of times.
    refetchInterval: (query) =>
      confirmationPollInterval(query.state.data?.status === "held", query.state.dataUpdateCount),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  // How many answers the page has read, for the bound on asking again. Reading dataUpdatedAt, which
  // changes with every answer, re-renders the page on each, even when the receipt stays the same.
  const reads = query.dataUpdatedAt
    ? (queryClient.getQueryState(bookingKeys.receipt(id))?.dataUpdateCount ?? 0)
    : 0;
  return { query, reads };
}

function NoBooking() {
  const to = useLocalizedPath();
  return (
    <div className={styles.thanks} data-testid="no-booking">
      <h1 tabIndex={-1}>
        <Trans>No booking found</Trans>
      </h1>
      <ButtonLink to={to("/")}>
        <Trans>Back to homepage</Trans>
      </ButtonLink>
    </div>
  );
}

function TourTitle({ tour }: { tour: BookingTour | undefined }) {
  const locale = useLocale();
  return tour ? <p className={styles.summaryTour}>{tour.tour.title[locale]}</p> : null;
}

/** /group-tour/thank-you and /special-tour/thank-you: the booking's receipt after the checkout. */
export function ThankYouPage({ kind }: { kind: BookingKind }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const id = params.get("booking");
  const { query: receipt, reads } = useReceipt(id);
  const data = receipt.data;
  // Its title, and its prices to convert the total as the summary did; asked once the receipt names it.
  const bookedTour = useBookingTour(data?.kind ?? kind, data?.tourId ?? "", Boolean(data));
  usePageTitle(data?.status === "confirmed" ? t`Thank you` : t`Your booking`);

  // A paid booking ends its flow: the next booking of the same tour starts empty.
  useEffect(() => {
    if (data && data.status !== "released") clearFlow(data.kind, data.tourId);
  }, [data]);

  let content: React.ReactNode;
  if (
    !id ||
    (receipt.error instanceof ApiRequestError && receipt.error.status < 500) ||
    (data && data.kind !== kind)
  ) {
    content = <NoBooking />;
  } else if (receipt.status === "error") {
    content = <LoadError onRetry={() => void receipt.refetch()} retrying={receipt.isRefetching} />;
  } else if (!data) {
    content = (
      <Loading label={t`Loading…`} className={styles.loading}>
        <Skeleton height="2rem" />
        <Skeleton height="6rem" />
      </Loading>
    );
  } else {
    const rooms = data.rooms;
    const tour = bookedTour.data?.kind === data.kind ? bookedTour.data : undefined;
    content = (
      <div className={styles.thanks} data-testid="thank-you" data-status={data.status}>
        <h1 tabIndex={-1}>
          {data.status === "confirmed" ? (
            <Trans>Thank you for your booking!</Trans>
          ) : data.status === "held" ? (
            <Trans>Almost done</Trans>
          ) : (
            <Trans>This booking was not completed</Trans>
          )}
        </h1>
        <p role="status">
          {data.status === "confirmed" ? (
            <Trans>
              Your payment was received and your trip is booked. A confirmation is on its way to your inbox.
            </Trans>
          ) : data.status === "held" ? (
            <Trans>
              We are waiting for the payment provider to confirm your payment. This page updates by itself.
            </Trans>
          ) : data.kind === "group" ? (
            <Trans>
              The payment was not completed, so the places were released. You can book again at any time.
            </Trans>
          ) : (
            <Trans>
              The payment was not completed, so your date is no longer reserved. You can book again at any
              time.
            </Trans>
          )}
        </p>
        {confirmationPollGaveUp(data.status === "held", reads) && (
          <ConfirmationSlow onCheckAgain={() => void receipt.refetch()} checking={receipt.isFetching} />
        )}
        <div className={styles.card}>
          {data.reference && (
            <p>
              <Trans>Booking reference</Trans> <ReferenceCode value={data.reference} />
            </p>
          )}
          <TourTitle tour={tour} />
          <TripDates start={data.startDate} end={data.endDate} />
          <p>
            <Plural value={data.numberOfTravellers} one="# traveller" other="# travellers" />
            {rooms && rooms.sharedRooms > 0 && (
              <>
                {" · "}
                <Plural value={rooms.sharedRooms} one="# shared room" other="# shared rooms" />
              </>
            )}
            {rooms && rooms.singleRooms > 0 && (
              <>
                {" · "}
                <Plural value={rooms.singleRooms} one="# single room" other="# single rooms" />
              </>
            )}
          </p>
          {/* What was charged, in CHF, whatever currency the visitor browses in. */}
          <ChargedTotal lines={receiptPriceLines(data, tour)} />
        </div>
        {data.status === "confirmed" && (
          <ButtonLink to={to(bookingReceiptPath(data.kind, data.id))} variant="secondary">
            <Trans>Print your receipt</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={to("/")} variant="secondary">
          <Trans>Back to homepage</Trans>
        </ButtonLink>
      </div>
    );
  }
  return <Container className={styles.page}>{content}</Container>;
}

/** The route table's page: /group-tour/thank-you?booking={id} and /special-tour/thank-you?booking={id} (tours layout): where the checkout returns after paying. */
export { ThankYouPage as Component };
