import { expandSeries, returnDate } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyDeparture, tourOfAgency } from "../../core/tours/agency-tours.js";
import { addDeparture } from "../../data/departures.js";
import { findTourForAgency } from "../../data/tours.js";
import { validationFailed } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { mapConcurrently } from "../../platform/map-concurrently.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const seriesRefusals = {
  untilBeforeFrom: { "body.series.until": "untilBeforeFrom" },
  noDates: { "body.series": "noDatesInSeries" },
  tooManyDates: { "body.series.until": "tooManyDates" },
} as const;

export const handler = httpHandler(contract.addDepartures, async ({ params, body, caller }) => {
  const { stored, partition, agencyId } = await tourOfAgency(caller, params.tourId);
  if (stored.kind !== "group") throw validationFailed({ "params.tourId": "kindMismatch" });
  // The trip's length as travellers see it when the tour is live, else as drafted.
  const durationDays =
    partition.tour && stored.live ? partition.tour.durationDays : stored.draft.durationDays;
  if (durationDays === undefined) throw validationFailed({ "params.tourId": "durationRequired" });
  const now = today();

  let dates: { startDate: string; endDate: string }[];
  if (body.single) {
    if (body.single.startDate <= now) throw validationFailed({ "body.single.startDate": "dateNotAhead" });
    dates = [{ startDate: body.single.startDate, endDate: returnDate(body.single.startDate, durationDays) }];
  } else if (body.series) {
    const expanded = expandSeries(body.series, durationDays, now);
    if (!expanded.ok) throw validationFailed(seriesRefusals[expanded.reason]);
    dates = expanded.departures;
  } else {
    throw validationFailed({ "body.single": "required" }); // the schema already says so
  }

  const actor = actorOf(caller, "agent");
  // Each date in its own transaction with its audit entry: a series may be longer than one
  // transaction may be, and a date that exists is skipped, not a reason to add none.
  const outcomes = await mapConcurrently(dates, 4, async ({ startDate, endDate }) => {
    const departure = {
      tourId: stored.tourId,
      startDate,
      endDate,
      capacity: body.capacity,
      placesLeft: body.capacity,
    };
    const audit = auditEntry({
      actor,
      action: "departure.added",
      target: { type: "departure", id: `${stored.tourId}/${startDate}`, label: startDate },
      agencyId,
      after: { startDate, endDate, capacity: body.capacity },
    });
    return { startDate, outcome: await addDeparture(departure, audit) };
  });
  const { departures } = await findTourForAgency(stored.tourId);
  return {
    added: outcomes.filter((o) => o.outcome === "added").map((o) => o.startDate),
    skipped: outcomes.filter((o) => o.outcome === "exists").map((o) => o.startDate),
    departures: departures.map(agencyDeparture),
  };
});
