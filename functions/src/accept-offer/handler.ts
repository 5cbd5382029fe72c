import { amountOfPart, type ErrorCode, offerTotalChf, offerValidOn } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { findTripRequest, holdOfferForCheckout, releaseOfferCheckout } from "../data/trip-requests.js";
import { AppError } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { logger } from "../middleware/logger.js";
import { today } from "../platform/clock.js";
import { ownRequest } from "../trip-requests/own-request.js";
import { startTripCheckout, tripCheckoutExpiry } from "../trip-requests/start-trip-checkout.js";

/** What changed between the read and the hold: paid, closed or expired, or revised. */
async function whyNotHeld(id: string): Promise<ErrorCode> {
  const now = await findTripRequest(id);
  if (now?.payment || now?.status === "booked") return "OFFER_ALREADY_ACCEPTED";
  if (now?.status === "expired") return "OFFER_EXPIRED";
  if (now?.status !== "offer-available") return "OFFER_UNAVAILABLE";
  return "OFFER_CHANGED";
}

/**
 * The traveller accepts a valid offer by paying the deposit or everything. Nothing is booked here:
 * the request becomes booked when the payment event arrives, so an abandoned checkout leaves the
 * offer as it was. The amount is the stored offer's, never the client's, and the offer must be the
 * version the traveller read (`offerSentAt`); while its checkout is open the agency cannot revise it.
 */
export const handler = httpHandler(contract.acceptOffer, async ({ params, body, caller }) => {
  const request = await ownRequest(caller, params.id);
  if (request.payment || request.status === "booked") throw new AppError("OFFER_ALREADY_ACCEPTED");
  const { offer } = request;
  if (request.status === "expired" || (offer && !offerValidOn(offer, today())))
    throw new AppError("OFFER_EXPIRED");
  if (request.status !== "offer-available" || !offer) throw new AppError("OFFER_UNAVAILABLE");
  // A page loaded before the version was sent names none: it accepts the offer as it is now.
  if (body.offerSentAt !== undefined && body.offerSentAt !== offer.sentAt)
    throw new AppError("OFFER_CHANGED");
  const expiresAt = tripCheckoutExpiry();
  const until = expiresAt.toISOString();
  const hold = await holdOfferForCheckout(request.id, offer.sentAt, until);
  if (!hold) throw new AppError(await whyNotHeld(request.id));
  const totalChf = offerTotalChf(request);
  try {
    return await startTripCheckout(request, body.plan, amountOfPart(totalChf, body.plan), body.locale, {
      expiresAt,
      accepted: { offerSentAt: offer.sentAt, totalChf },
    });
  } catch (error) {
    // The checkout's own failure is the answer, even if taking the hold back fails too.
    await releaseOfferCheckout(request.id, hold).catch((releaseError: unknown) =>
      logger.error("offer hold not taken back; it lapses with its time", {
        tripRequestId: request.id,
        error: releaseError instanceof Error ? releaseError.message : String(releaseError),
      }),
    );
    throw error;
  }
});
