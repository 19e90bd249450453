/** What score() returns: plain JSON-safe data the analyses feature stores and the narrative writer reads. */
import type { Conviction } from './conviction';
import type { InvestorChecks } from './investor-checks';
import type { AccumulationLabel, ForeignFlowLabel, TrendLabel } from './labels';
import type { MetricValues, SupportingMetricId } from './metrics/metric-ids';
import type { SupportingMetric } from './supporting-metrics';
import type { PositionSizingInputs } from './position-sizing';
import type { Recommendation } from './recommendation';
import type { Part, Pillar } from './rules/rule';
import type { FairValue } from './valuation/fair-value';
import type { TargetPrice } from './valuation/target';
import type { Valuation } from './valuation/valuation-types';

export interface RuleOutcome {
  id: string;
  pillar: Pillar;
  part: Part;
  /** Indonesian. */
  label: string;
  points: number;
  maxPoints: number;
  /** One Indonesian line with the numbers behind the points. */
  reason: string;
  /** The metrics the points depend on and the figures the reason quotes (ids in `supportingMetrics`). */
  metricIds: SupportingMetricId[];
  /** Share (0..1) of the rule's inputs that were known. */
  coverage: number;
}

export interface PartResult {
  part: Part;
  label: string;
  points: number;
  maxPoints: number;
}

export interface PillarResult {
  score: number;
  maxScore: number;
  parts: PartResult[];
  rules: RuleOutcome[];
  /** Percent of the pillar's points whose inputs were known (0–100). */
  dataCompleteness: number;
  /** 'YYYY-MM-DD' of the newest input the pillar read (statement period end, price bar, flow day); absent on older analyses. */
  newestInputDate?: string | null;
  /**
   * The data note saying the pillar's input is past its stated age (stale statements, prices that stopped,
   * foreign flow or KSEI months left out); null when current; absent on older analyses.
   */
  staleNote?: string | null;
}

export interface ValuationResult extends Valuation {
  bullCase: number | null;
  baseCase: number | null;
  bearCase: number | null;
  target: TargetPrice;
  /** Engine 4: the fair-value range; null when no method applies (the reason is among the data notes). */
  fairValue: FairValue | null;
}

export interface ScoringResult extends InvestorChecks {
  code: string;
  /** The analysis date (the only "now" of the engine). */
  asOf: string;
  /** Date of the last price bar used (on or before asOf). */
  priceDate: string;
  engineVersion: string;
  isBank: boolean;
  sector: string | null;

  fundamentalScore: number;
  technicalScore: number;
  sentimentScore: number;
  totalScore: number;
  pillars: Record<Pillar, PillarResult>;

  recommendation: Recommendation;
  /** What the score alone says; differs from `recommendation` only with a note. */
  recommendationFromScore: Recommendation;
  recommendationNote: string | null;
  /** Total score + 10 × ln(1 + upside): what the bands read. */
  callScore: number;
  conviction: Conviction;
  convictionReasons: string[];

  /** Last close, IDR. */
  currentPrice: number;
  /** IDR, on an IDX tick; null when no target is set (see valuation.fairValue). */
  targetPrice: number | null;
  /** Percent, 2 decimals; null exactly when targetPrice is. */
  upside: number | null;

  valuation: ValuationResult;
  profitability: {
    /** Percent; null where not computable. Basis: `period`. */
    roe: number | null;
    roa: number | null;
    /** Null for banks without a revenue line. */
    netMargin: number | null;
    grossMargin: number | null;
    operatingMargin: number | null;
    /** 3-year revenue CAGR, percent; null where revenue is missing. */
    revenueGrowth3Y: number | null;
    netIncomeGrowth3Y: number | null;
    /** The period every flow is measured over: "TTM s.d. Q2 2025", "FY2024", "9 bulan s.d. Q3 2025, disetahunkan". */
    period: string | null;
    /** Currency of the statements. */
    currency: 'IDR' | 'USD' | null;
    /** Operating cash flow over net income (display only: a cash-backed ROE is what the rules score). */
    ocfToNetIncome: number | null;
    /** The newest usable statement and its age at the analysis date; null without one. */
    latestStatement: { period: string; periodEnd: string; ageMonths: number } | null;
    /** The newest statement is older than the staleness limit (docs/scoring.md): no target, conviction Low. */
    stale: boolean;
  };
  technical: {
    longTermTrend: TrendLabel;
    shortTermTrend: TrendLabel;
    sma50: number | null;
    sma200: number | null;
    rsi14: number | null;
    macd: { macd: number; signal: number; histogram: number } | null;
    return3m: number | null;
    return6m: number | null;
    return12m: number | null;
    excessReturn3m: number | null;
    excessReturn6m: number | null;
    excessReturn12m: number | null;
    volatility1y: number | null;
    maxDrawdown1y: number | null;
    beta1y: number | null;
    medianTradedValue60d: number | null;
  };
  sentiment: {
    foreignFlowTrend: ForeignFlowLabel;
    /** Net foreign buy as percent of volume. */
    netFlow5d: number | null;
    netFlow20d: number | null;
    netFlow60d: number | null;
    /** KSEI foreign share of listed shares, percent, and its change in percentage points. */
    foreignOwnershipPct: number | null;
    foreignOwnershipChange3mPp: number | null;
    foreignOwnershipChange6mPp: number | null;
    accumulation: AccumulationLabel;
  };
  /** Percent per pillar, and overall weighted by points. */
  dataCompleteness: Record<Pillar, number> & { overall: number };
  metrics: MetricValues;
  /** The metrics and figures behind the analysis as data: label, value, unit, period, source tables. */
  supportingMetrics: SupportingMetric[];
  /** Up to 250 closes, oldest first, for a one-year chart. */
  priceHistory: Array<{ date: string; close: number; volume: number | null }>;
  /** Indonesian notes about the data the reader should know (currency, gaps, bases). */
  dataNotes: string[];
  /** The per-stock facts the browser sizes a position from (the capital itself never reaches the server). */
  positionSizing: PositionSizingInputs | null;
}
