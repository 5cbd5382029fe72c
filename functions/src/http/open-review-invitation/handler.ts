import * as contract from "@tembea/shared/contract/reviews";
import { hashReviewToken } from "../../core/reviews/review-token.js";
import { findOpenReviewInvitation } from "../../data/review-tokens.js";
import { findTour } from "../../data/tours.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.openReviewInvitation, async ({ body }) => {
  const invitation = await findOpenReviewInvitation(
    hashReviewToken(body.token),
    Math.floor(Date.now() / 1000),
  );
  const tour = invitation && (await findTour(invitation.tourId));
  if (!invitation || !tour) throw notFound();
  return {
    tourId: tour.id,
    tourKind: tour.kind,
    tourTitle: tour.title,
    authorName: invitation.authorName,
    travelledIn: invitation.travelledIn,
  };
});
