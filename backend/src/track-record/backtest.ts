/**
 * The walk-forward backtest behind the track record: every liquid stock scored as of each month end
 * with only what was known then (the app's one point-in-time cut, on the worker pool), then its
 * next 1, 3 and 12 months against IHSG. Collecting is here; the figures are in `track-record.ts`.
 */
import { toDay } from '../common/dates';
import { upperBound, type MarketHistory, closeOnOrBefore } from '../market-data';
import type { ScoringPool } from '../market-scores';
import type { MetricValues, Recommendation, ScoringResult } from '../scoring';

export const HORIZONS = [1, 3, 12] as const;
export type Horizon = (typeof HORIZONS)[number];

/** Investable: median daily traded value of at least Rp1 bn over the last 60 trading days. */
export const MIN_TRADED_VALUE = 1e9;
/** A year of trading before the date: younger listings have no 1-year technical picture. */
export const MIN_BARS = 250;

/** One stock at one month end: what the engine said, and what followed. */
export interface Observation {
  code: string;
  asOf: string;
  total: number;
  fundamental: number;
  technical: number;
  sentiment: number;
  /** Points per `pillar/part`. */
  parts: Record<string, number>;
  /** What an analysis showed (after the target guards). */
  recommendation: Recommendation;
  /** The score's own band. */
  fromScore: Recommendation;
  conviction: string;
  /** The stock's "Risiko gorengan" level at the date (issue 21). */
  gorengan: string;
  /** Percent to the target; null when no target was set. */
  upside: number | null;
  /** Total + 10 × ln(1 + upside): what the recommendation bands read. */
  callScore: number;
  /** A daily close reached the target (at or beyond it, in its direction) within 12 months; null without a target or a full window. */
  targetReached12m: boolean | null;
  /** The red flags' ids the stock carried (empty when none). */
  flags?: string[];
  /** Excess return over IHSG per horizon; null when the window runs past the data. */
  excess: Record<Horizon, number | null>;
  /** Every metric's raw value, kept only for research runs (`keepMetrics`). */
  metrics?: MetricValues;
}

export interface DateObservations {
  asOf: string;
  observations: Observation[];
  /** Liquid stocks left out: no close in the last month of the 3-month window (suspended or delisted). */
  dropped: number;
}

/** Last calendar day of the month `months` after the month of `iso`. */
export function monthEndAfter(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** Every month end from `from` (YYYY-MM) to `to` (YYYY-MM), inclusive. */
export function monthEnds(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = monthEndAfter(`${from}-01`, 0); d.slice(0, 7) <= to; d = monthEndAfter(d, 1)) out.push(d);
  return out;
}

/** IHSG's close on or before `date`, or null. */
export function compositeOnOrBefore(history: MarketHistory, date: string): number | null {
  const { day, value } = history.composite;
  const last = upperBound(day, toDay(date)) - 1;
  return last >= 0 ? value[last]! : null;
}

/**
 * Cash dividends per share with an ex-date in (from, to], on the prices' adjustment basis. A
 * dividend at least as large as the price paid is a unit error in the bundle (JRPT 2019-06-18 lists
 * Rp330 bn a share), not a payment: left out, as the scoring core leaves it out of the yield.
 */
export function dividendsBetween(
  history: MarketHistory,
  code: string,
  from: string,
  to: string,
  price: number,
): number {
  let sum = 0;
  for (const action of history.corporateActions.get(code) ?? [])
    if (action.action === 'dividend' && action.exDate > from && action.exDate <= to && action.value < price)
      sum += action.value;
  return sum;
}

export interface CollectOptions {
  dates: readonly string[];
  minTradedValue?: number;
  keepMetrics?: boolean;
  /** Called as each date is done (progress). */
  onDate?: (date: DateObservations) => void;
}

/**
 * Scores the history at each date and keeps the liquid stocks with their forward excess returns.
 * The history must be a whole-market one spanning the dates and their 12-month windows.
 */
