import { createSocket } from "node:dgram";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { DynamoDBClient as Client } from "@aws-sdk/client-dynamodb";
import middy from "@middy/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { httpCall } from "./http-call.js";
import { requireRuntimeSdk } from "./runtime-sdk.js";

const { DynamoDBClient, ListTablesCommand } = requireRuntimeSdk(
  "@aws-sdk/client-dynamodb",
) as typeof import("@aws-sdk/client-dynamodb");

const traceRoot = "1-674f0000-0123456789abcdef01234567";

/** What the X-Ray daemon would receive: one JSON document per datagram, after a header line. */
type Document = {
  name: string;
  trace_id: string;
  error?: boolean;
  fault?: boolean;
  cause?: unknown;
  annotations?: Record<string, unknown>;
  aws?: { operation?: string };
  http?: { request?: { url?: string }; response?: { status?: number } };
};
const received: Document[] = [];
const daemon = createSocket("udp4", (message) => {
  const [, body] = message.toString("utf8").split("\n");
  if (body) received.push(JSON.parse(body) as Document);
});

/** Stands in for Stripe's API: records the headers it was called with. */
const calls: IncomingHttpHeaders[] = [];
const stripe = createServer((request, response) => {
  calls.push(request.headers);
  response.writeHead(200, { "content-type": "application/json" }).end("{}");
});

const tables = (client: Client) => client.send(new ListTablesCommand({}));
const xrayMiddleware = (client: Client) =>
  client.middlewareStack.identify().some((name) => name.startsWith("XRaySDKInstrumentation"));

/** Imports tracing.ts afresh (a new Tracer reads the environment when it is made). */
async function freshTracing() {
  vi.resetModules();
  const tracing = await import("./tracing.js");
  const { runtimeClient } = await import("./runtime-sdk.js");
  return { ...tracing, runtimeClient };
}

const lambdaVariables = [
  "AWS_EXECUTION_ENV",
  "LAMBDA_TASK_ROOT",
  "_HANDLER",
  "_X_AMZN_TRACE_ID",
  "AWS_XRAY_DAEMON_ADDRESS",
  "POWERTOOLS_SERVICE_NAME",
  "POWERTOOLS_TRACE_ENABLED",
];
const before = Object.fromEntries(lambdaVariables.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  await new Promise<void>((resolve) => daemon.bind(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
  // What Lambda sets (AWS_XRAY_DAEMON_ADDRESS is read when the X-Ray SDK loads, so before any import).
  Object.assign(process.env, {
    AWS_EXECUTION_ENV: "AWS_Lambda_nodejs24.x",
    LAMBDA_TASK_ROOT: "/var/task",
    _HANDLER: "index.handler",
    _X_AMZN_TRACE_ID: `Root=${traceRoot};Parent=0123456789abcdef;Sampled=1`,
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
    POWERTOOLS_SERVICE_NAME: "sendQueuedMail",
  });
});

afterAll(() => {
  for (const [name, value] of Object.entries(before))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  daemon.close();
  stripe.close();
});

describe("Powertools Tracer (platform/tracing.ts)", () => {
  // First, as a fresh process would: the twin's handlers run in-process with this setting.
  it("sends nothing and wraps no client where POWERTOOLS_TRACE_ENABLED is false, as in the twin", async () => {
    process.env.POWERTOOLS_TRACE_ENABLED = "false";
    const { tracer, traceInvocation, runtimeClient } = await freshTracing();
    expect(tracer.isTracingEnabled()).toBe(false);
    const client = runtimeClient(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
    expect(xrayMiddleware(client)).toBe(false);
    await middy()
      .use(traceInvocation())
      .handler(() => tables(client))({}, {} as never);
    await new Promise((r) => setTimeout(r, 200)); // datagrams on loopback arrive at once
    expect(received).toEqual([]);
  });

  it("in Lambda, records the handler, each AWS call and each fetch as subsegments of the invocation's trace", async () => {
    delete process.env.POWERTOOLS_TRACE_ENABLED;
    const { tracer, traceInvocation, runtimeClient } = await freshTracing();
    expect(tracer.isTracingEnabled()).toBe(true);
    const client = runtimeClient(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
    expect(xrayMiddleware(client)).toBe(true);
    const stripeUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}/v1/checkout/sessions`;
    const handler = middy()
      .use(traceInvocation())
      .handler(async () => {
        await tables(client);
        const viaHttps = await httpCall(`${stripeUrl}/via-node-http`, {
          method: "POST",
          headers: {},
          body: "",
          signal: AbortSignal.timeout(2_000),
        });
        return [(await fetch(stripeUrl, { method: "POST" })).status, viaHttps.status];
      });
    expect(await handler({}, {} as never)).toEqual([200, 200]);

    // fetch carries the trace on, as a call to Stripe would.
    expect(calls[0]?.["x-amzn-trace-id"]).toMatch(
      new RegExp(`^Root=${traceRoot};Parent=[0-9a-f]{16};Sampled=1$`),
    );
    await vi.waitFor(() => expect(received.map((d) => d.name)).toContain("## index.handler"));
    expect(received.every((d) => d.trace_id === traceRoot)).toBe(true);
    // ColdStart is the process's (the first test's tracer took the cold start); Service the function's.
    expect(received.find((d) => d.name === "## index.handler")?.annotations).toEqual({
      ColdStart: false,
      Service: "sendQueuedMail",
    });
    expect(received.find((d) => d.name === "DynamoDB")?.aws?.operation).toBe("ListTables");
    // Named by the host, as a call to Stripe would be "api.stripe.com" (Powertools leaves the port out).
    expect(
      received.find((d) => d.name === "127.0.0.1" && d.http?.request?.url?.endsWith("/sessions"))?.http,
    ).toMatchObject({
      request: { url: "http://127.0.0.1/v1/checkout/sessions", method: "POST" },
      response: { status: 200 },
    });
    // So is a call through node:http(s), as the Stripe client makes them (http-call.ts).
    await vi.waitFor(() =>
      expect(received.find((d) => d.http?.request?.url?.endsWith("/via-node-http"))?.http).toMatchObject({
        request: { method: "POST" },
        response: { status: 200 },
      }),
    );
  });
  it("flags a refused request's subsegment as a client error, without its stack; records a 500's error as a fault", async () => {
    const { traceInvocation } = await freshTracing();
    // As errorResponse (platform/middleware/error-response.ts) answers errors, inside the tracer.
    const answer = (statusCode: number) =>
      middy<unknown, { statusCode: number }>()
        .use(traceInvocation())
        .use({
          onError: (request) => {
            request.response = { statusCode };
          },
        })
        .handler(() => {
          throw new Error(`answered ${statusCode}`);
        });
    const handlerDocuments = () => received.filter((d) => d.name === "## index.handler");
    const before = handlerDocuments().length;

    expect(await answer(404)({}, {} as never)).toEqual({ statusCode: 404 });
    await vi.waitFor(() => expect(handlerDocuments()).toHaveLength(before + 1));
    expect(handlerDocuments()[before]).toMatchObject({ error: true });
    expect(handlerDocuments()[before]?.fault).toBeUndefined();
    expect(handlerDocuments()[before]?.cause).toBeUndefined();

    expect(await answer(500)({}, {} as never)).toEqual({ statusCode: 500 });
    await vi.waitFor(() => expect(handlerDocuments()).toHaveLength(before + 2));
    expect(handlerDocuments()[before + 1]).toMatchObject({
      fault: true,
      cause: { exceptions: [expect.objectContaining({ message: "answered 500" })] },
    });
  });
});
