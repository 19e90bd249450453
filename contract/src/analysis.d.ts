import type { AnalysisResult } from './analysis-result.js';

/**
 * A decimal number as a string, as PostgreSQL numerics serialise: "8075.00", "-7.74". SPEC §3 fixes
 * this form for prices and upside; parse it before doing arithmetic.
 */
export type NumericString = string;

/** The five the product advertises (SPEC §2), strongest first. */
export type Recommendation = 'STRONG BUY' | 'BUY' | 'HOLD' | 'REDUCE' | 'SELL';

/**
 * One analysis: the items of GET /api/analyses (newest first), GET /api/analyses/{id} and the answer
 * of POST /api/analyses are all this shape (SPEC §3: "list and detail").
 */
export interface Analysis {
  id: string;
  /** The IDX code, e.g. 'BBCA'. */
  ticker: string;
  companyName: string;
  /**
   * null when a stored analysis holds no recommendation the product knows: screens show their
   * defaults (HOLD on the analysis page, 'N/A' in the history).
   */
  recommendation: Recommendation | null;
  /** 0–50. */
  totalScore: number;
  /** 0–25. */
  fundamentalScore: number;
  /** 0–15. */
  technicalScore: number;
  /** 0–10. */
  sentimentScore: number;
  /** Last close, rupiah. */
  currentPrice: NumericString;
  /**
   * Rupiah, on an IDX tick; null when the engine sets no target (uncertainty too high, stale or thin
   * statements): the screens then say "Target tidak ditetapkan" with the reason
   * (`analysisResult.fullAnalysis.valuation.fairValue.noTargetReason`). Never the price standing in.
   */
  targetPrice: NumericString | null;
  /** Percent from the current price to the target; null exactly when `targetPrice` is null. */
  upside: NumericString | null;
  /** 'YYYY-MM-DD': the trading day the market data ends on. */
  dataAsOf: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  analysisResult: AnalysisResult;
}

/** POST /api/analyses. `companyName` is sent equal to the ticker (SPEC §5) and otherwise ignored. */
export interface CreateAnalysisRequest {
  ticker: string;
  companyName?: string;
}
