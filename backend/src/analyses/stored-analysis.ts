/**
 * The one place stored analyses become the contract's shape. The `analysis_result` column holds
 * JSON written over the product's life: rows from before the scoring engine carry SPEC §3's fields
 * only (sector, conviction, thesis and four sections), some with numbers as strings; rows from the
 * engine carry everything. Every reader gets the same full shape: missing text and numbers are
 * null, missing lists empty, and nothing the contract does not declare passes through.
 *
 * The readers are zod schemas (zod, pinned; it was already installed for openai and yahoo-finance2).
 * A reader that can fail means "missing": an object with a missing field is missing as a whole, and
 * `nullable`, `withDefault`, `listOf` and `section` turn missing into null, a default, a dropped item
 * or an empty section. Each object lists every field of its contract type (a mapped type makes a
 * missing field a compile error), so a field added to @telisik/contract cannot be forgotten here.
 *
 * Only rows read from the database come here (the entity's transformers): what the engine has just
 * computed is stored and served as it is (analysis-row.ts).
 */
import type {
  AccumulationLabel,
  AnalysisResult,
  ConvictionLevel,
  CostOfEquity,
  DataCompleteness,
  DividendHistory,
  DividendYear,
  ForeignFlowLabel,
  GorenganRisk,
  FullAnalysis,
  FairValue,
  FairValueEstimate,
  FairValueMethod,
  FairValueUncertainty,
  FundamentalDetails,
  GrowthAssumptions,
  LatestStatement,
  MarketTable,
  MetricUnit,
  NarrativeSource,
  PartKey,
  PartScore,
  PillarBreakdown,
  PillarBreakdowns,
  PillarKey,
  PositionSizingInputs,
  PricePoint,
  Recommendation,
  RedFlag,
  RedFlagId,
  RedFlagReport,
  RelativeValueMethod,
  RuleOutcome,
  SentimentDetails,
  ShariaCheck,
  ShariaScreen,
  StatementCurrency,
  StatementHistory,
  StatementLineId,
  StatementPeriod,
  SupportingMetric,
  TargetBasis,
  TargetPrice,
  TechnicalDetails,
  TrendLabel,
  ValuationMethod,
} from '@telisik/contract';

import { z } from 'zod';

