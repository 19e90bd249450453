/** Risk and trading liquidity: 1-year volatility, drawdown and beta; median daily value; days traded. */
import { addDays } from '../../common/dates';
import { annualisedVolatility, maxDrawdown, regressionSlope } from '../indicators';
import { median } from '../math';
import { since } from '../series';
import type { MetricBook, MetricTable } from './metric';

export const LIQUIDITY_DAYS = 60;

function lastYearBars(book: MetricBook) {
  return book.memo('lastYearBars', () => since(book.ctx.bars, addDays(book.ctx.lastDate, -365)));
}

export function volatility1y(book: MetricBook): number | null {
  return annualisedVolatility(
    lastYearBars(book).map((b) => b.close),
    100,
  );
}

export function maxDrawdown1y(book: MetricBook): number | null {
  const bars = lastYearBars(book);
  return bars.length < 60 ? null : maxDrawdown(bars.map((b) => b.close));
}

/** Slope of daily stock log returns on IHSG log returns, on days both closed, over the last year. */
export function beta1y(book: MetricBook): number | null {
  const bars = lastYearBars(book);
  const index = book.ctx.compositeByDate;
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 1; i < bars.length; i++) {
    const i0 = index.get(bars[i - 1].date);
    const i1 = index.get(bars[i].date);
    if (i0 === undefined || i1 === undefined) continue;
    x.push(Math.log(i1 / i0));
    y.push(Math.log(bars[i].close / bars[i - 1].close));
  }
  return regressionSlope(x, y, 100);
}

/**
 * Median IDR traded per day over the last 60 IDX trading days: the official value from the foreign-flow
 * file (days without trades count as zero), else close × volume of the price bars with a known volume.
 */
export function medianTradedValue(book: MetricBook): number | null {
  const { flows, bars } = book.ctx;
  if (flows.length > 0) return median(flows.slice(-LIQUIDITY_DAYS).map((f) => f.value));
  const known = bars.slice(-LIQUIDITY_DAYS).filter((b) => b.volume > 0);
  return known.length >= 20 ? median(known.map((b) => b.close * b.volume)) : null;
}

export function tradedDaysShare({ ctx }: MetricBook): number | null {
  const window = ctx.flows.slice(-LIQUIDITY_DAYS);
  if (window.length === 0) return null;
  return (window.filter((f) => f.volume > 0).length / window.length) * 100;
}

export const riskMetrics: MetricTable = {
  volatility_1y: {
    name: 'Volatilitas 1 tahun (disetahunkan)',
    family: 'risk',
    unit: '%',
    compute: volatility1y,
  },
  max_drawdown_1y: { name: 'Penurunan maksimum 1 tahun', family: 'risk', unit: '%', compute: maxDrawdown1y },
  beta_1y: { name: 'Beta terhadap IHSG (1 tahun)', family: 'risk', unit: 'index', compute: beta1y },
  median_traded_value_60d: {
    name: 'Median nilai transaksi harian (60 hari)',
    family: 'risk',
    unit: 'IDR',
    compute: medianTradedValue,
  },
  traded_days_share_60d: {
    name: 'Hari dengan transaksi (60 hari)',
    family: 'risk',
    unit: '%',
    compute: tradedDaysShare,
  },
};
