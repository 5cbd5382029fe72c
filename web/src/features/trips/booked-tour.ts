import type { Booking, GroupTour, PublicAgency, SpecialTour } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";
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
