import type { Currency, GroupTourBookingRequest, Locale, SpecialTourBookingRequest } from "@tembea/shared";
import { ApiRequestError } from "../../api/client";
import type { FlowState } from "../../lib/booking-flow";
import type { BookingTour } from "./queries";

/**
 * What the summary does with a failed "pay": the messages of docs/product-spec.md, section 8, a full
 * departure back to the dates, and a departure with too few places back to the number of travellers
 * (with how many are left); a lost connection says so, since pressing "pay" again is then the fix.
 */
export type PayFailure =
  | "fullyBooked"
  | "salesClosed"
  | "notEnoughPlaces"
  | "checkoutUnavailable"
  | "connection"
  | "other";

export function payFailure(error: unknown): PayFailure {
  if (error instanceof ApiRequestError && error.code === "FULLY_BOOKED") return "fullyBooked";
  // The agency closed the date's sales meanwhile: another date, as for a full one.
  if (error instanceof ApiRequestError && error.code === "SALES_CLOSED") return "salesClosed";
  if (error instanceof ApiRequestError && error.code === "NOT_ENOUGH_PLACES" && error.placesLeft)
    return "notEnoughPlaces";
  if (error instanceof ApiRequestError && error.code === "CHECKOUT_UNAVAILABLE") return "checkoutUnavailable";
  if (error instanceof ApiRequestError && error.code === "NETWORK") return "connection";
  return "other";
}

/** Builds the request from the flow's answers; undefined when an answer is missing (the guard prevents that). */
export function bookingRequest(
  props: { booking: BookingTour; state: FlowState },
  locale: Locale,
  displayCurrency: Currency,
):
  | { kind: "group"; body: GroupTourBookingRequest }
  | { kind: "special"; body: SpecialTourBookingRequest }
  | undefined {
  const { booking, state } = props;
  if (!state.departureDate || !state.travellers) return undefined;
  const common = {
    tourId: booking.tour.id,
    departureDate: state.departureDate,
    travellers: state.travellers,
    acceptTerms: true as const,
    locale,
    displayCurrency,
  };
  if (booking.kind === "special") return { kind: "special", body: common };
  if (!state.rooms) return undefined;
  return { kind: "group", body: { ...common, rooms: state.rooms } };
}
