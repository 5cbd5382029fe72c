import { randomUUID } from "node:crypto";
import {
  ageOn,
  type Booking,
  type Departure,
  type GroupTour,
  type GroupTourBookingRequest,
  groupTourTotal,
  holdMinutes,
  travellersInRooms,
  unassignedTravellers,
} from "@tembea/shared";
import * as contract from "@tembea/shared/contract/bookings";
import { type CheckoutStarted, holdWithCheckout, newHold } from "../../core/bookings/start-checkout.js";
import { verifyIdToken } from "../../core/identity/id-token.js";
import { type ClaimSubmission, once } from "../../core/submissions/once.js";
import { holdPlaces, PlacesGoneError } from "../../data/bookings.js";
import { findDeparture, findTourWithDetails } from "../../data/tours.js";
import { AppError, notFound, placesRefused, validationFailed } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

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
 * The server trusts nothing but the tour's own data: it prices the booking itself, opens a checkout
 * page for that price, and holds the places and writes the booking in one transaction, with the
 * request's Idempotency-Key: a retry whose first answer was lost is answered the same checkout
 * rather than holding the places again (core/submissions/once.ts).
 */
export const handler = httpHandler(
  contract.createGroupTourBooking,
  async ({ body, caller, idempotencyKey }) =>
    once(
      { endpoint: contract.createGroupTourBooking.id, key: idempotencyKey, caller, body },
      () => checkedDeparture(body),
      ({ tour, departure }, claim) => hold(body, caller, tour, departure, claim),
    ),
  // A signed-in traveller's booking is theirs (bookings/whose-booking.ts); a guest sends no token.
  { verifyOptionalCaller: verifyIdToken },
);

/** The tour and departure the booking is for, once every rule that needs them holds. Reads only. */
async function checkedDeparture(body: GroupTourBookingRequest) {
  // Read consistently: the early sold-out answer below must not come from a read made before places
  // were given back (an expired hold), where the transaction would have succeeded.
  const found = await findTourWithDetails(body.tourId, today(), { consistent: true });
  if (found?.tour.kind !== "group") throw notFound();
  const { tour } = found;
  const departure = found.departures.find((d) => d.startDate === body.departureDate);
  if (!departure) throw validationFailed({ "body.departureDate": "departureUnavailable" });
  if (departure.salesClosed) throw new AppError("SALES_CLOSED");
  const broken = ruleBreaks(body, tour.minimumAge, departure.startDate);
  if (Object.keys(broken).length > 0) throw validationFailed(broken);
  // The departure read with the tour already says whether it looks sold out: answering that here
  // spares opening a checkout page only to close it. The hold's transaction stays the guarantee
  // (places taken in between still fail it, and its checkout is then closed). Some places left, but
  // too few, is its own answer with their number: the traveller can come with fewer.
  if (departure.placesLeft < 1 + body.travellers.others.length) throw placesRefused(departure.placesLeft);
  return { tour, departure };
}

async function hold(
  body: GroupTourBookingRequest,
  caller: Caller,
  tour: GroupTour,
  departure: Departure,
  claim: ClaimSubmission<CheckoutStarted>,
): Promise<CheckoutStarted> {
  const held = newHold(new Date(), holdMinutes);
  // Each attempt is a new booking (holdWithCheckout): a new id with the reference drawn for it.
  const booking = (reference: string): Booking => ({
    id: randomUUID(),
    reference,
    kind: "group",
    tourId: tour.id,
    agencyId: tour.agencyId,
    startDate: departure.startDate,
    endDate: departure.endDate,
    numberOfTravellers: 1 + body.travellers.others.length,
    rooms: body.rooms,
    travellers: body.travellers,
    totalChf: groupTourTotal(tour, body.rooms),
    refundTiers: tour.refundTiers,
    locale: body.locale,
    ...(caller.kind === "user" ? { userId: caller.userId } : {}),
    bookerEmail: (caller.kind === "user" && caller.email) || body.travellers.lead.email,
    ...held,
  });

  try {
    return await holdWithCheckout(booking, tour, holdPlaces, { claim });
  } catch (error) {
    if (!(error instanceof PlacesGoneError)) throw error;
    // The places went between the read above and the hold: how many are left now, as the last write
    // left them (a consistent read, like the first), not as they were read before.
    const now = await findDeparture(tour.id, departure.startDate);
    if (now?.salesClosed) throw new AppError("SALES_CLOSED");
    throw placesRefused(now?.placesLeft ?? 0);
  }
}
