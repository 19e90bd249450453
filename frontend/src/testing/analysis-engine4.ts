import type { Analysis, FairValue } from '@telisik/contract';
import { bbcaAnalysis } from './analysis-bbca';

/**
 * Engine 4's shapes on top of the real BBCA answer: the fair-value range with its uncertainty and
 * methods, a label that disagrees with its target (with its sentence), and a stock with no target.
 */
function withFairValue(
  fairValue: FairValue,
  fields: Pick<Analysis, 'targetPrice' | 'upside' | 'recommendation'> & Partial<Analysis>,
  recommendationNote: string | null,
): Analysis {
  const result = bbcaAnalysis.analysisResult;
  const valuation = result.fullAnalysis.valuation;
  return {
    ...bbcaAnalysis,
    ...fields,
    analysisResult: {
      ...result,
      recommendationNote,
      engineVersion: 'telisik-scoring/4',
      fullAnalysis: {
        ...result.fullAnalysis,
        valuation: {
          ...valuation,
          target:
            fields.targetPrice === null
              ? null
              : {
                  price: Number(fields.targetPrice),
                  basis: 'fair_value',
                  // Engine 4 still records the old blend's inputs; they no longer form the target.
                  intrinsic: 7625,
                  relative: { method: 'own_pb', multiple: 4.88, value: 10943.76 },
                  explanation: 'Target = nilai wajar skenario dasar, dibulatkan ke fraksi harga BEI.',
                  cautions: [],
                },
          fairValue,
        },
      },
    },
  };
}

/** BBCA as engine 4 reads it: a bank valued on P/B against ROE and its earnings, Low uncertainty, HOLD. */
export const bbcaFairValue: FairValue = {
  bear: 7550,
  base: 8875,
  bull: 10200,
  uncertainty: 'Low',
  uncertaintyReasons: [
    'Laba stabil: ROE di atas 18% selama 5 tahun terakhir.',
    'Dua metode berdekatan (selisih 9%).',
  ],
  estimates: [
    {
      method: 'book',
      value: 9120,
      weight: 0.6,
      explanation: 'P/B wajar 4,1x dari ROE 20,6% terhadap biaya ekuitas 9,2% × nilai buku Rp 2.224 per saham.',
    },
    {
      method: 'earnings',
      value: 8380,
      weight: 0.4,
      explanation: 'P/E 18,5x (median 5 tahun saham ini 24,0x, sektor 9,8x) × laba per saham Rp 453.',
    },
  ],
  modelValue: 8815,
  modelWeight: 0.9,
  targetSet: true,
  noTargetReason: null,
  gapReason: null,
};

export const bbcaEngine4: Analysis = withFairValue(
  bbcaFairValue,
  { recommendation: 'HOLD', targetPrice: '8875.00', upside: '9.91' },
  null,
);

/** BBRI: HOLD while its target is +52%, with the engine's one sentence on why, and why so far from the price. */
export const bbriEngine4: Analysis = withFairValue(
  {
    bear: 4100,
    base: 5600,
    bull: 7100,
    uncertainty: 'High',
    uncertaintyReasons: ['Kredit bermasalah naik dua kuartal berturut-turut.'],
    estimates: [
      {
        method: 'book',
        value: 5900,
        weight: 0.7,
        explanation: 'P/B wajar 2,4x dari ROE 19,1% terhadap biaya ekuitas 10,2% × nilai buku Rp 2.460.',
      },
      { method: 'earnings', value: 4980, weight: 0.3, explanation: 'P/E 11x × laba per saham Rp 453.' },
    ],
    modelValue: 5600,
    modelWeight: 0.75,
    targetSet: true,
    noTargetReason: null,
    gapReason: 'Harga turun 30% dalam setahun sementara nilai buku dan laba tetap tumbuh.',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    ticker: 'BBRI',
    companyName: 'PT Bank Rakyat Indonesia (Persero) Tbk.',
    recommendation: 'HOLD',
    currentPrice: '3690.00',
    targetPrice: '5600.00',
    upside: '51.76',
  },
  'HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.',
);

/** BUKA: the methods are too far apart to set a target; the range is shown, the target is not. */
export const bukaNoTarget: Analysis = withFairValue(
  {
    bear: 80,
    base: 160,
    bull: 240,
    uncertainty: 'Very High',
    uncertaintyReasons: [
      'Perusahaan masih rugi: laba tidak dapat dipakai sebagai dasar nilai.',
      'Nilai buku dan kas bersih berjauhan dari harga pasar.',
    ],
    estimates: [
      { method: 'book', value: 175, weight: 1, explanation: 'P/B median 5 tahun 0,9x × nilai buku Rp 195.' },
      { method: 'net_cash', value: 104, weight: 0, explanation: 'Kas bersih Rp 104 per saham (65% dari aset).' },
    ],
    modelValue: 175,
    modelWeight: 0.4,
    targetSet: false,
    noTargetReason: 'Target tidak ditetapkan: ketidakpastian sangat tinggi karena perusahaan masih rugi.',
    gapReason: null,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    ticker: 'BUKA',
    companyName: 'PT Bukalapak.com Tbk.',
    recommendation: 'HOLD',
    currentPrice: '158.00',
    targetPrice: null,
    upside: null,
  },
  null,
);
