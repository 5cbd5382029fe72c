import { findBooking } from "../../data/bookings.js";
import { findTourEvenUnpublished, type TourWithDetails } from "../../data/tours.js";
import { today } from "../../platform/clock.js";

/**
 * A tour page's data as travellers may see it: a published tour, or an unpublished one for a request
 * that names a booking of it (My trips and the receipt send the booking's unguessable id, the same
 * id that already opens its receipt), then without departures: nothing of it is on sale. Anything
 * else is none (404).
 */
export async function publicTourPage(
  tourId: string,
  bookingId?: string,
): Promise<TourWithDetails | undefined> {
  const found = await findTourEvenUnpublished(tourId, today());
  if (!found) return undefined;
  if (found.published) return found;
  const booking = bookingId ? await findBooking(bookingId) : undefined;
  if (booking?.tourId !== tourId) return undefined;
  return { ...found, departures: [] };
}
