import type { MiddlewareObj } from "@middy/core";
import type { Booking } from "@tembea/shared";
import type { Context } from "aws-lambda";
import { type BusinessMetric, metricsNamespace, stageVariable } from "./metric-names.js";

/**
 * A breakdown beside the stage-wide count: which agency, and for a booking which kind of tour
 * (a tailored trip's first payment books it, so it counts as a confirmed booking too).
 */
export type MetricBreakdown = { agency: string; tourKind?: Booking["kind"] | "tailored" };

const stage = () => process.env[stageVariable] || "local";
const service = () => process.env.POWERTOOLS_SERVICE_NAME || "tembea";
const namespace = () => process.env.POWERTOOLS_METRICS_NAMESPACE || metricsNamespace;

/**
 * Writes one CloudWatch Embedded Metric Format line to stdout, which Lambda sends to the function's
 * log group and CloudWatch turns into metrics: no API call, nothing in the request's time. Every
 * metric is a count. The function is in the line as `service`, not as a dimension (decision 0026).
 *
 * Our own ~40 lines rather than Powertools Metrics: that library is 10.7 KiB of every bundle, which
 * took the two booking functions (the phone rules' metadata makes them the largest) past the
 * bench's 250 KiB; the format is the small, documented part of it.
 */
function writeEmf(counts: Record<string, number>, dimensions: Record<string, string>): void {
  const names = Object.keys(counts);
  if (names.length === 0) return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: namespace(),
          Dimensions: [Object.keys(dimensions)],
          Metrics: names.map((Name) => ({ Name, Unit: "Count" })),
        },
      ],
    },
    service: service(),
    ...dimensions,
    ...counts,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** The stage-wide counts of this invocation, written once at its end (`flushMetrics`). */
let pending: Record<string, number> = {};

/**
 * Counts one business fact. The stage-wide count goes out with the invocation's other counts
 * (`flushMetrics`, also when the handler throws later: the fact stays true). A breakdown is written
 * at once as its own line: its agency is this fact's, and a job counts for many agencies.
 */
export function countMetric(name: BusinessMetric, breakdown?: MetricBreakdown): void {
  pending[name] = (pending[name] ?? 0) + 1;
  if (!breakdown) return;
  writeEmf(
    { [name]: 1 },
    {
      stage: stage(),
      agency: breakdown.agency,
      ...(breakdown.tourKind ? { tourKind: breakdown.tourKind } : {}),
    },
  );
}

/** Writes this invocation's stage-wide counts, if any, and starts from none. */
export function publishMetrics(): void {
  const counts = pending;
  pending = {};
  writeEmf(counts, { stage: stage() });
}

/**
 * In the handler's middy chain: what the use case counted is written after it, whether it answered
 * or threw. An invocation that counted nothing (most of them) writes nothing.
 */
export function flushMetrics<Event, Result, Err extends Error, Ctx extends Context>(): MiddlewareObj<
  Event,
  Result,
  Err,
  Ctx
> {
  const flush = async () => publishMetrics();
  return { after: flush, onError: flush };
}

/** A booking's breakdown: its agency and tour kind (bookings made before they kept their agency have none). */
export function bookingBreakdown(booking: Pick<Booking, "agencyId" | "kind">): MetricBreakdown | undefined {
  return booking.agencyId ? { agency: booking.agencyId, tourKind: booking.kind } : undefined;
}
