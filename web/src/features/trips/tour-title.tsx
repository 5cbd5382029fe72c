import { Trans } from "@lingui/react/macro";
import type { Booking } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { Skeleton } from "../../ui/skeleton";
import { useBookedTour } from "./booked-tour";

/** A booking's title on its card: its tour's, in the page's language. */
export function TourTitle({
  booking,
}: {
  booking: Pick<Booking, "kind" | "tourId" | "reference"> & { id?: string };
}) {
  const locale = useLocale();
  const tour = useBookedTour(booking);
  if (tour.data) return <>{tour.data.tour.title[locale]}</>;
  // The tour could not be read (the connection, the API): the booking's own words, never the
  // tour's id ("kenya-private-mara-safari"), which means nothing to a traveller.
  if (tour.isError) {
    const reference = booking.reference ?? "";
    if (booking.kind === "group")
      return reference ? <Trans>Group tour {reference}</Trans> : <Trans>Group tour</Trans>;
    return reference ? <Trans>Special tour {reference}</Trans> : <Trans>Special tour</Trans>;
  }
  return <Skeleton width="12rem" />;
}
