import { TripRequestSuccessPage } from "../features/trip-request/success-page";

/** Spec 2 "/request/thank-you": the tailored request just sent (any destination), or "No trip request found". */
export const Component = TripRequestSuccessPage;
