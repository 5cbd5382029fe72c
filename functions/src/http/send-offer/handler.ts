import { lastOfferDay } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/trip-requests";
import { sendMail } from "../../core/mail/mail.js";
import { offerAvailableMail } from "../../core/mail/templates/trip-requests.js";
import { requestOfAgency } from "../../core/trip-requests/agency-of-caller.js";
import { findTripRequest, saveOffer } from "../../data/trip-requests.js";
import { AppError, validationFailed } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { countMetric } from "../../platform/metrics.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.sendOffer, async ({ params, body, caller }) => {
  const request = await requestOfAgency(caller, params.id);
  if (body.validUntil < today()) throw validationFailed({ "body.validUntil": "invalidDate" });
  // An offer that outlives the trip's start could be accepted for a trip that has begun.
  if (body.validUntil > lastOfferDay(request.date)) {
    throw validationFailed({ "body.validUntil": "validUntilAfterStart" });
  }
  const sentAt = new Date().toISOString();
  const saved = await saveOffer(request.id, body, sentAt);
  if (saved === "checkout-open") throw new AppError("CHECKOUT_OPEN");
  if (saved === "closed") throw validationFailed({ "params.id": "invalid" }); // booked, expired or cancelled
  // The 72-hour promise is about the first offer; a revision answers the traveller, not the request.
  if (request.offer === undefined && sentAt > request.replyDueAt)
    countMetric("OfferSentLate", { agency: request.agencyId });
  const updated = await findTripRequest(request.id);
  if (!updated) throw new Error(`request ${request.id} vanished`);
  await sendMail(offerAvailableMail(updated, { revision: request.offer !== undefined }));
  return updated;
});
