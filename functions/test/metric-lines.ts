import { onTestFinished, vi } from "vitest";
import { publishMetrics } from "../src/platform/metrics.js";

/** One metric of a CloudWatch EMF line as CloudWatch would read it. */
export interface CountedMetric {
  namespace: string;
  name: string;
  /** The sum of the line's values for it (EMF may carry several values as an array). */
  value: number;
  /** Dimension name → value, for the line's (one) dimension set. */
  dimensions: Record<string, string>;
  line: Record<string, unknown>;
}

interface EmfLine {
  _aws: {
    CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }>;
  };
  [key: string]: unknown;
}

/** The metrics of one stdout line, or none when it is not an EMF line. */
export function metricsOfLine(text: string): CountedMetric[] {
  if (!text.startsWith('{"_aws"')) return [];
  const line = JSON.parse(text) as EmfLine;
  return line._aws.CloudWatchMetrics.flatMap((directive) =>
    directive.Metrics.flatMap((metric) =>
      directive.Dimensions.map((set) => {
        const raw = line[metric.Name] as number | number[];
        return {
          namespace: directive.Namespace,
          name: metric.Name,
          value: Array.isArray(raw) ? raw.reduce((sum, v) => sum + v, 0) : raw,
          dimensions: Object.fromEntries(set.map((d) => [d, String(line[d])])),
          line,
        };
      }),
    ),
  );
}

/**
 * Catches the EMF lines the handlers write to stdout until the test ends (other output passes
 * through) and starts from nothing stored. `counted(name)` lists what was written for a metric.
 */
export function recordMetrics() {
  // What an earlier test counted outside a handler (a job's function called directly) is not ours.
  const stdout = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  publishMetrics();
  process.stdout.write = stdout;
  const seen: CountedMetric[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, "write").mockImplementation(((
    chunk: string | Uint8Array,
    ...rest: never[]
  ) => {
    const lines = String(chunk).split("\n").filter(Boolean);
    const found = lines.flatMap(metricsOfLine);
    if (found.length === 0) return write(chunk, ...rest);
    seen.push(...found);
    return true;
  }) as typeof process.stdout.write);
  onTestFinished(() => spy.mockRestore());
  return {
    all: () => seen,
    counted: (name: string) => seen.filter((m) => m.name === name),
    /** The stage-wide total of a metric: its lines with the stage alone as dimension. */
    total: (name: string) =>
      seen
        .filter((m) => m.name === name && Object.keys(m.dimensions).join() === "stage")
        .reduce((sum, m) => sum + m.value, 0),
  };
}
