import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyDeparture, tourOfAgency } from "../../core/tours/agency-tours.js";
import { changeDeparture } from "../../data/departures.js";
import { AppError, notFound, validationFailed } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.updateDeparture, async ({ params, body, caller }) => {
  const { stored, agencyId } = await tourOfAgency(caller, params.tourId);
  if (stored.kind !== "group") throw notFound();
  if (body.capacity === undefined && body.salesOpen === undefined) {
    throw validationFailed({ "body.capacity": "required" });
  }
  const actor = actorOf(caller, "agent");
  const result = await changeDeparture(stored.tourId, params.startDate, body, (before, after) =>
    auditEntry({
      actor,
      action:
        after.capacity !== before.capacity
          ? "departure.capacity-changed"
          : after.salesClosed
            ? "departure.sales-closed"
            : "departure.sales-opened",
      target: { type: "departure", id: `${stored.tourId}/${params.startDate}`, label: params.startDate },
      agencyId,
      before: { capacity: before.capacity, salesOpen: before.salesClosed !== true },
      after: { capacity: after.capacity, salesOpen: after.salesClosed !== true },
    }),
  );
  if (result.outcome === "missing") throw notFound();
  if (result.outcome === "cancelled") throw new AppError("DEPARTURE_CANCELLED");
  if (result.outcome === "belowTaken") {
    throw new AppError("CAPACITY_BELOW_TAKEN", undefined, { placesTaken: result.placesTaken });
  }
  return agencyDeparture(result.departure);
});
