import { amountOfPart, offerTotalChf, offerValidOn } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { AppError } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { today } from "../platform/clock.js";
import { ownRequest } from "../trip-requests/own-request.js";
import { startTripCheckout } from "../trip-requests/start-trip-checkout.js";

/**
 * The traveller accepts a valid offer by paying the deposit or everything. Nothing is booked here:
 * the request becomes booked when the payment event arrives, so an abandoned checkout leaves the
 * offer as it was. The amount is the stored offer's, never the client's.
 */
export const handler = httpHandler(contract.acceptOffer, async ({ params, body, caller }) => {
  const request = await ownRequest(caller, params.id);
  if (request.payment || request.status === "booked") throw new AppError("OFFER_ALREADY_ACCEPTED");
  const { offer } = request;
  if (request.status === "expired" || (offer && !offerValidOn(offer, today())))
    throw new AppError("OFFER_EXPIRED");
  if (request.status !== "offer-available" || !offer) throw new AppError("OFFER_UNAVAILABLE");
  return startTripCheckout(request, body.plan, amountOfPart(offerTotalChf(request), body.plan), body.locale);
});
