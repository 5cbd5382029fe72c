import { randomUUID } from "node:crypto";
import { offerPromiseHours, type TripRequest, tripDateAhead } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/trip-requests";
import { nameOf } from "../../core/accounts/profile.js";
import { sendMail } from "../../core/mail/mail.js";
import { newRequestForAgencyMail, tripRequestReceivedMail } from "../../core/mail/templates/trip-requests.js";
import { findAgencyOfDestination } from "../../data/agencies.js";
import { withFreshReference } from "../../data/references.js";
import { createTripRequest } from "../../data/trip-requests.js";
import { AppError, validationFailed } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.submitTripRequest, async ({ body, caller }) => {
  const user = signedIn(caller);
  // No agency could answer a trip that starts today or has begun: its offer would have to end before
  // it. Judged in UTC, as the wizard judges it (todayIso).
  if (!tripDateAhead(body.date, today())) {
    throw validationFailed(
      body.date.kind === "exact"
        ? { "body.date.departure": "invalidDate" }
        : { "body.date.month": "monthRequired" },
    );
  }
  const agency = await findAgencyOfDestination(body.destination);
  // A new stage, or a destination no agency answers for yet: said before the wizard is filled in
  // (getDestination's `takesRequests`), and here again for whoever sends one anyway.
  if (!agency) throw new AppError("NO_AGENCY_FOR_DESTINATION");
  const now = new Date();
  const travellerName = await nameOf(user);
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
    await createTripRequest(request);
    return { request, reference };
  });
  if (request.travellerEmail) await sendMail(tripRequestReceivedMail(request));
  if (agency.email) await sendMail(newRequestForAgencyMail(request, agency.email));
  return { id: request.id, reference, replyDueAt: request.replyDueAt };
});
