import { type TripRequest, tripRequestIsOpen } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/my-trips";
import { sendMail } from "../../core/mail/mail.js";
import { changeRequestForAgencyMail, mailAddressOf } from "../../core/mail/templates/agency-requests.js";
import { answeredAgainForMs, once } from "../../core/submissions/once.js";
import { findAgency } from "../../data/agencies.js";
import { appendChangeRequest, findTripRequest } from "../../data/trip-requests.js";
import { notFound, validationFailed } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Appends the change request with the request's Idempotency-Key claimed in the same transaction,
 * then mails the agency: a traveller whose answer was lost and who sends again adds it once, and the
 * agency hears of it once (core/submissions/once.ts).
 */
export const handler = httpHandler(
  contract.addChangeRequest,
  async ({ params, body, caller, idempotencyKey }) =>
    once(
      {
        endpoint: contract.addChangeRequest.id,
        key: idempotencyKey,
        caller,
        body: { id: params.id, ...body },
      },
      async () => {
        const request = await findTripRequest(params.id);
        if (request?.userId !== signedIn(caller).userId) throw notFound();
        // A cancelled request or an expired quote has no agent working on it any more.
        if (!tripRequestIsOpen(request, today())) throw validationFailed({ "params.id": "invalid" });
        return request;
      },
      async (request, claim) => {
        const now = new Date();
        const createdAt = now.toISOString();
        // The request as the append leaves it: what the traveller is answered, now and on a retry.
        const updated: TripRequest = {
          ...request,
          changeRequests: [...request.changeRequests, { text: body.text, createdAt }],
        };
        await appendChangeRequest(
          request.id,
          body.text,
          createdAt,
          claim(updated, new Date(now.getTime() + answeredAgainForMs)),
        );
        const agency = await findAgency(updated.agencyId);
        const to = mailAddressOf(agency);
        if (to) await sendMail(changeRequestForAgencyMail(updated, body.text, to));
        return updated;
      },
    ),
);
