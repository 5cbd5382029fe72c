import { randomUUID } from "node:crypto";
import * as contract from "@tembea/shared/contract/reviews";
import { hashReviewToken } from "../../core/reviews/review-token.js";
import { findAgency } from "../../data/agencies.js";
import { findOpenReviewInvitation, storeReviewWithToken } from "../../data/review-tokens.js";
import { findTour } from "../../data/tours.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Review text is stored as typed; the web shows it as text, never as HTML. */
export const handler = httpHandler(contract.submitReview, async ({ body }) => {
  const hash = hashReviewToken(body.token);
  const now = Math.floor(Date.now() / 1000);
  const invitation = await findOpenReviewInvitation(hash, now);
  const tour = invitation && (await findTour(invitation.tourId));
  const agency = tour && (await findAgency(tour.agencyId));
  if (!invitation || !tour || !agency) throw notFound();
  const stored = await storeReviewWithToken(
    hash,
    invitation.bookingId,
    {
      id: `r-${randomUUID()}`,
      tourId: tour.id,
      tourKind: tour.kind,
      tourTitle: tour.title,
      agencyId: agency.id,
      agencyName: agency.name,
      destination: tour.destination,
      rating: body.rating,
      text: body.text,
      authorName: invitation.authorName,
      travelledIn: invitation.travelledIn,
      createdAt: new Date().toISOString(),
      // The page's language; a page opened before it sent one was in the link's, the booking's.
      language: body.locale ?? invitation.locale,
    },
    now,
  );
  if (!stored) throw notFound();
  return { ok: true as const };
});
