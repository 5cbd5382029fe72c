import * as z from "zod/mini";
import { type TravellerHeads, travellerHeadcount } from "./trip-request.js";

/** Accepting an offer: the traveller pays this share now and the balance later, or everything at once. */
export const depositPercent = 30;

export const tripPaymentPlans = ["deposit", "full"] as const;
export const TripPaymentPlanSchema = z.enum(tripPaymentPlans, { error: "required" });
export type TripPaymentPlan = z.infer<typeof TripPaymentPlanSchema>;

/**
 * What the traveller chooses to accept an offer. Paying for a tailored trip binds them as booking a
 * tour does, so the terms are accepted here just as on both tours' summaries.
 */
export const AcceptOfferChoiceSchema = z.strictObject({
  plan: TripPaymentPlanSchema,
  acceptTerms: z.literal(true, { error: "termsRequired" }),
});
export type AcceptOfferChoice = z.infer<typeof AcceptOfferChoiceSchema>;

/** What one checkout pays: the deposit, the balance after a deposit, or the full amount. */
export const tripPaymentParts = ["deposit", "balance", "full"] as const;
export const TripPaymentPartSchema = z.enum(tripPaymentParts);
export type TripPaymentPart = z.infer<typeof TripPaymentPartSchema>;

export const TripPaymentSchema = z.object({
  plan: TripPaymentPlanSchema,
  /** CHF minor units, fixed from the offer when the first payment arrived. */
  totalChf: z.number().check(z.int(), z.nonnegative()),
  paidChf: z.number().check(z.int(), z.nonnegative()),
  acceptedAt: z.iso.datetime(),
  payments: z.array(
    z.object({ part: TripPaymentPartSchema, amountChf: z.number().check(z.int()), paidAt: z.iso.datetime() }),
  ),
});
export type TripPayment = z.infer<typeof TripPaymentSchema>;

/** The offer's price for the whole group: every adult and every child pays the per-traveller price. */
export function offerTotalChf(request: {
  travellers: TravellerHeads;
  offer?: { pricePerTravellerChf: number } | undefined;
}): number {
  if (!request.offer) return 0;
  return request.offer.pricePerTravellerChf * travellerHeadcount(request.travellers);
}

/** 30 % of the total, rounded to the Rappen (half up), so deposit + balance is always the total. */
export function depositChf(totalChf: number): number {
  return Math.round((totalChf * depositPercent) / 100);
}

/** What a checkout for one part of a total charges. */
export function amountOfPart(totalChf: number, part: TripPaymentPart): number {
  if (part === "deposit") return depositChf(totalChf);
  if (part === "balance") return totalChf - depositChf(totalChf);
  return totalChf;
}

/** An offer can be accepted up to and including its last valid day (UTC). */
export function offerValidOn(offer: { validUntil: string }, today: string): boolean {
  return offer.validUntil >= today;
}

/**
 * Whether a request is still open: waiting for an offer, with an offer that holds (an offer past its
 * last day counts as expired before the hourly job has marked it), or booked. A closed one is listed
 * under Cancelled in My trips and takes no change requests.
 */
export function tripRequestIsOpen(
  request: { status: string; offer?: { validUntil: string } | undefined },
  today: string,
): boolean {
  if (request.status === "in-progress" || request.status === "booked") return true;
  return offerOpenToAccept(request, today);
}

/** Whether the traveller may accept the request's offer today: one is there and it still holds. */
export function offerOpenToAccept(
  request: { status: string; offer?: { validUntil: string } | undefined },
  today: string,
): boolean {
  return (
    request.status === "offer-available" && request.offer !== undefined && offerValidOn(request.offer, today)
  );
}

/** What is still due on a booked trip: nothing once paid in full. */
export function balanceDueChf(payment: Pick<TripPayment, "totalChf" | "paidChf"> | undefined): number {
  return payment ? Math.max(0, payment.totalChf - payment.paidChf) : 0;
}
