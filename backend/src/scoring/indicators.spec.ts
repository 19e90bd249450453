import {
  annualisedVolatility,
  emaSeries,
  logReturns,
  macd,
  maxDrawdown,
  regressionSlope,
  rsi,
  sma,
} from './indicators';
import { cagr, change, median, percentOfPositive, ratio } from './math';

describe('indicators', () => {
  const rising = Array.from({ length: 60 }, (_, i) => 100 + i);

  it('sma averages the last n values, optionally offset', () => {
    expect(sma([1, 2, 3, 4, 5], 2)).toBe(4.5);
    expect(sma([1, 2, 3, 4, 5], 2, 1)).toBe(3.5);
    expect(sma([1, 2], 3)).toBeNull();
  });

  it('ema starts from the SMA and weights recent values by 2/(n+1)', () => {
    const e = emaSeries([2, 4, 6, 8], 2);
    expect(e[0]).toBe(3);
    expect(e[1]).toBeCloseTo(6 * (2 / 3) + 3 * (1 / 3));
    expect(e).toHaveLength(3);
  });

  it('rsi is 100 for a series that only rises, 50 for a flat one, near 0 for one that only falls', () => {
    expect(rsi(rising)).toBe(100);
    expect(rsi(Array.from({ length: 30 }, () => 10))).toBe(50);
    expect(rsi([...rising].reverse())).toBeCloseTo(0);
    expect(rsi([1, 2, 3])).toBeNull();
  });

  it("rsi of alternating +2/−1 moves follows Wilder's smoothing to its steady state", () => {
    const series = [100];
    for (let i = 1; i < 200; i++) series.push(series[i - 1] + (i % 2 === 1 ? 2 : -1));
    // Steady state after a +2 day: avg gain = (2/14)/(1 − (13/14)²), avg loss = (13/14)·(1/14)/(1 − (13/14)²).
    const k = 1 - (13 / 14) ** 2;
    const gain = 2 / 14 / k;
    const loss = ((13 / 14) * (1 / 14)) / k;
    expect(rsi(series)).toBeCloseTo(100 - 100 / (1 + gain / loss), 3);
  });

  it('macd is positive on a rising series and negative on a falling one', () => {
    const up = macd(rising);
    const down = macd([...rising].reverse());
    expect(up?.macd).toBeGreaterThan(0);
    expect(down?.macd).toBeLessThan(0);
    expect(macd(rising.slice(0, 30))).toBeNull();
  });

  it('volatility of a constant daily return is zero; of ±1% moves about 15.9% a year', () => {
    const steady = Array.from({ length: 200 }, (_, i) => 100 * 1.001 ** i);
    expect(annualisedVolatility(steady, 100)).toBeCloseTo(0, 6);
    const zigzag = Array.from({ length: 201 }, (_, i) => (i % 2 === 0 ? 100 : 101));
    const r = logReturns(zigzag);
    const sd = Math.sqrt(
      r.reduce((s, v) => s + (v - r.reduce((a, b) => a + b, 0) / r.length) ** 2, 0) / (r.length - 1),
    );
    expect(annualisedVolatility(zigzag, 100)).toBeCloseTo(sd * Math.sqrt(252) * 100, 8);
    expect(annualisedVolatility(zigzag.slice(0, 50), 100)).toBeNull();
  });

  it('max drawdown is the worst peak-to-trough fall', () => {
    expect(maxDrawdown([100, 120, 90, 130, 117])).toBeCloseTo(-25);
    expect(maxDrawdown([1, 2, 3])).toBe(0);
  });

  it('regression slope recovers a known beta', () => {
    const x = Array.from({ length: 120 }, (_, i) => Math.sin(i));
    const y = x.map((v) => 1.5 * v + 0.001);
    expect(regressionSlope(x, y, 100)).toBeCloseTo(1.5, 10);
    expect(regressionSlope(x.slice(0, 10), y.slice(0, 10), 100)).toBeNull();
  });
});

describe('math helpers', () => {
  it('cagr: −100% when a profit turns into a loss, null from a non-positive start', () => {
    expect(cagr(100, 133.1, 3)).toBeCloseTo(10);
    expect(cagr(100, -5, 3)).toBe(-100);
    expect(cagr(-100, 50, 3)).toBeNull();
    expect(cagr(null, 50, 3)).toBeNull();
  });

  it('ratios never return NaN or Infinity', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(percentOfPositive(5, -10)).toBeNull();
    expect(percentOfPositive(5, 20)).toBe(25);
    expect(change(0, 5)).toBeNull();
    expect(change(4, 5)).toBe(25);
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
