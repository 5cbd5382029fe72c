import { Trans } from "@lingui/react/macro";
import type { Booking, GroupTour, PublicAgency, SpecialTour } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { useQuery } from "../../lib/query";
import { Skeleton } from "../../ui/skeleton";
import { tourKeys } from "../tours/query-keys";

/**
 * A booking names its tour by id; title, picture and agency come from the tour, under the tour
 * pages' own query keys so both share the cache. The booking's id goes along: a tour its agency has
 * unpublished since is answered to a request naming a booking of it, so the trip keeps its title.
 */
export function useBookedTour(booking: Pick<Booking, "kind" | "tourId"> & { id?: string }, enabled = true) {
  const query = booking.id ? { booking: booking.id } : {};
  return useQuery<{ tour: GroupTour | SpecialTour; agency: PublicAgency }>({
    queryKey: tourKeys.detail(booking.kind, booking.tourId),
    enabled,
    queryFn: ({ signal }) =>
      booking.kind === "group"
        ? apiRequest(routes.getGroupTour, { params: { id: booking.tourId }, query, signal })
        : apiRequest(routes.getSpecialTour, { params: { id: booking.tourId }, query, signal }),
  });
}

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
