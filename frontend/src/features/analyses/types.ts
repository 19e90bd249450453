/**
 * An analysis as the API returns it. Everything past id, ticker and createdAt may be missing or
 * null (older rows, partial data), so every field is optional here and the screens fall back to
 * the spec's defaults ('N/A', 'IDX', HOLD, Medium) or hide the card.
 */
type Maybe<T> = T | null | undefined;

/** Numbers arrive as JSON numbers or as numeric strings ("9400.00") from Postgres numerics. */
export type NumericValue = number | string;

/** The set the product advertises; the API may send others, which are shown as red. */
export type Recommendation = 'STRONG BUY' | 'BUY' | 'HOLD' | 'REDUCE' | 'SELL';

/** How the cost of equity was built; percents already (13.1 means 13.1%). */
export type CostOfEquity = {
  value?: Maybe<NumericValue>;
  /** 10-year SBN (government bond) yield. */
  bondYield?: Maybe<NumericValue>;
  /** 'macro' when read from market data, 'fallback' when the engine's default stood in. */
  bondYieldSource?: Maybe<'macro' | 'fallback' | (string & {})>;
  equityRiskPremium?: Maybe<NumericValue>;
  rawBeta?: Maybe<NumericValue>;
  adjustedBeta?: Maybe<NumericValue>;
  illiquidityPremium?: Maybe<NumericValue>;
  /** IDR a day, median of the last 60 trading days. */
  medianTradedValue?: Maybe<NumericValue>;
};

export type ValuationGrowth = {
  historical?: Maybe<NumericValue>;
  historicalSource?: Maybe<string>;
  longRun?: Maybe<NumericValue>;
  /** Indonesian sentence on the growth assumptions. */
  explanation?: Maybe<string>;
};

export type RelativeValueMethod = 'own_pe' | 'own_pb' | 'sector_pe' | 'sector_pb';

export type ValuationTarget = {
  price?: Maybe<NumericValue>;
  basis?: Maybe<'blend' | 'intrinsic' | 'relative' | 'book_capped' | 'last_close' | (string & {})>;
  /** IDR per share: the intrinsic base case. */
  intrinsic?: Maybe<NumericValue>;
  relative?: Maybe<{
    method?: Maybe<RelativeValueMethod | (string & {})>;
    multiple?: Maybe<NumericValue>;
    /** IDR per share, unrounded. */
    value?: Maybe<NumericValue>;
  }>;
  /** Indonesian sentence on how the target was formed. */
  explanation?: Maybe<string>;
};

export type ValuationMethod = 'dcf' | 'bank_pb_roe';

export type Valuation = {
  dcf?: Maybe<{
    bullCase?: Maybe<NumericValue>;
    baseCase?: Maybe<NumericValue>;
    bearCase?: Maybe<NumericValue>;
  }>;
  valuationSummary?: Maybe<string>;
  method?: Maybe<ValuationMethod | (string & {})>;
  currency?: Maybe<string>;
  costOfEquity?: Maybe<CostOfEquity>;
  growth?: Maybe<ValuationGrowth>;
  target?: Maybe<ValuationTarget>;
  /** Why a case is missing, in Indonesian. */
  note?: Maybe<string>;
};

export type Fundamentals = {
  /** Percent values already (20.5 means 20.5%). */
  profitability?: Maybe<{
    roe?: Maybe<NumericValue>;
    netMargin?: Maybe<NumericValue>;
    revenueGrowth3Y?: Maybe<NumericValue>;
  }>;
  summary?: Maybe<string>;
  details?: Maybe<FundamentalDetails>;
};

/** The figures behind the fundamental pillar. Percents already, ratios as plain numbers. */
export type FundamentalDetails = {
  roe?: Maybe<NumericValue>;
  roa?: Maybe<NumericValue>;
  netMargin?: Maybe<NumericValue>;
  grossMargin?: Maybe<NumericValue>;
  operatingMargin?: Maybe<NumericValue>;
  revenueGrowth3Y?: Maybe<NumericValue>;
  netIncomeGrowth3Y?: Maybe<NumericValue>;
  /** e.g. "TTM s.d. Q2 2025". */
  period?: Maybe<string>;
  currency?: Maybe<string>;
  /** Operating cash flow over net income (×). */
  ocfToNetIncome?: Maybe<NumericValue>;
};

/** The figures behind the technical pillar: prices in IDR, returns and volatility in percent. */
export type TechnicalDetails = {
  longTermTrend?: Maybe<string>;
  shortTermTrend?: Maybe<string>;
  sma50?: Maybe<NumericValue>;
  sma200?: Maybe<NumericValue>;
  rsi14?: Maybe<NumericValue>;
  macd?: Maybe<{ macd?: Maybe<NumericValue>; signal?: Maybe<NumericValue>; histogram?: Maybe<NumericValue> }>;
  return3m?: Maybe<NumericValue>;
  return6m?: Maybe<NumericValue>;
  return12m?: Maybe<NumericValue>;
  excessReturn3m?: Maybe<NumericValue>;
  excessReturn6m?: Maybe<NumericValue>;
  excessReturn12m?: Maybe<NumericValue>;
  volatility1y?: Maybe<NumericValue>;
  maxDrawdown1y?: Maybe<NumericValue>;
  beta1y?: Maybe<NumericValue>;
  /** IDR a day. */
  medianTradedValue60d?: Maybe<NumericValue>;
};

