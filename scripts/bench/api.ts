import { randomUUID } from "node:crypto";
// HTTP load on four endpoints of the twin with autocannon, each next to a bare DynamoDB Local call
// made by the same SDK client the handlers use, so the handler's own overhead shows as a ratio.
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "@tembea/functions/data/client";
import { type IndexPartition, keys } from "@tembea/functions/data/keys";
import autocannon from "autocannon";
import { bookingBody, type SeededTours } from "./fixtures.js";
import { type Measurement, measurement } from "./report.js";

/** Same concurrency for the HTTP runs and the baselines. */
const connections = 10;
const seconds = 5;
const warmUpSeconds = 1;

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

export async function cannon(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections, ...options });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    // Transport errors, timeouts and every answer that is not 2xx.
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** `connections` callers in a loop for `seconds`, as autocannon does over HTTP. */
async function sdkLoad(call: () => Promise<unknown>, durationSeconds: number): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    requests: latencies.length,
    errors,
  };
}

interface Case {
  name: string;
  request: () => autocannon.Options;
  baseline: { name: string; call: () => Promise<unknown> };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function measureApi(
  origin: string,
  tours: SeededTours,
  holdDepartureDate: string,
): Promise<{ measurements: Measurement[]; details: Record<string, unknown> }> {
  const queryIndex =
    ({ index, value }: IndexPartition) =>
    () =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index.indexName,
          KeyConditionExpression: "#pk = :pk",
          ExpressionAttributeNames: { "#pk": index.partitionKey },
          ExpressionAttributeValues: { ":pk": value },
        }),
      );
  const queryTour = () =>
    db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": keys.tourPartition(tours.groupTourId).pk },
      }),
    );
  const getDeparture = () =>
    db().send(
      new GetCommand({ TableName: tableName(), Key: keys.departure(tours.groupTourId, holdDepartureDate) }),
    );

  const cases: Case[] = [
    {
      name: "GET /api/destinations",
      request: () => ({ url: `${origin}/api/destinations` }),
      baseline: { name: "Query gsi1 DESTINATIONS", call: queryIndex(keys.destinationList()) },
    },
    {
      name: "GET /api/group-tours",
      request: () => ({ url: `${origin}/api/group-tours` }),
      baseline: { name: "Query gsi1 GROUP_TOURS", call: queryIndex(keys.tourListPartition("group")) },
    },
    {
      name: "GET /api/group-tours/{id}",
      request: () => ({ url: `${origin}/api/group-tours/${tours.groupTourId}` }),
      baseline: { name: "Query tour partition", call: queryTour },
    },
    {
      // Every request holds one place on a departure the bench made with more places than 5 s of
      // holds can take, so each answer must be a 200 and any 409 counts as an error. The holds are
      // a traveller's of their own: on the Lambdas' traveller they made listMyBookings' cold start
      // read its page of 200 bookings, so it depended on whether and how fast this section ran.
      name: "POST /api/bookings/group-tour (hold)",
      request: () => ({
        url: `${origin}/api/bookings/group-tour`,
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: bookingBody(tours.groupTourId, holdDepartureDate, "bench-holds@tembea.local"),
      }),
      baseline: { name: "GetItem departure", call: getDeparture },
    },
  ];

  const measurements: Measurement[] = [];
  const details: Record<string, unknown> = { connections, seconds };
  for (const c of cases) {
    // Warm the handler, the SDK connection pool and DynamoDB Local before measuring.
    await cannon({ ...c.request(), duration: warmUpSeconds });
    await sdkLoad(c.baseline.call, warmUpSeconds);
    const http = await cannon({ ...c.request(), duration: seconds });
    const base = await sdkLoad(c.baseline.call, seconds);
    details[c.name] = { http, baseline: { operation: c.baseline.name, ...base } };
    measurements.push(
      measurement("api", c.name, "p50", http.p50, "ms"),
      measurement("api", c.name, "p99", http.p99, "ms"),
      measurement("api", c.name, "requests/s", round(http.rps), ""),
      measurement(
        "api",
        c.name,
        "errors",
        http.errors,
        "",
        { op: "=", value: 0 },
        `${http.requests} requests`,
      ),
      measurement("api", c.name, `baseline p50 (${c.baseline.name})`, round(base.p50, 2), "ms"),
      measurement("api", c.name, "baseline requests/s", round(base.rps), ""),
      measurement("api", c.name, "p50 / baseline p50", round(http.p50 / base.p50, 1), "x"),
    );
  }
  return { measurements, details };
}
