import { afterEach, describe, expect, it, vi } from "vitest";
import { metricSummaries, summarizeMetricLines } from "./metric-lines.js";

const emf = (metrics: Record<string, number | number[]>, dimensions: Record<string, string>) =>
  JSON.stringify({
    _aws: {
      Timestamp: 0,
      CloudWatchMetrics: [
        {
          Namespace: "Tembea",
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.keys(metrics).map((Name) => ({ Name, Unit: "Count" })),
        },
      ],
    },
    service: "receivePaymentEvent",
    ...dimensions,
    ...metrics,
  });

describe("the twin's metric lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sum each metric of an EMF line and name its dimensions, one line per metric", () => {
    expect(metricSummaries(emf({ HoldExpired: [1, 1, 1], CheckoutFailed: 1 }, { stage: "local" }))).toEqual([
      '[metrics] HoldExpired 3 {"stage":"local"}',
      '[metrics] CheckoutFailed 1 {"stage":"local"}',
    ]);
    expect(
      metricSummaries(
        emf({ BookingConfirmed: 1 }, { stage: "local", agency: "kilima-routes", tourKind: "group" }),
      ),
    ).toEqual(['[metrics] BookingConfirmed 1 {"stage":"local","agency":"kilima-routes","tourKind":"group"}']);
  });

  it("leave every other line alone", () => {
    expect(metricSummaries('{"level":"INFO","message":"payment completed"}')).toEqual([]);
    expect(metricSummaries('{"_aws": broken')).toEqual([]);
  });

  it("follow each EMF line written to stdout, which still gets the line itself", () => {
    const passed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      passed.push(String(chunk));
      return true;
    });
    const printed: string[] = [];
    const stop = summarizeMetricLines((line) => printed.push(line));
    const line = `${emf({ BookingHeld: 1 }, { stage: "local" })}\n`;
    process.stdout.write(line);
    process.stdout.write("not a metric\n");
    stop();
    process.stdout.write(line);
    expect(printed).toEqual(['[metrics] BookingHeld 1 {"stage":"local"}']);
    expect(passed).toEqual([line, "not a metric\n", line]);
  });
});
