import { TravellersStep } from "../features/trip-request/travellers-step";

/** /tailored-trips/{destination}/request/travellers (layout triprequest). */
export const Component = TravellersStep;
