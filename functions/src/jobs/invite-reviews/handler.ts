import { randomBytes } from "node:crypto";
import { listBookingsAwaitingReviewInvite, markReviewInvited } from "../../data/bookings.js";
import { saveReviewToken } from "../../data/review-tokens.js";
import { findTour } from "../../data/tours.js";
import { sendMail } from "../../mail/mail.js";
import { siteUrl } from "../../mail/site-links.js";
import { reviewInvitationMail } from "../../mail/templates/review-invitation.js";
import { logger } from "../../middleware/logger.js";
import { hashReviewToken } from "../../reviews/review-token.js";
import { jobHandler } from "../job-handler.js";

/** How long a review link stays valid. */
export const reviewLinkDays = 180;

/**
 * Mails the lead traveller of each confirmed booking whose trip has ended a single-use review link,
 * once: the booking leaves the invitation index before the mail goes out.
 */
export async function inviteReviews(now = new Date()): Promise<{ invited: number }> {
  const today = now.toISOString().slice(0, 10);
  let invited = 0;
  for (const booking of await listBookingsAwaitingReviewInvite(today)) {
    if (!(await markReviewInvited(booking.id, now.toISOString()))) continue;
    const tour = await findTour(booking.tourId);
    if (!tour) continue;
    const token = randomBytes(32).toString("base64url");
    const lead = booking.travellers.lead;
    await saveReviewToken(hashReviewToken(token), {
      bookingId: booking.id,
      tourId: tour.id,
      authorName: `${lead.firstName} ${lead.lastName.charAt(0)}.`,
      travelledIn: booking.startDate.slice(0, 7),
      locale: booking.locale,
      expiresAt: Math.floor(now.getTime() / 1000) + reviewLinkDays * 86_400,
    });
    await sendMail(
      reviewInvitationMail(
        booking.locale,
        { email: lead.email, name: lead.firstName },
        tour.title[booking.locale],
        siteUrl(booking.locale, `/review#token=${token}`),
      ),
    );
    invited += 1;
  }
  if (invited) logger.info("review invitations sent", { invited });
  return { invited };
}

export const handler = jobHandler(() => inviteReviews());
