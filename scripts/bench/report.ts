// The results: every number with its unit, its target and whether it meets it; printed as a table and
// written to bench/results.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

export type Comparison = "<=" | "<" | ">=" | "=";

export interface Target {
  op: Comparison;
  value: number;
}

export interface Measurement {
  /** web, lighthouse, api, lambdas, race */
  section: string;
  /** What was measured: a page, an endpoint, a function. */
  subject: string;
  metric: string;
  value: number | null;
  unit: string;
  target?: Target;
  /** Absent when there is no target. */
  pass?: boolean;
  note?: string;
}

export function meets(value: number | null, target: Target): boolean {
  if (value === null || Number.isNaN(value)) return false;
  switch (target.op) {
    case "<=":
      return value <= target.value;
    case "<":
      return value < target.value;
    case ">=":
      return value >= target.value;
    case "=":
      return value === target.value;
  }
}

export function measurement(
  section: string,
  subject: string,
  metric: string,
  value: number | null,
  unit: string,
  target?: Target,
  note?: string,
): Measurement {
  return {
    section,
    subject,
    metric,
    value,
    unit,
    ...(target ? { target, pass: meets(value, target) } : {}),
    ...(note ? { note } : {}),
  };
}

function formatValue(m: Measurement): string {
  if (m.value === null) return "n/a";
  const digits = Number.isInteger(m.value) ? 0 : Math.abs(m.value) < 1 ? 3 : 1;
  return `${m.value.toFixed(digits)}${m.unit ? ` ${m.unit}` : ""}`;
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
}

export function renderTable(measurements: readonly Measurement[]): string {
  const header = ["section", "subject", "metric", "value", "target", "ok"];
  const rows = measurements.map((m) => [
    m.section,
    m.subject,
    m.metric,
    formatValue(m),
    m.target ? `${m.target.op} ${m.target.value}${m.unit ? ` ${m.unit}` : ""}` : "",
    m.pass === undefined ? "" : m.pass ? "pass" : "FAIL",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  return [
    pad(header, widths),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map((r) => pad(r, widths)),
  ]
    .map((line) => line.trimEnd())
    .join("\n");
}

export function writeResults(
  path: string,
  measurements: readonly Measurement[],
  details: Record<string, unknown>,
  startedAt: Date,
  loadAtStart: number[],
): void {
  mkdirSync(new URL(".", `file://${path}`).pathname, { recursive: true });
  const withTarget = measurements.filter((m) => m.pass !== undefined);
  const results = {
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    // Timings (cold starts above all) are only comparable between runs on an otherwise idle machine.
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      node: process.version,
      loadAverage1mAtStart: loadAtStart[0],
      loadAverage1mAtEnd: loadavg()[0],
    },
    summary: {
      measured: measurements.length,
      withTarget: withTarget.length,
      passed: withTarget.filter((m) => m.pass).length,
      failed: withTarget.filter((m) => !m.pass).length,
    },
    measurements,
    details,
  };
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
