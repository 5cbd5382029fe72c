import { randomUUID } from "node:crypto";
import {
  ageOn,
  type Booking,
  contract,
  type GroupTourBookingRequest,
  groupTourTotal,
  holdMinutes,
  travellersInRooms,
  unassignedTravellers,
} from "@tembea/shared";
import { holdPlaces, PlacesGoneError, releaseHold } from "../data/bookings.js";
import { findTourWithDetails } from "../data/tours.js";
import { siteUrl } from "../mail/site-links.js";
import { AppError, notFound, validationFailed } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { logger } from "../middleware/logger.js";
import { paymentGateway } from "../payments/index.js";
import { today } from "../platform/clock.js";

/** Rules that need the tour: the rooms sleep everyone, and everyone is old enough on departure. */
function ruleBreaks(
  request: GroupTourBookingRequest,
  minimumAge: number,
  startDate: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const numberOfTravellers = 1 + request.travellers.others.length;
  // Every traveller has a bed, and no room is booked for nobody.
  if (unassignedTravellers(numberOfTravellers, request.rooms) > 0) fields["body.rooms"] = "roomsUnassigned";
  else if (travellersInRooms(request.rooms) > numberOfTravellers) fields["body.rooms"] = "invalid";
  if (ageOn(request.travellers.lead.birthDate, startDate) < minimumAge)
    fields["body.travellers.lead.birthDate"] = "tooYoung";
  request.travellers.others.forEach((other, i) => {
    if (ageOn(other.birthDate, startDate) < minimumAge)
      fields[`body.travellers.others.${i}.birthDate`] = "tooYoung";
  });
  return fields;
}

/**
 * The server trusts nothing but the tour's own data: it prices the booking itself, holds the
 * places in one transaction and only then asks the payment provider for a checkout page. If that
 * fails, the places are given back before answering.
 */
export const handler = httpHandler(contract.createGroupTourBooking, async ({ body, caller }) => {
  const found = await findTourWithDetails(body.tourId, today());
  if (found?.tour.kind !== "group") throw notFound();
  const { tour } = found;
  const departure = found.departures.find((d) => d.startDate === body.departureDate);
  if (!departure) throw validationFailed({ "body.departureDate": "departureUnavailable" });
  const broken = ruleBreaks(body, tour.minimumAge, departure.startDate);
  if (Object.keys(broken).length > 0) throw validationFailed(broken);

  const now = new Date();
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const booking: Booking = {
    id: randomUUID(),
    kind: "group",
    tourId: tour.id,
    startDate: departure.startDate,
    endDate: departure.endDate,
    numberOfTravellers: 1 + body.travellers.others.length,
    rooms: body.rooms,
    travellers: body.travellers,
    totalChf: groupTourTotal(tour, body.rooms),
    refundTiers: tour.refundTiers,
    status: "held",
    locale: body.locale,
    ...(caller.kind === "user" ? { userId: caller.userId } : {}),
    createdAt: now.toISOString(),
    holdExpiresAt: holdExpiresAt.toISOString(),
  };

  try {
    await holdPlaces(booking);
  } catch (error) {
    if (error instanceof PlacesGoneError) throw new AppError("FULLY_BOOKED");
    throw error;
  }

  try {
    const checkout = await paymentGateway().createCheckout({
      bookingId: booking.id,
      amountChf: booking.totalChf,
      description: `${tour.title[body.locale]} · ${departure.startDate}`,
      customerEmail: body.travellers.lead.email,
      locale: body.locale,
      expiresAt: holdExpiresAt,
      successUrl: siteUrl(body.locale, `/group-tour/thank-you?booking=${booking.id}`),
      cancelUrl: siteUrl(body.locale, `/group-tour/${tour.id}/summary`),
    });
    return { bookingId: booking.id, checkoutUrl: checkout.url, holdExpiresAt: booking.holdExpiresAt };
  } catch (error) {
    logger.error("checkout not created; releasing the hold", error instanceof Error ? error : String(error));
    await releaseHold(booking);
    throw new AppError("CHECKOUT_UNAVAILABLE");
  }
});
