import { AccommodationsStep } from "../features/trip-request/accommodations-step";

/** /tailored-trips/{destination}/request/accommodations (layout triprequest). */
export const Component = AccommodationsStep;