/** The figures behind the sentiment pillar. Net flows are net foreign buying in percent of volume. */
export type SentimentDetails = {
  foreignFlowTrend?: Maybe<string>;
  netFlow5d?: Maybe<NumericValue>;
  netFlow20d?: Maybe<NumericValue>;
  netFlow60d?: Maybe<NumericValue>;
  /** KSEI foreign share of listed shares, percent. */
  foreignOwnershipPct?: Maybe<NumericValue>;
  /** Changes in percentage points. */
  foreignOwnershipChange3mPp?: Maybe<NumericValue>;
  foreignOwnershipChange6mPp?: Maybe<NumericValue>;
  accumulation?: Maybe<string>;
};

export type Technical = {
  trend?: Maybe<{ longTerm?: Maybe<string>; shortTerm?: Maybe<string> }>;
  summary?: Maybe<string>;
  details?: Maybe<TechnicalDetails>;
};

export type Sentiment = {
  foreignFlow?: Maybe<{ trend?: Maybe<string> }>;
  summary?: Maybe<string>;
  details?: Maybe<SentimentDetails>;
};

export type FullAnalysis = {
  valuation?: Maybe<Valuation>;
  fundamentals?: Maybe<Fundamentals>;
  technical?: Maybe<Technical>;
  sentiment?: Maybe<Sentiment>;
};

export type PillarKey = 'fundamental' | 'technical' | 'sentiment';

/** One scoring rule's outcome: the points it gave and the one-line reason with the numbers behind them. */
export type RuleOutcome = {
  id?: Maybe<string>;
  pillar?: Maybe<string>;
  part?: Maybe<string>;
  label?: Maybe<string>;
  points?: Maybe<NumericValue>;
  maxPoints?: Maybe<NumericValue>;
  reason?: Maybe<string>;
  metricIds?: Maybe<string[]>;
  /** Share (0..1) of the rule's inputs that were known. */
  coverage?: Maybe<NumericValue>;
};

/** A pillar's sub-score (profitability, trend, foreign flow, ...). */
export type PillarPart = {
  part?: Maybe<string>;
  label?: Maybe<string>;
  points?: Maybe<NumericValue>;
  maxPoints?: Maybe<NumericValue>;
};

export type PillarBreakdown = {
  score?: Maybe<NumericValue>;
  maxScore?: Maybe<NumericValue>;
  /** Percent of the pillar's points whose inputs were known. */
  dataCompleteness?: Maybe<NumericValue>;
  parts?: Maybe<PillarPart[]>;
  rules?: Maybe<RuleOutcome[]>;
};

export type PricePoint = { date?: Maybe<string>; close?: Maybe<NumericValue> };

export type AnalysisResult = {
  sector?: Maybe<string>;
  convictionLevel?: Maybe<string>;
  investmentThesis?: Maybe<string>;
  fullAnalysis?: Maybe<FullAnalysis>;
  /** The rule-by-rule breakdown of each pillar's score. */
  pillars?: Maybe<Partial<Record<PillarKey, Maybe<PillarBreakdown>>>>;
  /** Indonesian sentences on why the conviction level is what it is. */
  convictionReasons?: Maybe<string[]>;
  /** Why the recommendation differs from what the score alone says. */
  recommendationNote?: Maybe<string>;
  /** Percent per pillar and overall. */
  dataCompleteness?: Maybe<Partial<Record<PillarKey | 'overall', Maybe<NumericValue>>>>;
  /** Indonesian notes about the data (currency, gaps, bases). */
  dataNotes?: Maybe<string[]>;
  /** About a year of daily closes, oldest first. */
  priceHistory?: Maybe<PricePoint[]>;
  /** 'YYYY-MM-DD' of the last price used. */
  priceDate?: Maybe<string>;
  narrativeSource?: Maybe<'llm' | 'offline' | (string & {})>;
  engineVersion?: Maybe<string>;
};

export type Analysis = {
  id: string;
  ticker: string;
  companyName?: Maybe<string>;
  recommendation?: Maybe<Recommendation | (string & {})>;
  totalScore?: Maybe<NumericValue>;
  fundamentalScore?: Maybe<NumericValue>;
  technicalScore?: Maybe<NumericValue>;
  sentimentScore?: Maybe<NumericValue>;
  currentPrice?: Maybe<NumericValue>;
  targetPrice?: Maybe<NumericValue>;
  /** Percent, e.g. "12.34". */
  upside?: Maybe<NumericValue>;
  createdAt: string;
  /** The trading day the data ends on, 'YYYY-MM-DD'. */
  dataAsOf?: Maybe<string>;
  analysisResult?: Maybe<AnalysisResult>;
};

export type CreateAnalysisInput = {
  ticker: string;
  companyName: string;
};

/** One suggestion for the ticker box (GET /api/companies?q=). */
export type CompanySuggestion = {
  /** The IDX code, e.g. 'BBCA'. */
  code: string;
  name: string;
  sector: string | null;
};
