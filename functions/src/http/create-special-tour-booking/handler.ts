import { randomUUID } from "node:crypto";
import { addDays, ageOn, type Booking, holdMinutes, returnDate } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/bookings";
import { holdWithCheckout, newHold } from "../../core/bookings/start-checkout.js";
import { verifyIdToken } from "../../core/identity/id-token.js";
import { holdSpecialTour } from "../../data/bookings.js";
import { findCancelledDate } from "../../data/departure-cancellations.js";
import { findTourWithDetails } from "../../data/tours.js";
import { AppError, notFound, validationFailed } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** A special tour runs on the traveller's date for a group between the tour's min and max size. */
export const handler = httpHandler(
  contract.createSpecialTourBooking,
  async ({ body, caller }) => {
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
    const hold = newHold(new Date(), holdMinutes);
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
      ...hold,
    });
    return holdWithCheckout(booking, tour, holdSpecialTour);
  },
  // A signed-in traveller's booking is theirs (bookings/whose-booking.ts); a guest sends no token.
  { verifyOptionalCaller: verifyIdToken },
);
