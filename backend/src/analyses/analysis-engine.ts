import type { AnalysisResult } from './analysis-result';

/** Everything an analysis row holds that the engine computes (the rest is the owner and the clock). */
export interface AnalysisDraft {
  ticker: string;
  companyName: string;
  recommendation: string;
  totalScore: number;
  fundamentalScore: number;
  technicalScore: number;
  sentimentScore: number;
  currentPrice: number;
  targetPrice: number;
  upside: number;
  dataAsOf: string;
  analysisResult: AnalysisResult;
}

/**
 * Produces an analysis of one IDX code from market data. It may take seconds (data refresh, the
 * LLM) and must never run inside a database transaction. Throws DomainError UNKNOWN_TICKER,
 * INSUFFICIENT_DATA or MARKET_DATA_UNAVAILABLE for the user-facing failures.
 */
export interface AnalysisEngine {
  analyse(ticker: string): Promise<AnalysisDraft>;
}

export const ANALYSIS_ENGINE = Symbol('ANALYSIS_ENGINE');
