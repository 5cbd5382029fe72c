/**
 * What the business metrics are called, apart from the code that writes them (metrics.ts), so the
 * stack (dashboard, alarms, each function's environment) reads the same names and nothing else.
 */

/** The CloudWatch namespace; the stack sets it as POWERTOOLS_METRICS_NAMESPACE on every function. */
export const metricsNamespace = "Tembea";
/** The stage a function belongs to (several stages may share one account), set by the stack. */
export const stageVariable = "STAGE";

/**
 * The facts we count, each where it becomes true: after the transaction that makes it so committed.
 * docs/decisions/0026-business-metrics-and-their-dimensions.md says which carry which dimensions and why.
 */
export const businessMetrics = [
  "BookingHeld",
  "BookingConfirmed",
  "BookingCancelled",
  "HoldExpired",
  "CheckoutFailed",
  "OfferSentLate",
] as const;
export type BusinessMetric = (typeof businessMetrics)[number];
