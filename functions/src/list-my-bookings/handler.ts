import * as contract from "@tembea/shared/contract/my-trips";
import { listBookingsOfTraveller } from "../data/bookings.js";
import { signedIn } from "../middleware/caller.js";
import { httpHandler } from "../middleware/http-handler.js";

export const handler = httpHandler(contract.listMyBookings, async ({ caller }) => {
  const { email } = signedIn(caller);
  return { bookings: email ? await listBookingsOfTraveller(email) : [] };
});
