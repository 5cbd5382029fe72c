import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import type { Booking } from "@tembea/shared";
import { logger } from "./logger.js";
import { type BusinessMetric, metricsNamespace, stageVariable } from "./metric-names.js";

/**
 * A breakdown beside the stage-wide count: which agency, and for a booking which kind of tour
 * (a tailored trip's first payment books it, so it counts as a confirmed booking too).
 */
export type MetricBreakdown = { agency: string; tourKind?: Booking["kind"] | "tailored" };

const stage = () => process.env[stageVariable] || "local";
const service = () => process.env.POWERTOOLS_SERVICE_NAME || "tembea";

/**
 * A function with nothing to count (most requests) is the normal case, not worth the warning
 * Powertools writes for it on every invocation; its other warnings go to our logger.
 */
const quietWhenEmpty: NonNullable<NonNullable<ConstructorParameters<typeof Metrics>[0]>["logger"]> = {
  debug: (...args) => logger.debug(String(args[0])),
  info: (...args) => logger.info(String(args[0])),
  error: (...args) => logger.error(String(args[0])),
  warn: (...args) => {
    if (typeof args[0] === "string" && args[0].startsWith("No application metrics to publish")) return;
    logger.warn(String(args[0]));
  },
};

/**
 * Powertools adds a `service` dimension (the function) by default; we keep only `stage`, so a fact
 * counted by two functions (HoldExpired: the expiry job and the checkout's expiry event) is one
 * metric the alarms can watch. The function stays in the line as metadata, for Logs Insights.
 */
function newMetrics(options: { singleMetric?: boolean } = {}): Metrics {
  const made = new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || metricsNamespace,
    logger: quietWhenEmpty,
    ...options,
  });
  made.clearDefaultDimensions();
  made.setDefaultDimensions({ stage: stage() });
  return made;
}

/** This function's metrics; `logMetrics(metrics)` in the handler's middy chain writes them once per invocation. */
export const metrics = newMetrics();

/**
 * Counts one business fact. The stage-wide count goes out with the invocation's other metrics
 * (flushed by `logMetrics`, also when the handler throws later: the fact stays true). A breakdown is
 * written at once as its own line: its agency is this fact's, and a job counts for many agencies.
 */
export function countMetric(name: BusinessMetric, breakdown?: MetricBreakdown): void {
  metrics.addMetadata("service", service());
  metrics.addMetric(name, MetricUnit.Count, 1);
  if (!breakdown) return;
  const single = newMetrics({ singleMetric: true });
  single.addDimensions({
    agency: breakdown.agency,
    ...(breakdown.tourKind ? { tourKind: breakdown.tourKind } : {}),
  });
  single.addMetadata("service", service());
  // A single-metric instance writes its line as soon as the metric is added.
  single.addMetric(name, MetricUnit.Count, 1);
}

/** A booking's breakdown: its agency and tour kind (bookings made before they kept their agency have none). */
export function bookingBreakdown(booking: Pick<Booking, "agencyId" | "kind">): MetricBreakdown | undefined {
  return booking.agencyId ? { agency: booking.agencyId, tourKind: booking.kind } : undefined;
}
