import { randomUUID } from "node:crypto";
import { offerPromiseHours, type TripRequest } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/trip-requests";
import { findAgencyOfDestination } from "../data/agencies.js";
import { createTripRequest } from "../data/trip-requests.js";
import { nameOf } from "../get-my-profile/profile.js";
import { sendMail } from "../mail/mail.js";
import { newRequestForAgencyMail, tripRequestReceivedMail } from "../mail/templates/trip-requests.js";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";

export const handler = httpHandler(contract.submitTripRequest, async ({ body, caller }) => {
  const user = signedIn(caller);
  const agency = await findAgencyOfDestination(body.destination);
  if (!agency) throw new Error(`no agency answers requests for ${body.destination}`);
  const now = new Date();
  const request: TripRequest = {
    ...body,
    id: randomUUID(),
    userId: user.userId,
    travellerName: await nameOf(user),
    travellerEmail: user.email ?? "",
    agencyId: agency.id,
    status: "in-progress",
    createdAt: now.toISOString(),
    replyDueAt: new Date(now.getTime() + offerPromiseHours * 3600_000).toISOString(),
    changeRequests: [],
  };
  await createTripRequest(request);
  if (request.travellerEmail) await sendMail(tripRequestReceivedMail(request));
  if (agency.email) await sendMail(newRequestForAgencyMail(request, agency.email));
  return { id: request.id, replyDueAt: request.replyDueAt };
});
