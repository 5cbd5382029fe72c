import { CreateAccountStep } from "../features/trip-request/create-account-step";

/** /tailored-trips/{destination}/request/create-account (layout triprequest). */
export const Component = CreateAccountStep;
