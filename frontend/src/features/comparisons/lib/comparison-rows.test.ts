import type { Analysis } from '@telisik/contract';
import { describe, expect, it } from 'vitest';
import { bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { COMPARISON_ROWS, bestIndexes, rebasedSeries } from './comparison-rows';

function analysis(ticker: string, overrides: { total: number; pe: number | null; history: Array<[string, number]> }): Analysis {
  return {
    ticker,
    totalScore: overrides.total,
    analysisResult: {
      metrics: overrides.pe === null ? [] : [{ id: 'pe', label: 'P/E', value: overrides.pe, unit: 'x', period: '', sourceTables: [] }],
      priceHistory: overrides.history.map(([date, close]) => ({ date, close, volume: null })),
    },
  } as unknown as Analysis;
}

const row = (key: string) => COMPARISON_ROWS.find((r) => r.key === key)!;

describe('comparison rows', () => {
  it('marks the highest score and the lowest positive P/E, ignoring losses and missing values', () => {
    const list = [
      analysis('BBCA', { total: 30, pe: 17.5, history: [] }),
      analysis('TLKM', { total: 34, pe: -4, history: [] }),
      analysis('ASII', { total: 28, pe: 6.2, history: [] }),
      analysis('GOTO', { total: 34, pe: null, history: [] }),
    ];
    expect(bestIndexes(row('totalScore'), list)).toEqual([1, 3]);
    expect(bestIndexes(row('pe'), list)).toEqual([2]);
  });

  it('marks nothing when every value is equal or only one is known', () => {
    const list = [analysis('BBCA', { total: 30, pe: 10, history: [] }), analysis('TLKM', { total: 30, pe: null, history: [] })];
    expect(bestIndexes(row('totalScore'), list)).toEqual([]);
    expect(bestIndexes(row('pe'), list)).toEqual([]);
  });

  it('rebases every series to 100 on the latest first date they share', () => {
    const series = rebasedSeries([
      analysis('BBCA', { total: 1, pe: null, history: [['2025-01-02', 50], ['2025-01-03', 100], ['2025-01-06', 110]] }),
      analysis('TLKM', { total: 1, pe: null, history: [['2025-01-03', 2000], ['2025-01-06', 1800]] }),
    ]);
    expect(series[0]!.points).toEqual([{ date: '2025-01-03', value: 100 }, { date: '2025-01-06', value: 110.00000000000001 }]);
    expect(series[1]!.points.map((p) => p.value)).toEqual([100, 90]);
  });
});

describe('comparison rows with a stock that has no target', () => {
  it('never makes a missing upside the best, whatever the others are', () => {
    const negative = { ...bbriEngine4, upside: '-12.00', targetPrice: '3250.00' };
    // Both stocks with a target have a negative upside: the one without a target still does not win.
    expect(bestIndexes(row('upside'), [bukaNoTarget, negative, { ...negative, upside: '-20.00' }])).toEqual([1]);
    // Only one stock has a target: nothing to compare, nothing marked.
    expect(bestIndexes(row('upside'), [bukaNoTarget, bbriEngine4])).toEqual([]);
    expect(row('targetPrice').value(bukaNoTarget)).toBeNull();
  });
});
