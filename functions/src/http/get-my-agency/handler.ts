import * as contract from "@tembea/shared/contract/agencies";
import { adminAgencyOf } from "../../core/agencies/agency-form.js";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { findStoredAgency } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getMyAgency, async ({ caller }) => {
  const stored = await findStoredAgency(agencyOf(caller));
  if (!stored) throw notFound();
  return adminAgencyOf(stored.agency, stored.version);
});
