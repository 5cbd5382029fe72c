// One cold start in a fresh Node process: import the bundle, serve one event, print the timings.
// Plain JavaScript so that nothing but Node itself loads before the measured import.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [bundle, eventFile] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventFile, "utf8"));
const context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: "bench",
  functionVersion: "$LATEST",
  invokedFunctionArn: "arn:aws:lambda:eu-central-2:000000000000:function:bench",
  memoryLimitInMB: "512",
  awsRequestId: "00000000-0000-4000-8000-000000000000",
  logGroupName: "/aws/lambda/bench",
  logStreamName: "bench",
  getRemainingTimeInMillis: () => 10_000,
};
// CPU time besides wall time: on a busy machine the wall time mostly measures waiting for a core;
// the CPU time is the work the cold start itself does, which moves far less with the load.
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const imported = performance.now();
const result = await handler(event, context, { signal: AbortSignal.timeout(10_000) });
const served = performance.now();
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(
  `\nBENCH_RESULT ${JSON.stringify({ importMs: imported - started, invokeMs: served - imported, status: result?.statusCode ?? null, cacheControl: result?.headers?.["cache-control"], cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
);
process.exit(0);
