import { barsFrom, defaultCloses, makeBankInput, makeScoringInput } from '../scoring/fixtures';
import { writeOffline } from '../../src/narrative/offline-writer';
import { score } from '../../src/scoring';
import { toAnalysisResult } from '../../src/analyses/analysis-pipeline';
import { normalizeStoredAnalysisResult, normalizeStoredRecommendation } from '../../src/analyses/stored-analysis';

const rule = {
  id: 'sma200-trend',
  pillar: 'technical',
  part: 'trend',
  label: 'Tren jangka panjang',
  points: 0,
  maxPoints: 2,
  reason: 'Harga di bawah SMA200 yang turun',
  metricIds: ['price_vs_sma200'],
  coverage: 1,
};
const pillar = (rules: unknown[]) => ({
  score: 5,
  maxScore: 15,
  dataCompleteness: 100,
  parts: [{ part: 'trend', label: 'Tren', points: 1, maxPoints: 6 }],
  rules,
});

describe('normalizeStoredAnalysisResult', () => {
  it('reads anything that is not an object as an analysis with every part empty', () => {
    for (const stored of [null, undefined, 'text', 42, []]) {
      const result = normalizeStoredAnalysisResult(stored);
      expect(result).toMatchObject({
        sector: null,
        convictionLevel: null,
        investmentThesis: null,
        pillars: null,
      });
      expect(result.fullAnalysis.valuation.dcf).toEqual({ bullCase: null, baseCase: null, bearCase: null });
      expect(result.fullAnalysis.sentiment).toEqual({
        foreignFlow: { trend: null },
        summary: null,
        details: null,
      });
      expect([result.convictionReasons, result.dataNotes, result.priceHistory, result.metrics]).toEqual([[], [], [], []]);
    }
  });

  it('takes numbers written as strings, trims text and treats blank text as missing', () => {
    const result = normalizeStoredAnalysisResult({
      sector: ' Keuangan ',
      investmentThesis: '\n',
      fullAnalysis: {
        valuation: { dcf: { bullCase: '11875', baseCase: ' ', bearCase: 'n/a' } },
        fundamentals: { profitability: { roe: '20.5', netMargin: 45.27, revenueGrowth3Y: Infinity } },
      },
      convictionReasons: ['Pilar sepakat.', '', 7, '  Data lengkap. '],
    });
    expect(result.sector).toBe('Keuangan');
    expect(result.investmentThesis).toBeNull();
    expect(result.fullAnalysis.valuation.dcf).toEqual({ bullCase: 11875, baseCase: null, bearCase: null });
    expect(result.fullAnalysis.fundamentals.profitability).toEqual({
      roe: 20.5,
      netMargin: 45.27,
      revenueGrowth3Y: null,
    });
    expect(result.convictionReasons).toEqual(['Pilar sepakat.', 'Data lengkap.']);
  });

  it('drops broken rules, parts and closes but keeps the rest of the pillar', () => {
    const result = normalizeStoredAnalysisResult({
      pillars: {
        fundamental: pillar([]),
        technical: pillar([
          null,
          rule,
          { ...rule, id: 'no-label', label: ' ' },
          { id: 'c', part: 'trend' },
          { ...rule, part: 'mystery' },
        ]),
        sentiment: pillar([]),
      },
      priceHistory: [
        { date: '2025-12-29', close: 8100 },
        { date: 'x', close: 1 },
        { date: '2025-12-30', close: 0 },
        { date: '2025-12-30', close: '8075', volume: 41_250_300 },
      ],
    });
    expect(result.pillars?.technical.rules).toEqual([rule]);
    expect(result.pillars?.technical.parts).toEqual([
      { part: 'trend', label: 'Tren', points: 1, maxPoints: 6 },
    ]);
    // A close stored before volume was kept still draws, without a volume.
    expect(result.priceHistory).toEqual([
      { date: '2025-12-29', close: 8100, volume: null },
      { date: '2025-12-30', close: 8075, volume: 41_250_300 },
    ]);
  });

  it('leaves out an engine part that is incomplete rather than serve half of it', () => {
    const result = normalizeStoredAnalysisResult({
      pillars: { technical: pillar([rule]) },
      dataCompleteness: { fundamental: 100, technical: 90 },
      fullAnalysis: {
        valuation: { method: 'dcf', costOfEquity: { value: 13.1 }, target: { price: 7450, basis: 'guess' } },
      },
    });
    expect(result.pillars).toBeNull();
    expect(result.dataCompleteness).toBeNull();
    expect(result.fullAnalysis.valuation).toMatchObject({ method: 'dcf', costOfEquity: null, target: null });
  });

  it('reads an engine-1 analysis in engine 2\'s shape: CAPM cost of equity, "last_close" as no target, no metrics', () => {
    const costOfEquity = {
      value: 13.1,
      bondYield: 6.19,
      bondYieldSource: 'macro',
      equityRiskPremium: 7,
      rawBeta: 0.98,
      adjustedBeta: 0.98,
      illiquidityPremium: 0,
      medianTradedValue: 2.7e11,
    };
    const result = normalizeStoredAnalysisResult({
      fullAnalysis: {
        valuation: {
          method: 'dcf',
          costOfEquity,
          target: {
            price: 515,
            basis: 'last_close',
            intrinsic: null,
            relative: { method: 'own_pe', multiple: null, value: null },
            explanation: 'Tidak ada dasar valuasi yang tersedia: target sama dengan harga terakhir.',
          },
        },
        fundamentals: {
          details: {
            roe: 15.1,
            roa: 8,
            netMargin: 15.7,
            grossMargin: null,
            operatingMargin: null,
            revenueGrowth3Y: 1.6,
            netIncomeGrowth3Y: -1.5,
            period: 'TTM s.d. Q1 2025',
            currency: 'IDR',
            ocfToNetIncome: 2.1,
          },
        },
      },
    });
    expect(result.fullAnalysis.valuation.costOfEquity).toEqual({ ...costOfEquity, method: 'capm' });
    expect(result.fullAnalysis.valuation.target).toMatchObject({ basis: 'unavailable', price: 515, cautions: [] });
    expect(result.fullAnalysis.fundamentals.details).toMatchObject({ latestStatement: null, stale: false });
    expect(result.metrics).toEqual([]);
  });

  it('keeps the supporting metrics that read and drops the rest', () => {
    const roe = {
      id: 'roe',
      label: 'ROE (TTM)',
      value: 20.6,
      unit: '%',
      period: 'TTM s.d. Q2 2025; neraca Q3 2025',
      sourceTables: ['financial_statements'],
    };
    const result = normalizeStoredAnalysisResult({
      metrics: [roe, { ...roe, id: 'x', unit: 'furlongs' }, { ...roe, value: 'n/a' }, null],
    });
    expect(result.metrics).toEqual([roe]);
  });

  it('reads the position sizing facts, null before they were kept and when they cannot size anything', () => {
    const sizing = {
      price: '8075',
      priceDate: '2025-12-30',
      atr14: 200,
      averageDailyVolume: null,
      volumeDays: 0,
      arbPercent: 15,
      tickBands: [
        { from: 5000, tick: 25 },
        { from: 0, tick: 1 },
      ],
      lotShares: 100,
    };
    expect(normalizeStoredAnalysisResult({ positionSizing: sizing }).positionSizing).toEqual({
      ...sizing,
      price: 8075,
    });
    expect(normalizeStoredAnalysisResult({}).positionSizing).toBeNull();
    for (const broken of [{ price: 0 }, { price: 'NaN' }, { tickBands: [] }, { arbPercent: null }]) {
      expect(normalizeStoredAnalysisResult({ positionSizing: { ...sizing, ...broken } }).positionSizing).toBeNull();
    }
  });

  it('drops fields the contract does not declare', () => {
    const result = normalizeStoredAnalysisResult({
      sector: 'Energi',
      secret: 'x',
      fullAnalysis: { extra: {} },
    });
    expect(result).not.toHaveProperty('secret');
    expect(result.fullAnalysis).not.toHaveProperty('extra');
  });
});

