import type { TripRequest } from "@tembea/shared";
import { findTripRequest } from "../../data/trip-requests.js";
import { notFound } from "../../platform/app-error.js";
import { type Caller, signedIn } from "../../platform/caller.js";

/** One of the caller's own requests; anyone else's answers exactly like one that does not exist. */
export async function ownRequest(caller: Caller, id: string): Promise<TripRequest> {
  const request = await findTripRequest(id);
  if (request?.userId !== signedIn(caller).userId) throw notFound();
  return request;
}