export async function collectObservations(
  history: MarketHistory,
  pool: ScoringPool,
  options: CollectOptions,
): Promise<DateObservations[]> {
  const minValue = options.minTradedValue ?? MIN_TRADED_VALUE;
  const { day, rows } = history.prices;
  const lastDay = history.composite.day.at(-1);
  const lastDate = lastDay === undefined ? '' : new Date(lastDay * 86_400_000).toISOString().slice(0, 10);
  const out: DateObservations[] = [];
  for await (const { asOf, scored } of pool.score(history, options.dates)) {
    const i0 = compositeOnOrBefore(history, asOf);
    const observations: Observation[] = [];
    let dropped = 0;
    for (const { code, result } of scored) {
      const p0 = closeOnOrBefore(history, code, asOf);
      const range = rows.get(code);
      // Traded in the month of the date, with a year of bars.
      if (!p0 || !range || p0.date.slice(0, 7) !== asOf.slice(0, 7)) continue;
      if (upperBound(day, toDay(asOf), range.start, range.end) - range.start < MIN_BARS) continue;
      const value = result.metrics.median_traded_value_60d;
      if (value === null || value < minValue) continue;
      const excess = {} as Record<Horizon, number | null>;
      let missing = false;
      for (const h of HORIZONS) {
        const end = monthEndAfter(asOf, h);
        const i1 = compositeOnOrBefore(history, end);
        if (end.slice(0, 7) > lastDate.slice(0, 7) || i0 === null || i1 === null) {
          excess[h] = null;
          continue;
        }
        const p1 = closeOnOrBefore(history, code, end);
        if (!p1 || p1.date.slice(0, 7) !== end.slice(0, 7)) {
          excess[h] = null;
          if (h === 3) missing = true;
          continue;
        }
        const dividends = dividendsBetween(history, code, p0.date, p1.date, p0.close);
        excess[h] = (p1.close + dividends) / p0.close - 1 - (i1 / i0 - 1);
      }
      // Suspended or delisted within 3 months: its return is unknown (the bundle has no delisting
      // prices), so it is left out and counted.
      if (missing) {
        dropped++;
        continue;
      }
      const reached =
        result.targetPrice === null || excess[12] === null
          ? null
          : targetReached(history, code, asOf, monthEndAfter(asOf, 12), p0.close, result.targetPrice);
      observations.push(observe(code, asOf, result, excess, reached, options.keepMetrics === true));
    }
    const date = { asOf, observations, dropped };
    options.onDate?.(date);
    out.push(date);
  }
  return out;
}

/** Whether a daily close in (from, to] touched the target, upwards for a target above the price, else downwards. */
export function targetReached(
  history: MarketHistory,
  code: string,
  from: string,
  to: string,
  price: number,
  target: number,
): boolean {
  const { day, values, rows } = history.prices;
  const range = rows.get(code);
  if (!range) return false;
  const start = upperBound(day, toDay(from), range.start, range.end);
  const end = upperBound(day, toDay(to), range.start, range.end);
  for (let i = start; i < end; i++) {
    const close = values.close[i]!;
    if (target >= price ? close >= target : close <= target) return true;
  }
  return false;
}

function observe(
  code: string,
  asOf: string,
  result: ScoringResult,
  excess: Record<Horizon, number | null>,
  targetReached12m: boolean | null,
  keepMetrics: boolean,
): Observation {
  const parts: Record<string, number> = {};
  for (const pillar of ['fundamental', 'technical', 'sentiment'] as const)
    for (const part of result.pillars[pillar].parts) parts[`${pillar}/${part.part}`] = part.points;
  return {
    code,
    asOf,
    total: result.totalScore,
    fundamental: result.fundamentalScore,
    technical: result.technicalScore,
    sentiment: result.sentimentScore,
    parts,
    recommendation: result.recommendation,
    fromScore: result.recommendationFromScore,
    conviction: result.conviction,
    upside: result.upside,
    callScore: result.callScore,
    targetReached12m,
    flags: result.redFlags.flags.map((f) => f.id),
    gorengan: result.redFlags.gorenganRisk,
    excess,
    ...(keepMetrics ? { metrics: result.metrics } : {}),
  };
}
