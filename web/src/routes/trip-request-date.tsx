import { DateStep } from "../features/trip-request/date-step";

/** /tailored-trips/{destination}/request/date (layout triprequest). */
export const Component = DateStep;
