import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { deleteDeparture } from "../../data/departures.js";
import { AppError, notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.deleteDeparture, async ({ params, caller }) => {
  const { stored, agencyId } = await tourOfAgency(caller, params.tourId);
  if (stored.kind !== "group") throw notFound();
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "departure.deleted",
    target: { type: "departure", id: `${stored.tourId}/${params.startDate}`, label: params.startDate },
    agencyId,
    before: { startDate: params.startDate },
  });
  const outcome = await deleteDeparture(stored.tourId, params.startDate, audit);
  if (outcome === "missing") throw notFound();
  if (outcome === "booked") throw new AppError("DEPARTURE_BOOKED");
  if (outcome === "cancelled") throw new AppError("DEPARTURE_CANCELLED");
  return { deleted: params.startDate };
});
