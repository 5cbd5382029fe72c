import { BookingPage } from "../features/trips/booking-page";

/** /account/trips/special-tour/{id}: one of the traveller's special tour bookings. */
export function Component() {
  return <BookingPage kind="special" />;
}
