import { lastOfferDay, type TripRequest } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/trip-requests";
import { sendMail } from "../../core/mail/mail.js";
import { offerAvailableMail } from "../../core/mail/templates/trip-requests.js";
import { answeredAgainForMs, once } from "../../core/submissions/once.js";
import { requestOfAgency } from "../../core/trip-requests/agency-of-caller.js";
import { saveOffer } from "../../data/trip-requests.js";
import { AppError, validationFailed } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { countMetric } from "../../platform/metrics.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Saves the offer with the request's Idempotency-Key claimed in the same transaction, then mails the
 * traveller: an agent whose answer was lost and who sends again revises nothing and mails nobody
 * twice (core/submissions/once.ts).
 */
export const handler = httpHandler(contract.sendOffer, async ({ params, body, caller, idempotencyKey }) =>
  once(
    { endpoint: contract.sendOffer.id, key: idempotencyKey, caller, body: { id: params.id, ...body } },
    async () => {
      const request = await requestOfAgency(caller, params.id);
      if (body.validUntil < today()) throw validationFailed({ "body.validUntil": "invalidDate" });
      // An offer that outlives the trip's start could be accepted for a trip that has begun.
      if (body.validUntil > lastOfferDay(request.date)) {
        throw validationFailed({ "body.validUntil": "validUntilAfterStart" });
      }
      return request;
    },
    async (request, claim) => {
      const now = new Date();
      const sentAt = now.toISOString();
      // The request as the save leaves it: what the agent is answered, now and on a retry.
      const updated: TripRequest = { ...request, offer: { ...body, sentAt }, status: "offer-available" };
      const saved = await saveOffer(
        request.id,
        body,
        sentAt,
        claim(updated, new Date(now.getTime() + answeredAgainForMs)),
      );
      if (saved === "checkout-open") throw new AppError("CHECKOUT_OPEN");
      if (saved === "closed") throw validationFailed({ "params.id": "invalid" }); // booked, expired or cancelled
      // The 72-hour promise is about the first offer; a revision answers the traveller, not the request.
      if (request.offer === undefined && sentAt > request.replyDueAt)
        countMetric("OfferSentLate", { agency: request.agencyId });
      await sendMail(offerAvailableMail(updated, { revision: request.offer !== undefined }));
      return updated;
    },
  ),
);
