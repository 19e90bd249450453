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

export type Valuation = {
  dcf?: Maybe<{
    bullCase?: Maybe<NumericValue>;
    baseCase?: Maybe<NumericValue>;
    bearCase?: Maybe<NumericValue>;
  }>;
  valuationSummary?: Maybe<string>;
};

export type Fundamentals = {
  /** Percent values already (20.5 means 20.5%). */
  profitability?: Maybe<{
    roe?: Maybe<NumericValue>;
    netMargin?: Maybe<NumericValue>;
    revenueGrowth3Y?: Maybe<NumericValue>;
  }>;
  summary?: Maybe<string>;
};

export type Technical = {
  trend?: Maybe<{ longTerm?: Maybe<string>; shortTerm?: Maybe<string> }>;
  summary?: Maybe<string>;
};

export type Sentiment = {
  foreignFlow?: Maybe<{ trend?: Maybe<string> }>;
  summary?: Maybe<string>;
};

export type FullAnalysis = {
  valuation?: Maybe<Valuation>;
  fundamentals?: Maybe<Fundamentals>;
  technical?: Maybe<Technical>;
  sentiment?: Maybe<Sentiment>;
};

export type AnalysisResult = {
  sector?: Maybe<string>;
  convictionLevel?: Maybe<string>;
  investmentThesis?: Maybe<string>;
  fullAnalysis?: Maybe<FullAnalysis>;
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
