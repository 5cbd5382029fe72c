import { amountOfPart, offerTotalChf, offerValidOn } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { findTripRequest, holdOfferForCheckout, releaseOfferCheckout } from "../data/trip-requests.js";
import { AppError } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { today } from "../platform/clock.js";
import { ownRequest } from "../trip-requests/own-request.js";
import { startTripCheckout, tripCheckoutExpiry } from "../trip-requests/start-trip-checkout.js";

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
  if (body.offerSentAt !== offer.sentAt) throw new AppError("OFFER_CHANGED");
  const expiresAt = tripCheckoutExpiry();
  const until = expiresAt.toISOString();
  const hold = await holdOfferForCheckout(request.id, offer.sentAt, until);
  if (!hold) {
    // Revised, paid or closed between the read above and the hold.
    const now = await findTripRequest(request.id);
    throw new AppError(now?.payment ? "OFFER_ALREADY_ACCEPTED" : "OFFER_CHANGED");
  }
  const amountChf = amountOfPart(offerTotalChf(request), body.plan);
  try {
    return await startTripCheckout(request, body.plan, amountChf, body.locale, expiresAt);
  } catch (error) {
    await releaseOfferCheckout(request.id, hold);
    throw error;
  }
});
