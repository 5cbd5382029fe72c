import type { Contract, GroupTour, PublicDeparture, ResponseOf, SpecialTour } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import type { BookingKind } from "../../lib/booking-flow";
import { useQuery } from "../../lib/query";
import { tourKeys } from "../tours/query-keys";

export type BookingTour =
  | { kind: "group"; tour: GroupTour; departures: PublicDeparture[] }
  | { kind: "special"; tour: SpecialTour };

/**
 * The tour a flow books, under the same cache keys as the tour pages, so the step after the page is
 * instant. Each step asks again past the browser's short cache: places left must be current here.
 */
type TourAnswer = ResponseOf<Contract["getGroupTour"]> | ResponseOf<Contract["getSpecialTour"]>;

export function useBookingTour(kind: BookingKind, id: string, enabled = true) {
  return useQuery<TourAnswer, Error, BookingTour>({
    queryKey: tourKeys.detail(kind, id),
    enabled,
    queryFn: ({ signal }) =>
      kind === "group"
        ? apiRequest(routes.getGroupTour, { params: { id }, signal, cache: "no-cache" })
        : apiRequest(routes.getSpecialTour, { params: { id }, signal, cache: "no-cache" }),
    // Shown from the cache at once, asked again on every step (the app's default keeps it 5 minutes).
    staleTime: 0,
    select: (data): BookingTour => {
      if ("departures" in data) return { kind: "group", tour: data.tour, departures: data.departures };
      return { kind: "special", tour: data.tour };
    },
  });
}
