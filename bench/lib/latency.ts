/** Latency samples (milliseconds) and their percentiles. */

/** The p-th percentile (0 < p <= 100) by the nearest-rank method: a value that was measured. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

export function summarise(samples: readonly number[]): LatencySummary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    mean: samples.reduce((sum, v) => sum + v, 0) / Math.max(1, samples.length),
    min: Math.min(...samples),
    max: Math.max(...samples),
  };
}

/** "12.3" (one decimal below 100 ms, none above). */
export function fmtMs(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 100 ? value.toFixed(1) : Math.round(value).toString();
}
