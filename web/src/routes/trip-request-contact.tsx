import { ContactStep } from "../features/trip-request/contact-step";

/** /tailored-trips/{destination}/request/contact (layout triprequest). */
export const Component = ContactStep;
