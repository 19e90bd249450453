/**
 * Synthetic ScoringInput for unit and property tests: a steady, profitable, liquid IDR non-bank as of
 * 2025-06-30 that every override starts from. Values are round so expected figures can be worked out by hand.
 */
import type {
  CompanyProfile,
  CorporateAction,
  FinancialStatement,
  ForeignFlowDay,
  IndexBar,
  MacroAsOf,
  OwnershipMonth,
  PeerMultiples,
  PriceBar,
  ScoringInput,
} from '../../src/scoring/scoring-input';
import { METRIC_IDS, type MetricId, type MetricValues } from '../../src/scoring/metrics/metric-ids';

export const AS_OF = '2025-06-30';
export const SHARES = 10_000_000_000;

/** Weekdays (oldest first) ending on `end`. */
export function tradingDays(count: number, end = AS_OF): string[] {
  const out: string[] = [];
  const d = new Date(`${end}T00:00:00Z`);
  while (out.length < count) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return out.reverse();
}

/** Bars from closes: high/low 1% around the close, open at the previous close. */
export function barsFrom(
  closes: readonly number[],
  dates = tradingDays(closes.length),
  volume = 2_000_000,
): PriceBar[] {
  return closes.map((close, i) => ({
    date: dates[i],
    open: i === 0 ? close : closes[i - 1],
    high: close * 1.01,
    low: close * 0.99,
    close,
    volume,
  }));
}

/** 400 bars rising ~0.05% a day with a small wave, from about 1,000 to about 1,220. */
export function defaultCloses(count = 400): number[] {
  return Array.from({ length: count }, (_, i) =>
    Math.round(1000 * (1 + 0.0005 * i) * (1 + 0.02 * Math.sin(i / 7))),
  );
}

export function flowsFrom(bars: readonly PriceBar[], buyShare = 0.3, sellShare = 0.2): ForeignFlowDay[] {
  return bars.map((b) => ({
    date: b.date,
    foreignBuyShares: Math.round(b.volume * buyShare),
    foreignSellShares: Math.round(b.volume * sellShare),
    volume: b.volume,
    value: b.close * b.volume,
  }));
}

export function compositeFrom(dates: readonly string[], start = 7000, dailyGrowth = 0.0002): IndexBar[] {
  return dates.map((date, i) => ({ date, close: start * (1 + dailyGrowth) ** i }));
}

export function statement(
  overrides: Partial<FinancialStatement> & Pick<FinancialStatement, 'fiscalYear'>,
): FinancialStatement {
  const period = overrides.fiscalPeriod ?? 'FY';
  const month = { Q1: '03-31', Q2: '06-30', Q3: '09-30', FY: '12-31' }[period];
  return {
    periodType: period === 'FY' ? 'annual' : 'quarter',
    fiscalPeriod: period,
    periodEnd: `${overrides.fiscalYear}-${month}`,
    isCumulative: period !== 'FY',
    currency: 'IDR',
    revenue: null,
    revenueKind: null,
    grossProfit: null,
    operatingIncome: null,
    netIncome: null,
    eps: null,
    totalAssets: null,
    totalLiabilities: null,
    equity: null,
    cash: null,
    totalDebt: null,
    operatingCf: null,
    investingCf: null,
    financingCf: null,
    freeCf: null,
    dividendsPaid: null,
    ...overrides,
  };
}

/**
 * FY2018–FY2024 growing 10% a year (revenue 1,000 bn in FY2018, net margin 15%), plus YTD quarters Q1/Q2 2024
 * and Q1 2025 (Q1 2025 is usable on 2025-06-30: 90 days after 31 March is 29 June).
 */
export function defaultStatements(): FinancialStatement[] {
  const out: FinancialStatement[] = [];
  for (let k = 0; k <= 6; k++) {
    const year = 2018 + k;
    const g = 1.1 ** k;
    out.push(
      statement({
        fiscalYear: year,
        revenue: 1000e9 * g,
        revenueKind: 'sales',
        grossProfit: 400e9 * g,
        operatingIncome: 200e9 * g,
        netIncome: 150e9 * g,
        totalAssets: 1500e9 * g,
        totalLiabilities: 500e9 * g,
        equity: 1000e9 * g,
        cash: 200e9 * g,
        totalDebt: 200e9 * g,
        operatingCf: 180e9 * g,
        investingCf: -60e9 * g,
        financingCf: -50e9 * g,
        freeCf: 120e9 * g,
        dividendsPaid: null,
      }),
    );
  }
  const q = (
    fiscalYear: number,
    fiscalPeriod: 'Q1' | 'Q2',
    scale: number,
    part: number,
  ): FinancialStatement =>
    statement({
      fiscalYear,
      fiscalPeriod,
      revenue: 1000e9 * scale * part,
      revenueKind: 'sales',
      grossProfit: 400e9 * scale * part,
      operatingIncome: 200e9 * scale * part,
      netIncome: 150e9 * scale * part,
      totalAssets: 1500e9 * scale,
      totalLiabilities: 500e9 * scale,
      equity: 1000e9 * scale,
      cash: 200e9 * scale,
      totalDebt: 200e9 * scale,
      operatingCf: 180e9 * scale * part,
      freeCf: 120e9 * scale * part,
    });
  out.push(q(2024, 'Q1', 1.1 ** 6, 0.25), q(2024, 'Q2', 1.1 ** 6, 0.5), q(2025, 'Q1', 1.1 ** 7, 0.25));
  return out;
}

