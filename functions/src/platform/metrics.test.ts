import type { Context, ScheduledEvent } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordMetrics } from "../../test/metric-lines.js";
import { jobHandler } from "./job-handler.js";
import { metricsNamespace } from "./metric-names.js";
import { countMetric } from "./metrics.js";

const context = {
  functionName: "releaseExpiredHolds",
  awsRequestId: "metrics-run",
  getRemainingTimeInMillis: () => 60_000,
} as unknown as Context;
const run = (job: () => Promise<unknown>) => jobHandler(job)({} as ScheduledEvent, context);

describe("business metrics", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one stage-wide line per invocation, and each breakdown as its own line at once", async () => {
    const recorded = recordMetrics();
    await run(async () => {
      countMetric("HoldExpired", { agency: "mara-horizon-safaris", tourKind: "group" });
      // Written before the job ends: a breakdown names this fact's agency, not the run's.
      expect(recorded.counted("HoldExpired")).toHaveLength(1);
      countMetric("HoldExpired", { agency: "kilima-routes", tourKind: "special" });
      countMetric("CheckoutFailed");
    });
    const lines = recorded.counted("HoldExpired");
    expect(lines.map((m) => [m.value, m.dimensions])).toEqual([
      [1, { stage: "local", agency: "mara-horizon-safaris", tourKind: "group" }],
      [1, { stage: "local", agency: "kilima-routes", tourKind: "special" }],
      [2, { stage: "local" }],
    ]);
    expect(recorded.total("CheckoutFailed")).toBe(1);
    for (const metric of recorded.all()) {
      expect(metric.namespace).toBe(metricsNamespace);
      // The function is no dimension (one metric whichever function counts it), but is in the line.
      expect(metric.dimensions).not.toHaveProperty("service");
      expect(metric.line).toHaveProperty("service");
    }
  });

  it("still writes what was counted when the handler throws afterwards: the fact stays true", async () => {
    const recorded = recordMetrics();
    await expect(
      run(async () => {
        countMetric("BookingConfirmed");
        throw new Error("the mail after it failed");
      }),
    ).rejects.toThrow("the mail after it failed");
    expect(recorded.total("BookingConfirmed")).toBe(1);
  });

  it("writes nothing, not even a warning, for an invocation that counted nothing", async () => {
    const recorded = recordMetrics();
    const warn = vi.spyOn(console, "warn");
    const written = vi.spyOn(process.stderr, "write");
    await run(async () => ({ released: 0 }));
    expect(recorded.all()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
  });
});
