import type { TripRequest } from "@tembea/shared";
import { findTripRequest } from "../../data/trip-requests.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { type Caller, signedIn } from "../../platform/caller.js";

/** An agent acts for the agency in their token; an agent without one may do nothing. */
export function agencyOf(caller: Caller): string {
  const agencyId = signedIn(caller).agencyId;
  if (!agencyId) throw new AppError("FORBIDDEN");
  return agencyId;
}

/** A request of the agent's own agency; any other id is a 404, never a hint that it exists. */
export async function requestOfAgency(caller: Caller, id: string): Promise<TripRequest> {
  const agencyId = agencyOf(caller);
  const request = await findTripRequest(id);
  if (request?.agencyId !== agencyId) throw notFound();
  return request;
}