describe('normalizeStoredRecommendation', () => {
  it('accepts the five, forgiving case and spacing, and nothing else', () => {
    expect(normalizeStoredRecommendation('STRONG BUY')).toBe('STRONG BUY');
    expect(normalizeStoredRecommendation(' strong   buy ')).toBe('STRONG BUY');
    expect(normalizeStoredRecommendation('Hold')).toBe('HOLD');
    for (const stored of ['ACCUMULATE', '', null, undefined, 3])
      expect(normalizeStoredRecommendation(stored)).toBeNull();
  });
});

describe('issue 21 blocks in a stored analysis', () => {
  it('reads back what the engine stored for the statements, dividends, red flags and sharia, and null when absent', () => {
    const result = score(makeScoringInput({ company: { listingBoard: 'Pemantauan Khusus' } }));
    const stored = JSON.parse(
      JSON.stringify({
        statements: result.statements,
        dividends: result.dividends,
        redFlags: result.redFlags,
        sharia: result.sharia,
      }),
    ) as unknown;
    const read = normalizeStoredAnalysisResult(stored);
    expect(read.statements).toEqual(result.statements);
    expect(read.dividends).toEqual(result.dividends);
    expect(read.redFlags).toEqual(result.redFlags);
    expect(read.sharia).toEqual(result.sharia);

    const empty = normalizeStoredAnalysisResult({});
    expect([empty.statements, empty.dividends, empty.redFlags, empty.sharia]).toEqual([null, null, null, null]);
    // A flag of an unknown kind makes the list unreadable as a whole: served as null, never half.
    const broken = normalizeStoredAnalysisResult({ redFlags: { ...result.redFlags, gorenganRisk: 'ekstrem' } });
    expect(broken.redFlags).toBeNull();
  });
});

describe('an analysis the engine has just computed', () => {
  // The one path serves a new analysis as computed and only reads stored rows through the reader:
  // that is the same answer only while the reader leaves the engine's output as it is.
  it('reads back from storage exactly as it was served', () => {
    const inputs = [
      makeScoringInput(),
      makeBankInput(),
      makeScoringInput({ company: { listingBoard: 'Pemantauan Khusus' } }),
      makeScoringInput({ foreignFlow: [], ownership: [], statements: [] }),
      makeScoringInput({ prices: barsFrom(defaultCloses(400).map((close, i) => close * (1 - i / 800))) }),
    ];
    for (const input of inputs) {
      const result = score(input);
      const narrative = writeOffline(result, { code: input.company.code, companyName: input.company.name });
      const stored = JSON.parse(JSON.stringify(toAnalysisResult(result, narrative, 'offline'))) as unknown;
      expect(normalizeStoredAnalysisResult(stored)).toEqual(stored);
    }
  });
});
