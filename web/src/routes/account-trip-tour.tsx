import { BookingPage } from "../features/trips/booking-page";

/** /account/trips/tour/{id}: one of the traveller's group tour bookings. */
export function Component() {
  return <BookingPage kind="group" />;
}
