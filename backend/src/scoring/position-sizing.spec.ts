import { averageTrueRange, positionSizingInputs } from './position-sizing';
import type { PriceBar } from './scoring-input';

function bar(day: number, close: number, high = close, low = close, volume = 1_000_000): PriceBar {
  const date = new Date(Date.UTC(2025, 10, 1 + day)).toISOString().slice(0, 10);
  return { date, open: close, high, low, close, volume };
}

describe('position sizing inputs', () => {
  it('ATR14 is the mean true range of the last 14 days, gaps from the previous close included', () => {
    // 15 bars: each day ranges 100 below to 100 above 9,000, and the last day gaps down 300.
    const bars = Array.from({ length: 15 }, (_, i) => bar(i, 9000, 9100, 8900));
    bars[14] = bar(14, 8600, 8700, 8500);
    // 13 days of range 200, then max(200, |8700-9000|, |8500-9000|) = 500.
    expect(averageTrueRange(bars)).toBeCloseTo((13 * 200 + 500) / 14, 6);
  });

  it('no ATR with fewer than 15 bars, and no inputs at all without a price', () => {
    const bars = Array.from({ length: 14 }, (_, i) => bar(i, 1000, 1010, 990));
    expect(averageTrueRange(bars)).toBeNull();
    expect(positionSizingInputs(bars, null)?.atr14).toBeNull();
    expect(positionSizingInputs([], null)).toBeNull();
  });

  it('the median volume leaves out days without a known volume; the ARB is the tier and board limit on the last date', () => {
    const bars = Array.from({ length: 70 }, (_, i) =>
      bar(i, 9000, 9100, 8900, i % 2 === 0 ? 0 : 2_000_000 + i),
    );
    bars[69] = bar(69, 9000, 9100, 8900, 50_000_000);
    const inputs = positionSizingInputs(bars, null)!;
    expect(inputs.price).toBe(9000);
    expect(inputs.priceDate).toBe(bars[69]!.date);
    expect(inputs.volumeDays).toBe(30);
    // One 50m-share day among 30 does not move a median of about 2m.
    expect(inputs.averageDailyVolume).toBeGreaterThan(2_000_000);
    expect(inputs.averageDailyVolume).toBeLessThan(2_000_100);
    // After 8 April 2025 every tier of the main boards falls at most 15% a day.
    expect(inputs.arbPercent).toBe(15);
    expect(inputs.lotShares).toBe(100);
    expect(inputs.tickBands[0]).toEqual({ from: 5000, tick: 25 });
    expect(positionSizingInputs(bars, 'Pemantauan Khusus')!.arbPercent).toBe(10);
  });

  it('a stock with no known volume has no average volume, never zero', () => {
    const bars = Array.from({ length: 20 }, (_, i) => bar(i, 150, 152, 148, 0));
    const inputs = positionSizingInputs(bars, null)!;
    expect(inputs.averageDailyVolume).toBeNull();
    expect(inputs.volumeDays).toBe(0);
  });
});
