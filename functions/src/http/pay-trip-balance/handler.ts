import { balanceDueChf } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import {
  closeReplacedTripCheckout,
  closeUnusedTripCheckout,
} from "../../core/trip-requests/close-trip-checkout.js";
import { ownRequest } from "../../core/trip-requests/own-request.js";
import { startTripCheckout } from "../../core/trip-requests/start-trip-checkout.js";
import { noteBalanceCheckout, putBackBalanceCheckout } from "../../data/trip-requests.js";
import { AppError } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

/**
 * The rest of a trip paid by deposit, as stored when the deposit arrived. The checkout is opened
 * first and then noted with the request; the balance checkout it replaces is closed, so the balance
 * cannot be paid twice. One paid meanwhile means nothing is due any more.
 */
export const handler = httpHandler(
  contract.payTripBalance,
  async ({ params, body, caller }) => {
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
  },
  { tracing: traceInvocation() },
);