export function defaultOwnership(): OwnershipMonth[] {
  const months = [
    '2024-06-28',
    '2024-07-31',
    '2024-08-30',
    '2024-09-30',
    '2024-10-31',
    '2024-11-29',
    '2024-12-30',
    '2025-01-31',
    '2025-02-28',
    '2025-03-27',
    '2025-04-30',
    '2025-05-28',
    '2025-06-27',
  ];
  return months.map((monthEnd, i) => ({
    monthEnd,
    listedShares: SHARES,
    foreignTotalShares: 2_000_000_000 + i * 10_000_000,
    localTotalShares: 3_000_000_000,
  }));
}

export function defaultPeers(): PeerMultiples[] {
  return [
    { code: 'PEER', pe: 10, pb: 1.2, roe: 12 },
    { code: 'PERA', pe: 12, pb: 1.5, roe: 10 },
    { code: 'PERB', pe: 14, pb: 1.8, roe: 14 },
    { code: 'PERC', pe: 16, pb: 2.0, roe: 9 },
    { code: 'PERD', pe: null, pb: 0.8, roe: -3 },
  ];
}

export const DEFAULT_COMPANY: CompanyProfile = {
  code: 'TEST',
  name: 'PT Uji Coba Tbk',
  sector: 'Perindustrian',
  subsector: null,
  industry: null,
  listingBoard: 'Utama',
  listingDate: '2010-01-04',
  listedShares: SHARES,
  currencyReporting: 'IDR',
  isBank: false,
};

export const DEFAULT_MACRO: MacroAsOf = { bondYield10y: 6.5, usdIdr: 16_000, biRate: 5.5 };

export type ScoringInputOverrides = Partial<Omit<ScoringInput, 'company' | 'macro'>> & {
  company?: Partial<CompanyProfile>;
  macro?: Partial<MacroAsOf>;
};

export function makeScoringInput(overrides: ScoringInputOverrides = {}): ScoringInput {
  const prices = overrides.prices ?? barsFrom(defaultCloses());
  const dates = prices.map((b) => b.date);
  const dividends: CorporateAction[] = [
    { exDate: '2023-05-15', action: 'dividend', value: 30 },
    { exDate: '2024-05-15', action: 'dividend', value: 35 },
    { exDate: '2025-05-15', action: 'dividend', value: 40 },
  ];
  const { company, macro, ...rest } = overrides;
  return {
    code: 'TEST',
    asOf: AS_OF,
    prices,
    composite: compositeFrom(dates),
    foreignFlow: flowsFrom(prices),
    statements: defaultStatements(),
    corporateActions: dividends,
    ownership: defaultOwnership(),
    sectorPeers: defaultPeers(),
    ...rest,
    company: { ...DEFAULT_COMPANY, ...company },
    macro: { ...DEFAULT_MACRO, ...macro },
  };
}

/** A bank: no revenue lines (as in the bundle from 2022), equity 15% of assets, ROE ~15%. */
export function makeBankInput(overrides: ScoringInputOverrides = {}): ScoringInput {
  const statements = defaultStatements().map((s) => ({
    ...s,
    revenue: null,
    revenueKind: null,
    grossProfit: null,
    totalAssets: s.totalAssets === null ? null : s.totalAssets * 4.4,
    totalLiabilities:
      s.totalLiabilities === null || s.totalAssets === null ? null : s.totalAssets * 4.4 - (s.equity ?? 0),
    freeCf: null,
  }));
  return makeScoringInput({
    statements,
    ...overrides,
    company: { sector: 'Keuangan', isBank: true, ...overrides.company },
  });
}

/** Every metric null, then the given values: for rule tests. */
export function metricsWith(values: Partial<Record<MetricId, number | null>>): MetricValues {
  const out = {} as Record<MetricId, number | null>;
  for (const id of METRIC_IDS) out[id] = values[id] ?? null;
  return out;
}
