import * as contract from "@tembea/shared/contract/departure-cancellation";
import { actorOf } from "../../core/audit/record.js";
import { cancelDepartureAndBookings } from "../../core/bookings/cancel-departure.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { traceInvocation } from "../../platform/tracing.js";

export const handler = httpHandler(
  contract.cancelDeparture,
  async ({ params, body, caller }) => {
    const { stored, agencyId } = await tourOfAgency(caller, params.tourId);
    return cancelDepartureAndBookings({
      tourId: stored.tourId,
      kind: stored.kind,
      agencyId,
      startDate: params.startDate,
      reason: body.reason,
      actor: actorOf(caller, "agent"),
      now: new Date(),
    });
  },
  // Traced (docs/decisions/0030): each traveller's refund through Stripe, beside the writes.
  { tracing: traceInvocation() },
);
