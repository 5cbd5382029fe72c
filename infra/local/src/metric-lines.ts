import { Buffer } from "node:buffer";

interface EmfLine {
  _aws?: { CloudWatchMetrics?: Array<{ Dimensions?: string[][]; Metrics?: Array<{ Name: string }> }> };
  [key: string]: unknown;
}

/**
 * What CloudWatch would make of one line the handlers wrote (Embedded Metric Format), one readable
 * line per metric and dimension set: `[metrics] BookingConfirmed 1 {"stage":"local","agency":"…"}`.
 * Nothing for any other line.
 */
export function metricSummaries(text: string): string[] {
  if (!text.startsWith('{"_aws"')) return [];
  let line: EmfLine;
  try {
    line = JSON.parse(text) as EmfLine;
  } catch {
    return [];
  }
  return (line._aws?.CloudWatchMetrics ?? []).flatMap((directive) =>
    (directive.Metrics ?? []).flatMap(({ Name }) => {
      const raw = line[Name];
      const value = Array.isArray(raw) ? raw.reduce((sum: number, v) => sum + Number(v), 0) : Number(raw);
      return (directive.Dimensions ?? [[]]).map((set) => {
        const dimensions = Object.fromEntries(set.map((name) => [name, line[name]]));
        return `[metrics] ${Name} ${value} ${JSON.stringify(dimensions)}`;
      });
    }),
  );
}

/**
 * The handlers run in the twin's process, so the EMF lines they write (functions/src/platform/metrics.ts) reach its stdout
 * as they would reach CloudWatch Logs. After each, its summary is printed (`print`, stdout by
 * default), so a metric can be seen and tested locally. Answers how to stop.
 */
export function summarizeMetricLines(print?: (line: string) => void): () => void {
  const original = process.stdout.write;
  const write = original.bind(process.stdout) as (chunk: string) => boolean;
  const out = print ?? ((line: string) => void write(`${line}\n`));
  process.stdout.write = function writeAndSummarize(this: unknown, chunk: unknown, ...rest: unknown[]) {
    const written = (original as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
    const text =
      typeof chunk === "string" ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString() : "";
    for (const line of text.split("\n")) for (const summary of metricSummaries(line)) out(summary);
    return written;
  } as typeof process.stdout.write;
  return () => {
    process.stdout.write = original;
  };
}
