/** Trend: price against its 50- and 200-day averages, their slopes, distance from the 52-week high. */
import { addDays } from '../../common/dates';
import { sma } from '../indicators';
import { since } from '../series';
import type { MetricBook, MetricTable } from './metric';

/** Bars over which a moving average's slope is measured. */
export const SLOPE_BARS = 20;

function priceVs(book: MetricBook, period: number): number | null {
  const avg = sma(book.ctx.closes, period);
  return avg === null ? null : (book.ctx.lastClose / avg - 1) * 100;
}

export function smaSlope(closes: readonly number[], period: number): number | null {
  const now = sma(closes, period);
  const before = sma(closes, period, SLOPE_BARS);
  return now === null || before === null ? null : (now / before - 1) * 100;
}

export function sma50VsSma200({ ctx }: MetricBook): number | null {
  const fast = sma(ctx.closes, 50);
  const slow = sma(ctx.closes, 200);
  return fast === null || slow === null ? null : (fast / slow - 1) * 100;
}

/** Last close against the highest high of the past 365 days (percent, ≤ 0). */
export function distanceFrom52wHigh({ ctx }: MetricBook): number | null {
  const year = since(ctx.bars, addDays(ctx.lastDate, -365));
  if (year.length < 120) return null;
  let high = 0;
  for (const b of year) high = Math.max(high, b.high, b.close);
  return high > 0 ? (ctx.lastClose / high - 1) * 100 : null;
}

export const trendMetrics: MetricTable = {
  price_vs_sma50: { name: 'Harga vs SMA50', family: 'trend', unit: '%', compute: (b) => priceVs(b, 50) },
  price_vs_sma200: { name: 'Harga vs SMA200', family: 'trend', unit: '%', compute: (b) => priceVs(b, 200) },
  sma50_vs_sma200: { name: 'SMA50 vs SMA200', family: 'trend', unit: '%', compute: sma50VsSma200 },
  sma50_slope: {
    name: 'Kemiringan SMA50 (20 hari)',
    family: 'trend',
    unit: '%',
    compute: ({ ctx }) => smaSlope(ctx.closes, 50),
  },
  sma200_slope: {
    name: 'Kemiringan SMA200 (20 hari)',
    family: 'trend',
    unit: '%',
    compute: ({ ctx }) => smaSlope(ctx.closes, 200),
  },
  distance_from_52w_high: {
    name: 'Jarak dari harga tertinggi 52 minggu',
    family: 'trend',
    unit: '%',
    compute: distanceFrom52wHigh,
  },
};
