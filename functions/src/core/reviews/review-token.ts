import { createHash, randomBytes } from "node:crypto";
import type { Booking } from "@tembea/shared";
import type { ReviewInvitation } from "../../data/review-tokens.js";

export const hashReviewToken = (token: string) =>
  createHash("sha256").update(`review:${token}`).digest("hex");

/** How long a review link stays valid. */
export const reviewLinkDays = 180;

/** A random single-use review token; only its hash is ever stored. */
export const newReviewToken = () => randomBytes(32).toString("base64url");

/**
 * What a review link of a booking opens: its tour, the lead traveller as the review will name them
 * ("Amina T."), the month travelled, valid for `reviewLinkDays`. One rule for the mailed link and the
 * one My trips issues.
 */
export function reviewInvitationOf(
  booking: Pick<Booking, "id" | "tourId" | "travellers" | "startDate" | "locale">,
  now: Date,
): ReviewInvitation {
  const lead = booking.travellers.lead;
  return {
    bookingId: booking.id,
    tourId: booking.tourId,
    authorName: `${lead.firstName} ${lead.lastName.charAt(0)}.`,
    travelledIn: booking.startDate.slice(0, 7),
    locale: booking.locale,
    expiresAt: Math.floor(now.getTime() / 1000) + reviewLinkDays * 86_400,
  };
}
