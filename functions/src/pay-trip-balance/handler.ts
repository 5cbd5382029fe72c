import { balanceDueChf } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { AppError } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { ownRequest } from "../trip-requests/own-request.js";
import { startTripCheckout } from "../trip-requests/start-trip-checkout.js";

/** The rest of a trip paid by deposit, as stored when the deposit arrived. */
export const handler = httpHandler(contract.payTripBalance, async ({ params, body, caller }) => {
  const request = await ownRequest(caller, params.id);
  const due = balanceDueChf(request.payment);
  if (request.status !== "booked" || request.payment?.plan !== "deposit" || due === 0)
    throw new AppError("NOTHING_DUE");
  return startTripCheckout(request, "balance", due, body.locale);
});
