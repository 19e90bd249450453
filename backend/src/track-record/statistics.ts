import type { TrackRecordGroup } from '@telisik/contract';
/**
 * The few statistics the track record needs, pure and small: rank correlation, a mean with a
 * t-statistic that allows for overlapping windows, medians and quintiles.
 */

/** Ranks 0..n−1, ties sharing their mean rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

/** Fewer stocks than this at a date give no rank correlation: too noisy to average. */
export const MIN_CROSS_SECTION = 20;

/** Spearman rank correlation; null below MIN_CROSS_SECTION pairs or when one side is constant. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length < MIN_CROSS_SECTION || x.length !== y.length) return null;
  const rx = ranks(x);
  const ry = ranks(y);
  const n = x.length;
  const mx = (n - 1) / 2;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    cov += (rx[i]! - mx) * (ry[i]! - mx);
    vx += (rx[i]! - mx) ** 2;
    vy += (ry[i]! - mx) ** 2;
  }
  return vx === 0 || vy === 0 ? null : cov / Math.sqrt(vx * vy);
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The q-quantile (0–1) of values sorted ascending, by linear interpolation; null when empty. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export interface SeriesSummary {
  mean: number | null;
  /** Newey–West t-statistic of the mean (see `neweyWestT`); null under 3 values. */
  t: number | null;
  /** Values above zero. */
  positive: number;
  n: number;
}

/**
 * t-statistic of the mean of a monthly series whose windows overlap by `lag` months (a 3-month
 * return measured every month shares two months with its neighbours): the Newey–West variance with
 * Bartlett weights. Without the correction a 12-month IC measured monthly would look ~3× surer
 * than it is.
 */
export function neweyWestT(values: readonly number[], lag: number): number | null {
  const n = values.length;
  if (n < 3) return null;
  const m = values.reduce((a, b) => a + b, 0) / n;
  const d = values.map((v) => v - m);
  const gamma = (k: number): number => {
    let s = 0;
    for (let i = k; i < n; i++) s += d[i]! * d[i - k]!;
    return s / n;
  };
  let variance = gamma(0);
  for (let k = 1; k <= Math.min(lag, n - 1); k++) variance += 2 * (1 - k / (lag + 1)) * gamma(k);
  if (variance <= 0) return null;
  return m / Math.sqrt(variance / n);
}

export function summarise(values: readonly number[], overlapMonths: number): SeriesSummary {
  return {
    mean: mean(values),
    t: neweyWestT(values, Math.max(0, overlapMonths - 1)),
    positive: values.filter((v) => v > 0).length,
    n: values.length,
  };
}

/**
 * Splits items into five groups by `key`, lowest first, by position after sorting (ties broken by
 * the given order, so callers sort by code first for a stable split). Quintile q holds positions
 * [q·n/5, (q+1)·n/5).
 */
export function quintiles<T>(items: readonly T[], key: (item: T) => number): T[][] {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const groups: T[][] = [[], [], [], [], []];
  sorted.forEach((item, i) => groups[Math.min(4, Math.floor((i * 5) / sorted.length))]!.push(item));
  return groups;
}

/** One group's excess returns pooled over stock-dates, and the mean over dates of its per-date means. */
export function excessGroup(
  name: string,
  members: ReadonlyArray<{ asOf: string; excess: number }>,
  h: number,
): TrackRecordGroup {
  const values = members.map((m) => m.excess);
  const perDate = new Map<string, number[]>();
  for (const m of members) perDate.set(m.asOf, [...(perDate.get(m.asOf) ?? []), m.excess]);
  const dateMeans = [...perDate.keys()].sort().map((d) => mean(perDate.get(d)!)!);
  return {
    group: name,
    mean: mean(values),
    median: median(values),
    hitRate: values.length === 0 ? null : values.filter((v) => v > 0).length / values.length,
    n: values.length,
    perDateMean: summarise(dateMeans, h),
  };
}
