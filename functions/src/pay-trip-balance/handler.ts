import { balanceDueChf } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { noteBalanceCheckout, putBackBalanceCheckout } from "../data/trip-requests.js";
import { AppError } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { closeReplacedTripCheckout, closeUnusedTripCheckout } from "../trip-requests/close-trip-checkout.js";
import { ownRequest } from "../trip-requests/own-request.js";
import { startTripCheckout } from "../trip-requests/start-trip-checkout.js";

/**
 * The rest of a trip paid by deposit, as stored when the deposit arrived. The checkout is opened
 * first and then noted with the request; the balance checkout it replaces is closed, so the balance
 * cannot be paid twice. One paid meanwhile means nothing is due any more.
 */
export const handler = httpHandler(contract.payTripBalance, async ({ params, body, caller }) => {
  const request = await ownRequest(caller, params.id);
  const due = balanceDueChf(request.payment);
  if (request.status !== "booked" || request.payment?.plan !== "deposit" || due === 0)
    throw new AppError("NOTHING_DUE");
  const opened = await startTripCheckout(request, "balance", due, body.locale);
  const noted = await noteBalanceCheckout(request.id, opened.sessionId);
  if (!noted) {
    await closeUnusedTripCheckout(opened.sessionId, request.id);
    throw new AppError("NOTHING_DUE");
  }
  const replacing = await closeReplacedTripCheckout(
    request.id,
    opened.sessionId,
    noted.replaced,
    (replaced) => putBackBalanceCheckout(request.id, opened.sessionId, replaced.sessionId),
  );
  if (replacing === "paid-meanwhile") throw new AppError("NOTHING_DUE");
  return { checkoutUrl: opened.checkoutUrl, amountChf: opened.amountChf };
});
