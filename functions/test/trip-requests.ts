import { randomUUID } from "node:crypto";
import type { TripPaymentPart, TripRequest, TripRequestInput } from "@tembea/shared";
import { signLikeStripe } from "../src/core/payments/stripe-events.js";

/**
 * A valid tailored-trip request as a traveller submits it (submitTripRequest's body): a couple to
 * Kenya for two weeks some August; `fields` set what a test looks at.
 */
export function tripRequestInput(fields: Partial<TripRequestInput> = {}): TripRequestInput {
  return {
    destination: "kenya",
    date: { kind: "approximate", month: "2099-08", weeks: 2 },
    travellers: { groupType: "couple", adults: 2, children: [] },
    accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
    experiences: ["nature-and-wildlife"],
    budgetPerTravellerChf: 450_000,
    tripReason: "honeymoon",
    locale: "en",
    ...fields,
  };
}

/**
 * A stored tailored-trip request of a couple to Kenya (Mara Horizon Safaris), made on 20 November
 * 2026; `fields` set what a test looks at (its id and status at least).
 */
export function storedTripRequest(
  fields: Partial<TripRequest> & Pick<TripRequest, "id" | "status">,
): TripRequest {
  return {
    userId: "user-1",
    travellerName: "Traveller",
    travellerEmail: "t@example.com",
    agencyId: "mara-horizon-safaris",
    destination: "kenya",
    date: { kind: "approximate", month: "2027-08", weeks: 2 },
    travellers: { groupType: "couple", adults: 2, children: [] },
    accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
    experiences: ["nature-and-wildlife"],
    budgetPerTravellerChf: 450_000,
    tripReason: "honeymoon",
    locale: "en",
    createdAt: "2026-11-20T07:00:00.000Z",
    replyDueAt: "2026-11-23T07:00:00.000Z",
    changeRequests: [],
    ...fields,
  };
}

/**
 * A tailored-trip request of two adults to Kenya (Mara Horizon Safaris) whose offer is open, as
 * `createTripRequest` stores it: CHF 5,000 in all, deposit CHF 1,500, balance CHF 3,500. The
 * traveller's name is unique too, so the agency's mails ("Offer accepted by <name>") can be counted.
 */
export function tripRequestWithOffer(): TripRequest {
  const label = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  return storedTripRequest({
    id: randomUUID(),
    status: "offer-available",
    date: { kind: "exact", departure: "2099-07-01", return: "2099-07-10" },
    budgetPerTravellerChf: 300_000,
    tripReason: "vacation",
    userId: `user-${label}`,
    travellerName: `Lea Frei ${label}`,
    travellerEmail: `lea-${label}@example.com`,
    createdAt: now,
    replyDueAt: now,
    offer: {
      title: "Mara and the coast",
      days: [{ title: "Arrival", description: "Nairobi" }],
      pricePerTravellerChf: 250_000,
      inclusions: [],
      exclusions: [],
      validUntil: "2099-12-31",
      sentAt: now,
    },
  });
}
export const tripTotalChf = 500_000;
export const tripDepositChf = 150_000;

/** A paid trip checkout as Stripe posts it (one event id, so delivering it again is a redelivery). */
export async function signedTripPayment(
  tripRequestId: string,
  part: TripPaymentPart,
  amountChf: number,
  currency = "chf",
) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test",
        object: "checkout.session",
        amount_total: amountChf,
        currency,
        metadata: { tripRequestId, paymentPart: part },
      },
    },
  });
  return { payload, signature: await signLikeStripe(payload) };
}
