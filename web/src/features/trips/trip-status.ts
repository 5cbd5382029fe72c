import type { Booking, TripRequest } from "@tembea/shared";
import { tripRequestIsOpen, tripStartDate } from "@tembea/shared";

/** Spec 4: the four status labels of My trips. */
export type TripStatus = "booked" | "cancelled" | "in-progress" | "offer-available";
export type TripTab = "booked" | "requests" | "cancelled";

interface Listed {
  status: TripStatus;
  tab: TripTab;
  createdAt: string;
  /** The trip's first day (an approximate month's first day), YYYY-MM-DD. */
  startDate: string;
}
export type TripItem =
  | ({ kind: "booking"; booking: Booking } & Listed)
  | ({ kind: "request"; request: TripRequest } & Listed);

/** A paid booking is booked; one still at the checkout is in progress; a released hold never happened. */
export function bookingStatus(booking: Pick<Booking, "status">): TripStatus {
  if (booking.status === "confirmed") return "booked";
  if (booking.status === "held") return "in-progress";
  return "cancelled";
}

/** A closed request (cancelled, or its quote expired: tripRequestIsOpen) is labelled Cancelled. */
export function requestStatus(request: Pick<TripRequest, "status" | "offer">, today: string): TripStatus {
  if (!tripRequestIsOpen(request, today)) return "cancelled";
  if (request.status === "in-progress" || request.status === "booked") return request.status;
  return "offer-available";
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

/**
 * Booked trips in the order they are taken: the next one first, then those already travelled,
 * most recent first. The other tabs list the newest request or booking first.
 */
function listOrder(today: string) {
  const tabs: TripTab[] = ["booked", "requests", "cancelled"];
  return (a: TripItem, b: TripItem): number => {
    if (a.tab !== b.tab) return tabs.indexOf(a.tab) - tabs.indexOf(b.tab);
    if (a.tab !== "booked") return b.createdAt.localeCompare(a.createdAt);
    const aPast = a.startDate < today;
    const bPast = b.startDate < today;
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate);
  };
}

/** All trips in one list, each with its label and tab, in the order its tab lists them. */
export function tripItems(bookings: Booking[], requests: TripRequest[], today: string): TripItem[] {
  const items: TripItem[] = [
    ...bookings.map((booking) => {
      const status = bookingStatus(booking);
      return {
        kind: "booking" as const,
        booking,
        status,
        tab: tabOf("booking", status),
        createdAt: booking.createdAt,
        startDate: booking.startDate,
      };
    }),
    ...requests.map((request) => {
      const status = requestStatus(request, today);
      return {
        kind: "request" as const,
        request,
        status,
        tab: tabOf("request", status),
        createdAt: request.createdAt,
        startDate: tripStartDate(request.date),
      };
    }),
  ];
  return items.sort(listOrder(today));
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
