import { TripRequestSuccessPage } from "../features/trip-request/success-page";

/** /tailored-trips/{destination}/request/success: the request just sent, or "No trip request found". */
export const Component = TripRequestSuccessPage;
