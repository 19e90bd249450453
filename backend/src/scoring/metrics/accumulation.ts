/** Accumulation: on-balance volume and the accumulation/distribution line. */
import type { PriceBar } from '../scoring-input';
import type { MetricTable } from './metric';

/** OBV change over the window as a percent of the volume traded in it (−100..100). */
export function obvTrend(bars: readonly PriceBar[], days: number): number | null {
  const window = bars.slice(-(days + 1));
  if (window.length < days + 1) return null;
  let obv = 0;
  let volume = 0;
  for (let i = 1; i < window.length; i++) {
    const v = window[i].volume;
    if (v <= 0) continue;
    volume += v;
    if (window[i].close > window[i - 1].close) obv += v;
    else if (window[i].close < window[i - 1].close) obv -= v;
  }
  return volume > 0 ? (obv / volume) * 100 : null;
}

/** Chaikin money-flow style: Σ close-location value × volume / Σ volume, percent (−100..100). */
export function adTrend(bars: readonly PriceBar[], days: number): number | null {
  const window = bars.slice(-days);
  if (window.length < days) return null;
  let flow = 0;
  let volume = 0;
  for (const b of window) {
    if (b.volume <= 0) continue;
    volume += b.volume;
    const range = b.high - b.low;
    if (range > 0) flow += ((b.close - b.low - (b.high - b.close)) / range) * b.volume;
  }
  return volume > 0 ? (flow / volume) * 100 : null;
}

export const accumulationMetrics: MetricTable = {
  obv_trend_60d: {
    name: 'Tren OBV 60 hari (% volume)',
    family: 'accumulation',
    unit: '%',
    compute: ({ ctx }) => obvTrend(ctx.bars, 60),
  },
  ad_trend_60d: {
    name: 'Akumulasi/distribusi 60 hari (% volume)',
    family: 'accumulation',
    unit: '%',
    compute: ({ ctx }) => adTrend(ctx.bars, 60),
  },
};
