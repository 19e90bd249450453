/** Small numeric helpers shared by metrics. Every function returns null rather than NaN or Infinity. */

export function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function ratio(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (!finite(numerator) || !finite(denominator) || denominator === 0) return null;
  const value = numerator / denominator;
  return Number.isFinite(value) ? value : null;
}

/** numerator / denominator × 100, only for a positive denominator (a ratio to a negative base is meaningless). */
export function percentOfPositive(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (!finite(denominator) || denominator <= 0) return null;
  const value = ratio(numerator, denominator);
  return value === null ? null : value * 100;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function stdev(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Compound annual growth in percent. A fall from a profit to a loss is −100% (the base is gone); a start at
 * zero or below has no growth rate (null): a turnaround is real but not a rate.
 */
export function cagr(
  start: number | null | undefined,
  end: number | null | undefined,
  years: number,
): number | null {
  if (!finite(start) || !finite(end) || start <= 0 || years <= 0) return null;
  if (end <= 0) return -100;
  return ((end / start) ** (1 / years) - 1) * 100;
}

/** value / base − 1 in percent, for a positive base. */
export function change(base: number | null | undefined, value: number | null | undefined): number | null {
  if (!finite(base) || !finite(value) || base <= 0) return null;
  return (value / base - 1) * 100;
}