/** Reads one stored value as T; fails (the value is "missing") when it cannot be one. */
type Read<T> = z.ZodType<T>;
/** Reads one stored value as T, filling a default: never fails. */
type ReadAlways<T> = z.ZodType<T>;
type Fields<T> = { [K in keyof T]-?: Read<T[K]> };
type FieldsAlways<T> = { [K in keyof T]-?: ReadAlways<T[K]> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number, or a numeric string as older rows and PostgreSQL numerics hold them. */
const number: Read<number> = z.preprocess(
  (stored) => (typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored),
  z.number(),
);

/** Text with something in it, trimmed. */
const text: Read<string> = z.string().trim().min(1);

const isoDate: Read<string> = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const boolean: Read<boolean> = z.boolean();

/** One of a closed set; the record makes the set exhaustive at compile time. */
function oneOf<T extends string>(members: Record<T, true>): Read<T> {
  return z.enum(Object.keys(members) as [T, ...T[]]) as unknown as Read<T>;
}

function nullable<T>(read: Read<T>): ReadAlways<T | null> {
  return read.nullable().catch(null);
}

/** A value that is always there: what an older row lacks reads as `fallback`. */
function withDefault<T>(read: Read<T>, fallback: T): ReadAlways<T> {
  return read.catch(fallback as z.util.NoUndefined<T>) as ReadAlways<T>;
}

/** A number the reader accepts only when `holds`. */
function numberWhere(holds: (value: number) => boolean): Read<number> {
  return number.refine(holds);
}

/** The readable items of a list; anything else in it is dropped. */
function listOf<T>(read: Read<T>): ReadAlways<T[]> {
  // A preprocess (not a transform of z.unknown()) so that a missing key still reads as an empty list.
  return z.preprocess((stored) => {
    if (!Array.isArray(stored)) return [];
    // One pass over the stored items: a chart's 250 points per analysis.
    const items: T[] = [];
    for (const entry of stored as unknown[]) {
      const item = read.safeParse(entry);
      if (item.success) items.push(item.data);
    }
    return items;
  }, z.array(z.any())) as unknown as ReadAlways<T[]>;
}

/** An object whose every field reads (others are dropped); missing as a whole when one does not. */
function object<T>(fields: Fields<T>): Read<T> {
  return z.object(fields as z.ZodRawShape) as unknown as Read<T>;
}

/** An object that is always there: a missing one reads as if it were empty. */
function section<T>(fields: FieldsAlways<T>): ReadAlways<T> {
  return z.preprocess((stored) => (isRecord(stored) ? stored : {}), z.object(fields as z.ZodRawShape)) as unknown as ReadAlways<T>;
}

const RECOMMENDATIONS: Record<Recommendation, true> = {
  'STRONG BUY': true,
  BUY: true,
  HOLD: true,
  REDUCE: true,
  SELL: true,
};
const CONVICTION: Record<ConvictionLevel, true> = { High: true, Medium: true, Low: true };
const PILLARS: Record<PillarKey, true> = { fundamental: true, technical: true, sentiment: true };
const PARTS: Record<PartKey, true> = {
  profitability: true,
  growth: true,
  health: true,
  valuation: true,
  trend: true,
  momentum: true,
  risk_liquidity: true,
  foreign_flow: true,
  foreign_ownership: true,
  accumulation: true,
};
const TRENDS: Record<TrendLabel, true> = {
  Naik: true,
  Turun: true,
  Datar: true,
  'Data tidak tersedia': true,
};
const FOREIGN_FLOWS: Record<ForeignFlowLabel, true> = {
  'Akumulasi asing': true,
  'Distribusi asing': true,
  Netral: true,
  'Data tidak tersedia': true,
};
const ACCUMULATION: Record<AccumulationLabel, true> = {
  Akumulasi: true,
  Distribusi: true,
  Netral: true,
  'Data tidak tersedia': true,
};
const CURRENCIES: Record<StatementCurrency, true> = { IDR: true, USD: true };
const NARRATIVE_SOURCES: Record<NarrativeSource, true> = { llm: true, offline: true };
const VALUATION_METHODS: Record<ValuationMethod, true> = { dcf: true, bank_pb_roe: true };
const RELATIVE_METHODS: Record<RelativeValueMethod, true> = {
  own_pe: true,
  own_pb: true,
  sector_pe: true,
  sector_pb: true,
};
const TARGET_BASES: Record<TargetBasis, true> = {
  blend: true,
  intrinsic: true,
  relative: true,
  book_capped: true,
  fair_value: true,
  unavailable: true,
};
const METRIC_UNITS: Record<MetricUnit, true> = {
  '%': true,
  pp: true,
  x: true,
  IDR: true,
  USD: true,
  count: true,
  index: true,
  years: true,
  months: true,
  shares: true,
};
const MARKET_TABLES: Record<MarketTable, true> = {
  companies: true,
  daily_prices: true,
  index_prices: true,
  foreign_flow: true,
  financial_statements: true,
  corporate_actions: true,
  ownership_monthly: true,
  macro_series: true,
};

const maybeNumber = nullable(number);
const maybeText = nullable(text);

const rule = object<RuleOutcome>({
  id: text,
  pillar: oneOf(PILLARS),
  part: oneOf(PARTS),
  label: text,
  points: number,
  maxPoints: number,
  reason: text,
  metricIds: listOf(text),
  coverage: number,
});

const part = object<PartScore>({ part: oneOf(PARTS), label: text, points: number, maxPoints: number });

const pillar = object<PillarBreakdown>({
  score: number,
  maxScore: number,
  parts: listOf(part),
  rules: listOf(rule),
  dataCompleteness: number,
  newestInputDate: nullable(isoDate),
  staleNote: nullable(text),
});

const costOfEquity = object<CostOfEquity>({
  value: number,
  // Engine 1 priced every stock, banks included, with CAPM.
  method: withDefault(oneOf({ capm: true, bank_implied: true }), 'capm'),
  bondYield: number,
  bondYieldSource: oneOf({ macro: true, fallback: true }),
  equityRiskPremium: number,
  rawBeta: maybeNumber,
  adjustedBeta: number,
  illiquidityPremium: number,
  medianTradedValue: maybeNumber,
});

const growth = object<GrowthAssumptions>({
  historical: maybeNumber,
  historicalSource: nullable(oneOf({ revenue_cagr_3y: true, net_income_cagr_3y: true })),
  longRun: number,
  explanation: text,
});

/** Engine 1 called "no target, the last close stands in" 'last_close'. */
const targetBasis: Read<TargetBasis> = z.preprocess(
  (stored) => (stored === 'last_close' ? 'unavailable' : stored),
  oneOf(TARGET_BASES),
) as Read<TargetBasis>;

const target = object<TargetPrice>({
  price: number,
  basis: targetBasis,
  intrinsic: maybeNumber,
  relative: object<TargetPrice['relative']>({ method: oneOf(RELATIVE_METHODS), multiple: maybeNumber, value: maybeNumber }),
  explanation: text,
  cautions: listOf(text),
});

const UNCERTAINTIES: Record<FairValueUncertainty, true> = { Low: true, Medium: true, High: true, 'Very High': true };
const FAIR_VALUE_METHODS: Record<FairValueMethod, true> = { dcf: true, earnings: true, book: true, net_cash: true };

const fairValue = object<FairValue>({
  bear: number,
  base: number,
  bull: number,
  uncertainty: oneOf(UNCERTAINTIES),
  uncertaintyReasons: listOf(text),
  estimates: listOf(
    object<FairValueEstimate>({ method: oneOf(FAIR_VALUE_METHODS), value: number, weight: number, explanation: text }),
  ),
  modelValue: number,
  modelWeight: number,
  targetSet: boolean,
  noTargetReason: maybeText,
  gapReason: maybeText,
});

const fundamentalDetails = object<FundamentalDetails>({
  roe: maybeNumber,
  roa: maybeNumber,
  netMargin: maybeNumber,
  grossMargin: maybeNumber,
  operatingMargin: maybeNumber,
  revenueGrowth3Y: maybeNumber,
  netIncomeGrowth3Y: maybeNumber,
  period: maybeText,
  currency: nullable(oneOf(CURRENCIES)),
  ocfToNetIncome: maybeNumber,
  latestStatement: nullable(object<LatestStatement>({ period: text, periodEnd: isoDate, ageMonths: number })),
  stale: withDefault(boolean, false),
});

const supportingMetric = object<SupportingMetric>({
  id: text,
  label: text,
  value: number,
  unit: oneOf(METRIC_UNITS),
  period: text,
  sourceTables: listOf(oneOf(MARKET_TABLES)),
});

const technicalDetails = object<TechnicalDetails>({
  longTermTrend: oneOf(TRENDS),
  shortTermTrend: oneOf(TRENDS),
  sma50: maybeNumber,
  sma200: maybeNumber,
  rsi14: maybeNumber,
  macd: nullable(object<NonNullable<TechnicalDetails['macd']>>({ macd: number, signal: number, histogram: number })),
  return3m: maybeNumber,
  return6m: maybeNumber,
  return12m: maybeNumber,
  excessReturn3m: maybeNumber,
  excessReturn6m: maybeNumber,
  excessReturn12m: maybeNumber,
  volatility1y: maybeNumber,
  maxDrawdown1y: maybeNumber,
  beta1y: maybeNumber,
  medianTradedValue60d: maybeNumber,
});

const sentimentDetails = object<SentimentDetails>({
  foreignFlowTrend: oneOf(FOREIGN_FLOWS),
  netFlow5d: maybeNumber,
  netFlow20d: maybeNumber,
  netFlow60d: maybeNumber,
  foreignOwnershipPct: maybeNumber,
  foreignOwnershipChange3mPp: maybeNumber,
  foreignOwnershipChange6mPp: maybeNumber,
  accumulation: oneOf(ACCUMULATION),
});

const fullAnalysis = section<FullAnalysis>({
  valuation: section({
    dcf: section({ bullCase: maybeNumber, baseCase: maybeNumber, bearCase: maybeNumber }),
    valuationSummary: maybeText,
    method: nullable(oneOf(VALUATION_METHODS)),
    currency: nullable(oneOf(CURRENCIES)),
    costOfEquity: nullable(costOfEquity),
    growth: nullable(growth),
    target: nullable(target),
    note: maybeText,
    fairValue: nullable(fairValue),
  }),
  fundamentals: section({
    profitability: section({ roe: maybeNumber, netMargin: maybeNumber, revenueGrowth3Y: maybeNumber }),
    summary: maybeText,
    details: nullable(fundamentalDetails),
  }),
  technical: section({
    trend: section({ longTerm: maybeText, shortTerm: maybeText }),
    summary: maybeText,
    details: nullable(technicalDetails),
  }),
  sentiment: section({
    foreignFlow: section({ trend: maybeText }),
    summary: maybeText,
    details: nullable(sentimentDetails),
  }),
});

// ---- Issue 21: statements, dividends, red flags, sharia (null on analyses stored before them) ----

const STATEMENT_LINES: Record<StatementLineId, true> = {
  revenue: true,
  grossProfit: true,
  operatingIncome: true,
  netIncome: true,
  totalAssets: true,
  totalLiabilities: true,
  equity: true,
  cash: true,
  totalDebt: true,
  operatingCf: true,
  capex: true,
  freeCf: true,
  dividendsPaid: true,
  eps: true,
};
const lineValues = section<Record<StatementLineId, number | null>>(
  Object.fromEntries(Object.keys(STATEMENT_LINES).map((l) => [l, maybeNumber])) as FieldsAlways<
    Record<StatementLineId, number | null>
  >,
);
const statementPeriod = object<StatementPeriod>({
  period: text,
  periodType: oneOf({ annual: true, quarter: true }),
  fiscalYear: number,
  fiscalPeriod: oneOf({ FY: true, Q1: true, Q2: true, Q3: true }),
  periodEnd: nullable(isoDate),
  reported: boolean,
  months: number,
  values: lineValues,
  growth: lineValues,
});
const statementHistory = object<StatementHistory>({
  currency: nullable(oneOf(CURRENCIES)),
  usdIdr: maybeNumber,
  lines: listOf(oneOf(STATEMENT_LINES)),
  annual: listOf(statementPeriod),
  quarters: listOf(statementPeriod),
});
const dividendHistory = object<DividendHistory>({
  years: listOf(
    object<DividendYear>({
      year: number,
      perShare: number,
      payments: number,
      yieldOnPrice: maybeNumber,
      payoutRatio: maybeNumber,
      includesSpecial: boolean,
    }),
  ),
  lastExDate: nullable(isoDate),
  lastPerShare: maybeNumber,
  splits: listOf(object<{ exDate: string; ratio: number }>({ exDate: isoDate, ratio: number })),
});
const RED_FLAG_IDS: Record<RedFlagId, true> = {
  special_monitoring: true,
  trading_gap: true,
  limit_up_streak: true,
  limit_down_streak: true,
  turnover_anomaly: true,
  negative_equity: true,
  persistent_losses: true,
  thin_liquidity: true,
};
const GORENGAN: Record<GorenganRisk, true> = { rendah: true, sedang: true, tinggi: true };
const redFlagReport = object<RedFlagReport>({
  flags: listOf(object<RedFlag>({ id: oneOf(RED_FLAG_IDS), label: text, reason: text, weight: number })),
  gorenganRisk: oneOf(GORENGAN),
  gorenganReasons: listOf(text),
});
const SHARIA: Record<ShariaCheck, true> = { lolos: true, 'tidak lolos': true, 'tidak dapat dinilai': true };
const shariaScreen = object<ShariaScreen>({
  debtToAssets: maybeNumber,
  debtCheck: oneOf(SHARIA),
  nonHalalIncomeCheck: oneOf(SHARIA),
  overall: oneOf(SHARIA),
  reasons: listOf(text),
});

const positive: Read<number> = numberWhere((value) => value > 0);

const positionSizing = object<PositionSizingInputs>({
  price: positive,
  priceDate: isoDate,
  atr14: nullable(numberWhere((value) => value >= 0)),
  averageDailyVolume: nullable(positive),
  volumeDays: number,
  arbPercent: positive,
  tickBands: listOf(object<{ from: number; tick: number }>({ from: number, tick: positive })).refine(
    (bands) => bands.length > 0,
  ),
  lotShares: positive,
});

const analysisResult = section<AnalysisResult>({
  sector: maybeText,
  convictionLevel: nullable(oneOf(CONVICTION)),
  investmentThesis: maybeText,
  fullAnalysis,
  pillars: nullable(object<PillarBreakdowns>({ fundamental: pillar, technical: pillar, sentiment: pillar })),
  convictionReasons: listOf(text),
  recommendationNote: maybeText,
  dataCompleteness: nullable(
    object<DataCompleteness>({ fundamental: number, technical: number, sentiment: number, overall: number }),
  ),
  dataNotes: listOf(text),
  metrics: listOf(supportingMetric),
  priceHistory: listOf(
    object<PricePoint>({
      date: isoDate,
      close: positive,
      // Analyses stored before volume was kept have none: their chart draws without it.
      volume: nullable(numberWhere((volume) => volume >= 0)),
    }),
  ),
  priceDate: nullable(isoDate),
  narrativeSource: nullable(oneOf(NARRATIVE_SOURCES)),
  engineVersion: maybeText,
  statements: nullable(statementHistory),
  dividends: nullable(dividendHistory),
  redFlags: nullable(redFlagReport),
  sharia: nullable(shariaScreen),
  // Analyses stored before position sizing have none: the page says sizing needs a new analysis.
  positionSizing: nullable(positionSizing),
});

/** A stored `analysis_result`, whatever its age, in the contract's full shape. */
export function normalizeStoredAnalysisResult(stored: unknown): AnalysisResult {
  return analysisResult.parse(stored);
}

const recommendation = nullable(oneOf(RECOMMENDATIONS));

/**
 * A stored recommendation as one of the five, or null when the row holds something else (screens
 * then show their defaults). Case and spacing are forgiven: "Strong  buy" is STRONG BUY.
 */
export function normalizeStoredRecommendation(stored: unknown): Recommendation | null {
  if (typeof stored !== 'string') return null;
  // Every row written since the first release holds one of the five as it is: a list reads twenty.
  if (Object.hasOwn(RECOMMENDATIONS, stored)) return stored as Recommendation;
  return recommendation.parse(stored.trim().toUpperCase().replace(/\s+/g, ' '));
}
