import type { Analysis, User } from '@telisik/contract';

export function newUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'budi@example.com',
    firstName: 'Budi',
    lastName: 'Santoso',
    profileImageUrl: null,
    isPremium: false,
    ...overrides,
  };
}

/**
 * An analysis with SPEC §3's fields only, as the API serves one stored before the scoring engine:
 * the engine's parts are null or empty (see bbcaAnalysis for a full one).
 */
export function newAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    ticker: 'BBCA',
    companyName: 'PT Bank Central Asia Tbk',
    recommendation: 'BUY',
    totalScore: 38,
    fundamentalScore: 20,
    technicalScore: 11,
    sentimentScore: 7,
    currentPrice: '9400.00',
    targetPrice: '10550.00',
    upside: '12.34',
    createdAt: '2026-11-21T07:05:00.000Z',
    dataAsOf: '2026-11-20',
    analysisResult: {
      sector: 'Keuangan',
      convictionLevel: 'High',
      investmentThesis: 'Profitabilitas tertinggi di sektornya.',
      fullAnalysis: {
        valuation: {
          dcf: { bullCase: 11875, baseCase: 10550, bearCase: null },
          valuationSummary: 'Nilai wajar dasar Rp 10.550.',
          method: null,
          currency: null,
          costOfEquity: null,
          growth: null,
          target: null,
          note: null,
        },
        fundamentals: {
          profitability: { roe: 20.5, netMargin: 45.27, revenueGrowth3Y: null },
          summary: 'Profitabilitas kuat.',
          details: null,
        },
        technical: {
          trend: { longTerm: 'Naik', shortTerm: 'Sideways' },
          summary: 'Tren naik.',
          details: null,
        },
        sentiment: { foreignFlow: { trend: 'Akumulasi' }, summary: 'Asing masuk.', details: null },
      },
      pillars: null,
      convictionReasons: [],
      recommendationNote: null,
      dataCompleteness: null,
      dataNotes: [],
      metrics: [],
      priceHistory: [],
      priceDate: null,
      narrativeSource: null,
      engineVersion: null,
      statements: null,
      dividends: null,
      redFlags: null,
      sharia: null,
      positionSizing: null,
    },
    ...overrides,
  };
}
