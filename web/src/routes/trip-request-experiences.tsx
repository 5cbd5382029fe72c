import { ExperiencesStep } from "../features/trip-request/experiences-step";

/** /tailored-trips/{destination}/request/experiences (layout triprequest). */
export const Component = ExperiencesStep;
