import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { newAnalysis } from '@/testing/fixtures';
import { COMPARISON_ROWS, bestIndexes } from './comparison-rows';
import { noTargetReasonText, targetOf, upsideOf } from './target';

describe('targetOf', () => {
  it('reads a set target with its upside and, when far from the price, why', () => {
    expect(targetOf(bbriEngine4)).toEqual({
      set: true,
      price: 5600,
      upside: 51.76,
      gapReason: 'Harga turun 30% dalam setahun sementara nilai buku dan laba tetap tumbuh.',
    });
    expect(targetOf(newAnalysis())).toEqual({ set: true, price: 10550, upside: 12.34, gapReason: null });
  });

  it('reads a null target as none, with the engine’s reason as its own sentence', () => {
    expect(targetOf(bukaNoTarget)).toEqual({
      set: false,
      reason: 'Ketidakpastian sangat tinggi karena perusahaan masih rugi.',
    });
    expect(upsideOf(bukaNoTarget)).toBeNull();
  });

  it('reads an older analysis that stored the price as its target (basis "unavailable") as none', () => {
    const valuation = bbcaAnalysis.analysisResult.fullAnalysis.valuation;
    const older = {
      ...bbcaAnalysis,
      targetPrice: '8075.00',
      upside: '0.00',
      analysisResult: {
        ...bbcaAnalysis.analysisResult,
        fullAnalysis: {
          ...bbcaAnalysis.analysisResult.fullAnalysis,
          valuation: { ...valuation, target: { ...valuation.target!, price: 8075, basis: 'unavailable' as const } },
        },
      },
    };
    expect(targetOf(older)).toEqual({ set: false, reason: null });
  });

  it('keeps a reason that does not open with "Target tidak ditetapkan" as it is', () => {
    expect(noTargetReasonText('Target tidak ditetapkan: laporan terlalu lama.')).toBe('Laporan terlalu lama.');
    expect(noTargetReasonText('Laporan keuangan belum ada.')).toBe('Laporan keuangan belum ada.');
  });
});

describe('comparison rows with a stock that has no target', () => {
  const row = (key: string) => COMPARISON_ROWS.find((r) => r.key === key)!;

  it('never makes a missing upside the best, whatever the others are', () => {
    const negative = { ...bbriEngine4, upside: '-12.00', targetPrice: '3250.00' };
    // Both stocks with a target have a negative upside: the one without a target still does not win.
    expect(bestIndexes(row('upside'), [bukaNoTarget, negative, { ...negative, upside: '-20.00' }])).toEqual([1]);
    // Only one stock has a target: nothing to compare, nothing marked.
    expect(bestIndexes(row('upside'), [bukaNoTarget, bbriEngine4])).toEqual([]);
    expect(row('targetPrice').value(bukaNoTarget)).toBeNull();
  });
});
