import { SummaryStep } from "../features/trip-request/summary-step";

/** /tailored-trips/{destination}/request/summary (layout triprequest). */
export const Component = SummaryStep;
