// Latency summaries for the benchmarks that time single requests (bench/suggest): percentiles
// of a list of durations in milliseconds.

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);

/** One line: label, count, p50, p95, p99, max. */
export function latencyLine(label: string, summary: LatencySummary): string {
  return `${label.padEnd(46)}${String(summary.count).padStart(6)}  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)}`;
}
