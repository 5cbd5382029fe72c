import * as contract from "@tembea/shared/contract/my-trips";
import { isCallersBooking } from "../../core/bookings/whose-booking.js";
import { hashReviewToken, newReviewToken, reviewInvitationOf } from "../../core/reviews/review-token.js";
import { findBookingWithReviewLink, replaceReviewToken } from "../../data/review-tokens.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * The mailed review link cannot be shown again (only its hash is stored), so My trips asks for a new
 * one: the booking's earlier link stops working in the same transaction, and a booking whose review
 * was written gets none, so each booking still yields exactly one review.
 */
export const handler = httpHandler(contract.issueReviewLink, async ({ params, caller }) => {
  const user = signedIn(caller);
  // Two tries: another link issued between the read and the write (a second tab) is read again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await findBookingWithReviewLink(params.id);
    if (!found || !isCallersBooking(found.booking, user)) throw notFound();
    const { booking, reviewTokenHash } = found;
    if (booking.reviewedAt) throw new AppError("ALREADY_REVIEWED");
    if (booking.status !== "confirmed" || booking.endDate >= today())
      throw new AppError("REVIEW_UNAVAILABLE");
    const token = newReviewToken();
    const now = new Date();
    const outcome = await replaceReviewToken(
      hashReviewToken(token),
      reviewInvitationOf(booking, now),
      reviewTokenHash,
      now.toISOString(),
    );
    if (outcome === "issued") return { token };
    if (outcome === "reviewed") throw new AppError("ALREADY_REVIEWED");
  }
  throw new AppError("REVIEW_UNAVAILABLE");
});
