import type { FairValue, ValuationSection } from '@telisik/contract';
import type { AnalysisRecord } from '../analyses';
import { sharePreview } from './share-page-meta';

const URL = 'https://telisik.example/s/abc';

/** The fields a link preview reads, shaped as the contract's analysis (engine 4 unless told). */
function analysis(fields: {
  targetPrice: string | null;
  recommendation?: AnalysisRecord['recommendation'];
  note?: string | null;
  valuation?: Partial<ValuationSection>;
}): AnalysisRecord {
  return {
    ticker: 'BBRI',
    companyName: 'PT Bank Rakyat Indonesia (Persero) Tbk.',
    totalScore: 30,
    recommendation: fields.recommendation ?? 'HOLD',
    currentPrice: '3690.00',
    targetPrice: fields.targetPrice,
    upside: fields.targetPrice === null ? null : '51.76',
    dataAsOf: '2025-12-30',
    analysisResult: {
      recommendationNote: fields.note ?? null,
      fullAnalysis: { valuation: { target: null, fairValue: null, ...fields.valuation } },
    },
  } as unknown as AnalysisRecord;
}

const noTargetFairValue: FairValue = {
  bear: 80,
  base: 160,
  bull: 240,
  uncertainty: 'Very High',
  uncertaintyReasons: ['Perusahaan masih rugi.'],
  estimates: [],
  modelValue: 175,
  modelWeight: 0.4,
  targetSet: false,
  noTargetReason: 'Target tidak ditetapkan: ketidakpastian sangat tinggi.',
  gapReason: null,
};

describe('sharePreview', () => {
  it('names the target and, where the label and the target disagree, the engine’s sentence why', () => {
    const note = 'HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.';
    expect(sharePreview(analysis({ targetPrice: '5600.00', note }), URL).description).toBe(
      `Skor 30/50, rekomendasi HOLD, target Rp 5.600. ${note} Data per 30 Desember 2025. Informasi, bukan saran investasi.`,
    );
  });

  it('says "target tidak ditetapkan" when the engine set none, never the price or Rp 0', () => {
    const preview = sharePreview(analysis({ targetPrice: null, valuation: { fairValue: noTargetFairValue } }), URL);
    expect(preview.description).toBe(
      'Skor 30/50, rekomendasi HOLD, target tidak ditetapkan. Data per 30 Desember 2025. Informasi, bukan saran investasi.',
    );
    expect(preview.description).not.toMatch(/Rp/);
  });

  it('reads an older analysis that stored the price with basis "unavailable" as no target', () => {
    const older = analysis({
      targetPrice: '3690.00',
      valuation: {
        target: {
          price: 3690,
          basis: 'unavailable',
          intrinsic: null,
          relative: { method: 'own_pb', multiple: null, value: null },
          explanation: 'Target tidak tersedia.',
          cautions: [],
        },
      },
    });
    expect(sharePreview(older, URL).description).toContain('target tidak ditetapkan');
    expect(sharePreview(older, URL).description).not.toContain('Rp 3.690');
  });
});
