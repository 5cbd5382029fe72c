import type { BookedDate } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/manifests";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { listBookedDatesOfTour } from "../../data/tour-bookings.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The dates of the agency's tour that travellers paid for, counted from the tour's booking index. */
export const handler = httpHandler(contract.listTourBookedDates, async ({ params, caller }) => {
  const { stored } = await tourOfAgency(caller, params.tourId);
  const byDate = new Map<string, BookedDate>();
  // The index is sorted by date, so the map keeps the dates in order.
  for (const entry of await listBookedDatesOfTour(stored.tourId)) {
    const date = byDate.get(entry.startDate) ?? {
      startDate: entry.startDate,
      endDate: entry.endDate,
      travellers: 0,
      bookings: 0,
      cancelledBookings: 0,
    };
    if (entry.status === "confirmed") {
      date.travellers += entry.numberOfTravellers;
      date.bookings += 1;
    } else date.cancelledBookings += 1;
    byDate.set(entry.startDate, date);
  }
  return { dates: [...byDate.values()] };
});
