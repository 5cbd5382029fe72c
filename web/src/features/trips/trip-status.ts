import type { Booking, TripRequest } from "@tembea/shared";
import { addDays, tripRequestIsOpen, tripStartDate } from "@tembea/shared";
import { myBookingPath, myTripRequestPath, myTripRequestSummaryPath } from "../../lib/paths";

/**
 * The four status labels of My trips (docs/product-spec.md, section 4), and "travelled" for a booked trip
 * that has ended.
 */
export type TripStatus =
  | "booked"
  | "travelled"
  | "cancelled"
  | "cancellation-in-progress"
  | "in-progress"
  | "offer-available";
export type TripTab = "booked" | "requests" | "cancelled";

interface Listed {
  status: TripStatus;
  tab: TripTab;
  createdAt: string;
  /** The trip's first day (an approximate month's first day), YYYY-MM-DD. */
  startDate: string;
  /** The trip's last day (an approximate date: its month's first day plus its weeks), YYYY-MM-DD. */
  endDate: string;
}
export type TripItem =
  | ({ kind: "booking"; booking: Booking } & Listed)
  | ({ kind: "request"; request: TripRequest } & Listed);

/**
 * A paid booking is booked, and travelled once its last day is past (given `today`); one still at
 * the checkout is in progress; a released hold never happened; a cancelled one whose refund is on
 * its way reads "Cancellation in progress".
 */
export function bookingStatus(
  booking: Pick<Booking, "status"> & Partial<Pick<Booking, "endDate" | "refund">>,
  today?: string,
): TripStatus {
  // Cancelled, its refund not yet back: "Cancellation in progress".
  if (booking.status === "cancelled" && booking.refund && booking.refund.status !== "refunded")
    return "cancellation-in-progress";
  if (booking.status === "confirmed")
    return today && booking.endDate && booking.endDate < today ? "travelled" : "booked";
  if (booking.status === "held") return "in-progress";
  return "cancelled";
}

/** A request's trip's last day: its return, or an approximate month's first day plus its weeks. */
export function requestEndDate(date: TripRequest["date"]): string {
  return date.kind === "exact" ? date.return : addDays(`${date.month}-01`, date.weeks * 7 - 1);
}

/**
 * A closed request (cancelled, or its quote expired: tripRequestIsOpen) is labelled Cancelled; a
 * booked one whose trip has ended, Travelled.
 */
export function requestStatus(
  request: Pick<TripRequest, "status" | "offer"> & Partial<Pick<TripRequest, "date">>,
  today: string,
): TripStatus {
  if (!tripRequestIsOpen(request, today)) return "cancelled";
  if (request.status === "booked" && request.date && requestEndDate(request.date) < today) return "travelled";
  if (request.status === "in-progress" || request.status === "booked") return request.status;
  return "offer-available";
}

/**
 * Which tab lists a trip: bookings and accepted offers under Booked trips, open requests under Trip
 * requests, and cancelled trips together with expired quotes under Cancelled trips (docs/product-spec.md,
 * section 4).
 */
export function tabOf(kind: TripItem["kind"], status: TripStatus): TripTab {
  if (status === "cancelled" || status === "cancellation-in-progress") return "cancelled";
  if (kind === "booking" || status === "booked" || status === "travelled") return "booked";
  return "requests";
}

/**
 * Booked trips in the order they are taken: those not yet over first (one under way, then the next),
 * soonest first; then those travelled, the most recent first. The other tabs list the newest request
 * or booking first.
 */
function listOrder(today: string) {
  const tabs: TripTab[] = ["booked", "requests", "cancelled"];
  return (a: TripItem, b: TripItem): number => {
    if (a.tab !== b.tab) return tabs.indexOf(a.tab) - tabs.indexOf(b.tab);
    if (a.tab !== "booked") return b.createdAt.localeCompare(a.createdAt);
    const aEnded = a.endDate < today;
    const bEnded = b.endDate < today;
    if (aEnded !== bEnded) return aEnded ? 1 : -1;
    return aEnded ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate);
  };
}

/** All trips in one list, each with its label and tab, in the order its tab lists them. */
export function tripItems(bookings: Booking[], requests: TripRequest[], today: string): TripItem[] {
  const listed = (
    kind: TripItem["kind"],
    status: TripStatus,
    createdAt: string,
    startDate: string,
    endDate: string,
  ) => ({ status, tab: tabOf(kind, status), createdAt, startDate, endDate }) satisfies Listed;
  const items: TripItem[] = [
    ...bookings.map((booking) => ({
      kind: "booking" as const,
      booking,
      ...listed(
        "booking",
        bookingStatus(booking, today),
        booking.createdAt,
        booking.startDate,
        booking.endDate ?? booking.startDate,
      ),
    })),
    ...requests.map((request) => ({
      kind: "request" as const,
      request,
      ...listed(
        "request",
        requestStatus(request, today),
        request.createdAt,
        tripStartDate(request.date),
        requestEndDate(request.date),
      ),
    })),
  ];
  return items.sort(listOrder(today));
}

/** Where a trip's own page is. */
export function tripPath(item: TripItem): string {
  if (item.kind === "booking") {
    const { booking } = item;
    return myBookingPath(booking.kind, booking.id);
  }
  return item.status === "booked" || item.status === "travelled"
    ? myTripRequestSummaryPath(item.request.id)
    : myTripRequestPath(item.request.id);
}
