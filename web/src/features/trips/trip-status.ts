import type { Booking, TripRequest } from "@tembea/shared";
import { offerValidOn } from "@tembea/shared";

/** Spec 4: the four status labels of My trips. */
export type TripStatus = "booked" | "cancelled" | "in-progress" | "offer-available";
export type TripTab = "booked" | "requests" | "cancelled";

export type TripItem =
  | { kind: "booking"; booking: Booking; status: TripStatus; tab: TripTab; sortKey: string }
  | { kind: "request"; request: TripRequest; status: TripStatus; tab: TripTab; sortKey: string };

/** A paid booking is booked; one still at the checkout is in progress; a released hold never happened. */
export function bookingStatus(booking: Pick<Booking, "status">): TripStatus {
  if (booking.status === "confirmed") return "booked";
  if (booking.status === "held") return "in-progress";
  return "cancelled";
}

/** An offer past its last day counts as an expired quote before the hourly job has marked it. */
export function requestStatus(request: Pick<TripRequest, "status" | "offer">, today: string): TripStatus {
  switch (request.status) {
    case "in-progress":
      return "in-progress";
    case "offer-available":
      return request.offer && offerValidOn(request.offer, today) ? "offer-available" : "cancelled";
    case "booked":
      return "booked";
    default:
      return "cancelled";
  }
}

/**
 * Which tab lists a trip: bookings and accepted offers under Booked trips, open requests under Trip
 * requests, and cancelled trips together with expired quotes under Cancelled trips (spec 4).
 */
export function tabOf(kind: TripItem["kind"], status: TripStatus): TripTab {
  if (status === "cancelled") return "cancelled";
  if (kind === "booking" || status === "booked") return "booked";
  return "requests";
}

/** All trips in one list, each with its label and tab, newest first. */
export function tripItems(bookings: Booking[], requests: TripRequest[], today: string): TripItem[] {
  const items: TripItem[] = [
    ...bookings.map((booking) => {
      const status = bookingStatus(booking);
      return {
        kind: "booking" as const,
        booking,
        status,
        tab: tabOf("booking", status),
        sortKey: booking.createdAt,
      };
    }),
    ...requests.map((request) => {
      const status = requestStatus(request, today);
      return {
        kind: "request" as const,
        request,
        status,
        tab: tabOf("request", status),
        sortKey: request.createdAt,
      };
    }),
  ];
  return items.sort((a, b) => b.sortKey.localeCompare(a.sortKey));
}

/** Where a trip's own page is. */
export function tripPath(item: TripItem): string {
  if (item.kind === "booking") {
    const { booking } = item;
    return booking.kind === "special"
      ? `/account/trips/special-tour/${booking.id}`
      : `/account/trips/tour/${booking.id}`;
  }
  return item.status === "booked"
    ? `/account/trips/request/${item.request.id}/summary`
    : `/account/trips/request/${item.request.id}`;
}
