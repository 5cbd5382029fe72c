import * as contract from "@tembea/shared/contract/departure-cancellation";
import { confirmedOnly, countOf } from "../../core/bookings/cancel-departure.js";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { bookingsOnDate, findCancelledDate } from "../../data/departure-cancellations.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** What the confirm dialog names before the agent cancels a departure: bookings, travellers, refund. */
export const handler = httpHandler(contract.getDepartureCancellation, async ({ params, caller }) => {
  const { stored, partition } = await tourOfAgency(caller, params.tourId);
  const onDate = await bookingsOnDate(stored.tourId, params.startDate);
  const confirmed = countOf(confirmedOnly(onDate));
  if (stored.kind === "special") {
    // A special tour's date is one its travellers booked: none booked, no such date.
    const cancelled = await findCancelledDate(stored.tourId, params.startDate);
    if (!cancelled && onDate.length === 0) throw notFound();
    return { startDate: params.startDate, ...confirmed, ...cancelled };
  }
  const departure = partition.departures.find((d) => d.startDate === params.startDate);
  if (!departure) throw notFound();
  return {
    startDate: params.startDate,
    ...confirmed,
    ...(departure.cancelledAt
      ? { cancelledAt: departure.cancelledAt, reason: departure.cancellationReason ?? "" }
      : {}),
  };
});
