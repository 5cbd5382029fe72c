import { sendMail } from "../../core/mail/mail.js";
import { siteUrl } from "../../core/mail/site-links.js";
import { reviewInvitationMail } from "../../core/mail/templates/review-invitation.js";
import { hashReviewToken, newReviewToken, reviewInvitationOf } from "../../core/reviews/review-token.js";
import { listBookingsAwaitingReviewInvite, markReviewInvited } from "../../data/bookings.js";
import { saveReviewToken } from "../../data/review-tokens.js";
import { findTour } from "../../data/tours.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";

/**
 * Mails the lead traveller of each confirmed booking whose trip has ended a single-use review link,
 * once: the booking leaves the invitation index before the mail goes out.
 */
export async function inviteReviews(now = new Date()): Promise<{ invited: number }> {
  const today = now.toISOString().slice(0, 10);
  let invited = 0;
  for (const booking of await listBookingsAwaitingReviewInvite(today)) {
    const token = newReviewToken();
    // The booking notes its link's hash: the one link that can review it, until My trips issues another.
    if (!(await markReviewInvited(booking.id, now.toISOString(), hashReviewToken(token)))) continue;
    const tour = await findTour(booking.tourId);
    if (!tour) continue;
    const lead = booking.travellers.lead;
    await saveReviewToken(hashReviewToken(token), reviewInvitationOf(booking, now));
    await sendMail(
      reviewInvitationMail(
        booking.locale,
        { email: lead.email, name: lead.firstName },
        tour.title[booking.locale],
        siteUrl(booking.locale, `/review#token=${token}`),
        booking.reference,
      ),
    );
    invited += 1;
  }
  if (invited) logger.info("review invitations sent", { invited });
  return { invited };
}

export const handler = jobHandler(() => inviteReviews());
