import * as contract from "@tembea/shared/contract/departure-cancellation";
import { confirmedOnly, countOf } from "../../core/bookings/cancel-departure.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { bookingsOnDate } from "../../data/departure-cancellations.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** What the confirm dialog names before the agent cancels a departure: bookings, travellers, refund. */
export const handler = httpHandler(contract.getDepartureCancellation, async ({ params, caller }) => {
  const { stored, partition } = await tourOfAgency(caller, params.tourId);
  if (stored.kind !== "group") throw notFound();
  const departure = partition.departures.find((d) => d.startDate === params.startDate);
  if (!departure) throw notFound();
  const confirmed = confirmedOnly(await bookingsOnDate(stored.tourId, params.startDate));
  return {
    startDate: params.startDate,
    ...countOf(confirmed),
    ...(departure.cancelledAt
      ? { cancelledAt: departure.cancelledAt, reason: departure.cancellationReason ?? "" }
      : {}),
  };
});
