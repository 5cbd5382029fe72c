import { randomUUID } from "node:crypto";
import { offerPromiseHours, type TripRequest, type TripRequestInput, tripDateAhead } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/trip-requests";
import { nameOf } from "../../core/accounts/profile.js";
import { sendMail } from "../../core/mail/mail.js";
import { mailAddressOf, newRequestForAgencyMail } from "../../core/mail/templates/agency-requests.js";
import { tripRequestReceivedMail } from "../../core/mail/templates/trip-requests.js";
import { answeredAgainForMs, once } from "../../core/submissions/once.js";
import { findAgencyOfDestination } from "../../data/agencies.js";
import { withFreshReference } from "../../data/references.js";
import { createTripRequest } from "../../data/trip-requests.js";
import { AppError, validationFailed } from "../../platform/app-error.js";
import { type Caller, signedIn } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Stores the request with its reference and the request's Idempotency-Key in one transaction, then
 * mails the traveller and the agency: a retry whose first answer was lost is answered the same
 * request, which the agency gets once (core/submissions/once.ts).
 */
export const handler = httpHandler(contract.submitTripRequest, async ({ body, caller, idempotencyKey }) => {
  const user = signedIn(caller);
  return once(
    { endpoint: contract.submitTripRequest.id, key: idempotencyKey, caller, body },
    () => checkedRequest(body, user),
    async ({ agency, travellerName }, claim) => {
      const now = new Date();
      const { request, reference } = await withFreshReference(async (reference) => {
        const request: TripRequest = {
          ...body,
          id: randomUUID(),
          reference,
          userId: user.userId,
          travellerName,
          travellerEmail: user.email ?? "",
          agencyId: agency.id,
          status: "in-progress",
          createdAt: now.toISOString(),
          replyDueAt: new Date(now.getTime() + offerPromiseHours * 3600_000).toISOString(),
          changeRequests: [],
        };
        const answer = { id: request.id, reference, replyDueAt: request.replyDueAt };
        await createTripRequest(request, claim(answer, new Date(now.getTime() + answeredAgainForMs)));
        return { request, reference };
      });
      if (request.travellerEmail) await sendMail(tripRequestReceivedMail(request));
      const to = mailAddressOf(agency);
      if (to) await sendMail(newRequestForAgencyMail(request, to));
      return { id: request.id, reference, replyDueAt: request.replyDueAt };
    },
  );
});

/** The agency that answers the request and the traveller's name, once the date can be answered. Reads only. */
async function checkedRequest(body: TripRequestInput, user: Extract<Caller, { kind: "user" }>) {
  // No agency could answer a trip that starts today or has begun: its offer would have to end before
  // it. Judged in UTC, as the wizard judges it (todayIso).
  if (!tripDateAhead(body.date, today())) {
    throw validationFailed(
      body.date.kind === "exact"
        ? { "body.date.departure": "invalidDate" }
        : { "body.date.month": "monthRequired" },
    );
  }
  const [agency, travellerName] = await Promise.all([
    findAgencyOfDestination(body.destination),
    nameOf(user),
  ]);
  // A new stage, or a destination no agency answers for yet: said before the wizard is filled in
  // (getDestination's `takesRequests`), and here again for whoever sends one anyway.
  if (!agency) throw new AppError("NO_AGENCY_FOR_DESTINATION");
  return { agency, travellerName };
}
