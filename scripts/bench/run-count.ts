/**
 * How many runs a bench section makes of each thing it times, from its variable (`BENCH_COLD_STARTS`,
 * `BENCH_LIGHTHOUSE_RUNS`, `BENCH_TRACER_RUNS`) or its default. An odd count, so each median is one
 * run's number, never the mean of two middle ones.
 */
export function oddRunCount(variable: string, asked: string | undefined, fallback: number): number {
  if (asked === undefined || asked === "") return fallback;
  const runs = Number(asked);
  if (!Number.isInteger(runs) || runs < 1 || runs % 2 === 0)
    throw new Error(`${variable} must be an odd whole number (1, 3, 5, …), not "${asked}"`);
  return runs;
}
