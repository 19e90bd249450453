/** Price-series indicators over plain arrays (oldest first). Null when the series is too short. */
import { mean, stdev } from './math';

/** Simple moving average of the last `period` values ending `offset` bars before the end. */
export function sma(values: readonly number[], period: number, offset = 0): number | null {
  const end = values.length - offset;
  if (period <= 0 || end < period) return null;
  let sum = 0;
  for (let i = end - period; i < end; i++) sum += values[i];
  return sum / period;
}

/** Exponential moving average series seeded with the SMA of the first `period` values. */
export function emaSeries(values: readonly number[], period: number): number[] {
  if (values.length < period) return [];
  const k = 2 / (period + 1);
  const out: number[] = [];
  let ema = 0;
  for (let i = 0; i < period; i++) ema += values[i];
  ema /= period;
  out.push(ema);
  for (let i = period; i < values.length; i++) {
    ema = values[i] * k + ema * (1 - k);
    out.push(ema);
  }
  return out;
}

/** Wilder's RSI over the whole series (the usual definition; older bars fade out). */
export function rsi(values: readonly number[], period = 14): number | null {
  if (values.length < period + 1) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = values[i] - values[i - 1];
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < values.length; i++) {
    const d = values[i] - values[i - 1];
    gain = (gain * (period - 1) + Math.max(d, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-d, 0)) / period;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

export interface Macd {
  macd: number;
  signal: number;
  histogram: number;
}

/** MACD(12, 26, 9) at the last bar. */
export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd | null {
  if (values.length < slow + signalPeriod) return null;
  const fastEma = emaSeries(values, fast);
  const slowEma = emaSeries(values, slow);
  // Align: slowEma[j] is at bar slow-1+j, fastEma at fast-1+i.
  const line: number[] = [];
  for (let j = 0; j < slowEma.length; j++) line.push(fastEma[j + slow - fast] - slowEma[j]);
  const signal = emaSeries(line, signalPeriod);
  if (signal.length === 0) return null;
  const m = line[line.length - 1];
  const s = signal[signal.length - 1];
  return { macd: m, signal: s, histogram: m - s };
}

export function logReturns(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < values.length; i++) {
    if (values[i - 1] > 0 && values[i] > 0) out.push(Math.log(values[i] / values[i - 1]));
  }
  return out;
}

/** Annualised volatility (percent) of daily log returns. */
export function annualisedVolatility(values: readonly number[], minReturns: number): number | null {
  const r = logReturns(values);
  if (r.length < minReturns) return null;
  const s = stdev(r);
  return s === null ? null : s * Math.sqrt(252) * 100;
}

/** Largest peak-to-trough fall (percent, ≤ 0). */
export function maxDrawdown(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  let peak = values[0];
  let worst = 0;
  for (const v of values) {
    if (v > peak) peak = v;
    const dd = v / peak - 1;
    if (dd < worst) worst = dd;
  }
  return worst * 100;
}

/** OLS slope of y on x (beta), null if fewer than `minPairs` pairs or x has no variance. */
export function regressionSlope(x: readonly number[], y: readonly number[], minPairs: number): number | null {
  if (x.length !== y.length || x.length < minPairs) return null;
  const mx = mean(x);
  const my = mean(y);
  if (mx === null || my === null) return null;
  let cov = 0;
  let varX = 0;
  for (let i = 0; i < x.length; i++) {
    cov += (x[i] - mx) * (y[i] - my);
    varX += (x[i] - mx) ** 2;
  }
  // Float noise around a constant x (an index rising at a fixed rate) is not variance.
  return varX / x.length < 1e-14 ? null : cov / varX;
}
