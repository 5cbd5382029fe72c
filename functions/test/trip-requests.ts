import { randomUUID } from "node:crypto";
import type { TripPaymentPart, TripRequest } from "@tembea/shared";
import { signLikeStripe } from "../src/payments/stripe-events.js";

/**
 * A tailored-trip request of two adults to Kenya (Mara Horizon Safaris) whose offer is open, as
 * `createTripRequest` stores it: CHF 5,000 in all, deposit CHF 1,500, balance CHF 3,500. The
 * traveller's name is unique too, so the agency's mails ("Offer accepted by <name>") can be counted.
 */
export function tripRequestWithOffer(): TripRequest {
  const label = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  return {
    destination: "kenya",
    date: { kind: "exact", departure: "2099-07-01", return: "2099-07-10" },
    travellers: { groupType: "couple", adults: 2, children: [] },
    accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
    experiences: ["nature-and-wildlife"],
    budgetPerTravellerChf: 300_000,
    tripReason: "vacation",
    locale: "en",
    id: randomUUID(),
    userId: `user-${label}`,
    travellerName: `Lea Frei ${label}`,
    travellerEmail: `lea-${label}@example.com`,
    agencyId: "mara-horizon-safaris",
    status: "offer-available",
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
    changeRequests: [],
  };
}
export const tripTotalChf = 500_000;
export const tripDepositChf = 150_000;

/** A paid trip checkout as Stripe posts it (one event id, so delivering it again is a redelivery). */
export async function signedTripPayment(tripRequestId: string, part: TripPaymentPart, amountChf: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test",
        object: "checkout.session",
        amount_total: amountChf,
        metadata: { tripRequestId, paymentPart: part },
      },
    },
  });
  return { payload, signature: await signLikeStripe(payload) };
}
