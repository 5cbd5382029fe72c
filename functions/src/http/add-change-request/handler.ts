import { tripRequestIsOpen } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { sendMail } from "../../core/mail/mail.js";
import { changeRequestForAgencyMail } from "../../core/mail/templates/trip-requests.js";
import { findAgency } from "../../data/agencies.js";
import { appendChangeRequest, findTripRequest } from "../../data/trip-requests.js";
import { notFound, validationFailed } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.addChangeRequest, async ({ params, body, caller }) => {
  const request = await findTripRequest(params.id);
  if (request?.userId !== signedIn(caller).userId) throw notFound();
  // A cancelled request or an expired quote has no agent working on it any more.
  if (!tripRequestIsOpen(request, today())) throw validationFailed({ "params.id": "invalid" });
  await appendChangeRequest(request.id, body.text, new Date().toISOString());
  const updated = await findTripRequest(request.id);
  if (!updated) throw new Error(`request ${request.id} vanished`);
  const agency = await findAgency(updated.agencyId);
  if (agency?.email) await sendMail(changeRequestForAgencyMail(updated, body.text, agency.email));
  return updated;
});
