import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { newAnalysis } from '@/testing/fixtures';
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
