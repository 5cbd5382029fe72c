import { BudgetStep } from "../features/trip-request/budget-step";

/** /tailored-trips/{destination}/request/budget (layout triprequest). */
export const Component = BudgetStep;
