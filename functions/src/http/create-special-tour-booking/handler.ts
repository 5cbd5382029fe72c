import { randomUUID } from "node:crypto";
import {
  addDays,
  ageOn,
  type Booking,
  holdMinutes,
  returnDate,
  type SpecialTour,
  type SpecialTourBookingRequest,
} from "@tembea/shared";
import * as contract from "@tembea/shared/contract/bookings";
import { type CheckoutStarted, holdWithCheckout, newHold } from "../../core/bookings/start-checkout.js";
import { verifyIdToken } from "../../core/identity/id-token.js";
import { type ClaimSubmission, once } from "../../core/submissions/once.js";
import { holdSpecialTour } from "../../data/bookings.js";
import { findCancelledDate } from "../../data/departure-cancellations.js";
import { findTourWithDetails } from "../../data/tours.js";
import { AppError, notFound, validationFailed } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * A special tour runs on the traveller's date for a group between the tour's min and max size. The
 * hold is written with the request's Idempotency-Key: a retry whose first answer was lost is answered
 * the same checkout rather than booking again (core/submissions/once.ts).
 */
export const handler = httpHandler(
  contract.createSpecialTourBooking,
  async ({ body, caller, idempotencyKey }) =>
    once(
      { endpoint: contract.createSpecialTourBooking.id, key: idempotencyKey, caller, body },
      () => checkedTour(body),
      (tour, claim) => hold(body, caller, tour, claim),
    ),
  // A signed-in traveller's booking is theirs (bookings/whose-booking.ts); a guest sends no token.
  { verifyOptionalCaller: verifyIdToken },
);

/** The tour, once every rule that needs it holds for the date and group asked for. Reads only. */
async function checkedTour(body: SpecialTourBookingRequest): Promise<SpecialTour> {
  const found = await findTourWithDetails(body.tourId, today());
  if (found?.tour.kind !== "special") throw notFound();
  const { tour } = found;

  const fields: Record<string, string> = {};
  const numberOfTravellers = 1 + body.travellers.others.length;
  if (body.departureDate < addDays(today(), 1)) fields["body.departureDate"] = "departureUnavailable";
  if (numberOfTravellers < tour.groupSize.min || numberOfTravellers > tour.groupSize.max) {
    fields["body.travellers.others"] = "groupSizeOutOfRange";
  }
  if (ageOn(body.travellers.lead.birthDate, body.departureDate) < tour.minimumAge) {
    fields["body.travellers.lead.birthDate"] = "tooYoung";
  }
  body.travellers.others.forEach((other, i) => {
    if (ageOn(other.birthDate, body.departureDate) < tour.minimumAge) {
      fields[`body.travellers.others.${i}.birthDate`] = "tooYoung";
    }
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  // A date its agency cancelled is booked no more (a payment that races this check is refunded).
  if (await findCancelledDate(tour.id, body.departureDate)) throw new AppError("SALES_CLOSED");
  return tour;
}

function hold(
  body: SpecialTourBookingRequest,
  caller: Caller,
  tour: SpecialTour,
  claim: ClaimSubmission<CheckoutStarted>,
): Promise<CheckoutStarted> {
  const held = newHold(new Date(), holdMinutes);
  const numberOfTravellers = 1 + body.travellers.others.length;
  // Each attempt is a new booking (holdWithCheckout): a new id with the reference drawn for it.
  const booking = (reference: string): Booking => ({
    id: randomUUID(),
    reference,
    kind: "special",
    tourId: tour.id,
    agencyId: tour.agencyId,
    startDate: body.departureDate,
    endDate: returnDate(body.departureDate, tour.durationDays),
    numberOfTravellers,
    travellers: body.travellers,
    totalChf: tour.pricePerPerson * numberOfTravellers,
    refundTiers: tour.refundTiers,
    locale: body.locale,
    ...(caller.kind === "user" ? { userId: caller.userId } : {}),
    bookerEmail: (caller.kind === "user" && caller.email) || body.travellers.lead.email,
    ...held,
  });
  return holdWithCheckout(booking, tour, holdSpecialTour, { claim });
}
