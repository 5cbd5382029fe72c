import { amountOfPart, type ErrorCode, offerTotalChf, offerValidOn } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import {
  closeReplacedTripCheckout,
  closeUnusedTripCheckout,
} from "../../core/trip-requests/close-trip-checkout.js";
import { ownRequest } from "../../core/trip-requests/own-request.js";
import { startTripCheckout, tripCheckoutExpiry } from "../../core/trip-requests/start-trip-checkout.js";
import { findTripRequest, holdOfferForCheckout, putBackOfferCheckout } from "../../data/trip-requests.js";
import { AppError } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

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
 *
 * The checkout is opened first and then noted with the request; the one it replaces (the traveller
 * came back from an earlier checkout and accepts again) is closed, so two cannot both be paid.
 */
export const handler = httpHandler(
  contract.acceptOffer,
  async ({ params, body, caller }) => {
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
    const totalChf = offerTotalChf(request);
    const opened = await startTripCheckout(
      request,
      body.plan,
      amountOfPart(totalChf, body.plan),
      body.locale,
      {
        expiresAt,
        accepted: { offerSentAt: offer.sentAt, totalChf },
      },
    );
    const checkout = { sessionId: opened.sessionId, until: expiresAt.toISOString() };
    const held = await holdOfferForCheckout(request.id, offer.sentAt, checkout);
    if (!held) {
      await closeUnusedTripCheckout(checkout.sessionId, request.id);
      throw new AppError(await whyNotHeld(request.id));
    }
    const replacing = await closeReplacedTripCheckout(
      request.id,
      checkout.sessionId,
      held.replaced,
      (replaced) => putBackOfferCheckout(request.id, checkout, replaced),
    );
    if (replacing === "paid-meanwhile") throw new AppError("OFFER_ALREADY_ACCEPTED");
    return { checkoutUrl: opened.checkoutUrl, amountChf: opened.amountChf };
  },
  { tracing: traceInvocation() },
);
