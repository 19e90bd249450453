import type { Analysis as AnalysisBody, Recommendation } from '@telisik/contract';

/**
 * Everything an analysis row holds that the engine computes (the rest is the owner and the clock):
 * the API's body but for its id and creation time, prices and upside already the numeric strings
 * PostgreSQL's numeric(…, 2) columns hold and the API serves. Stored and served as it is.
 */
export type AnalysisDraft = Omit<AnalysisBody, 'id' | 'createdAt' | 'recommendation'> & {
  recommendation: Recommendation;
};

/**
 * Produces an analysis of one IDX code from market data. It may take seconds (data refresh, the
 * LLM) and must never run inside a database transaction. Throws DomainError UNKNOWN_TICKER,
 * INSUFFICIENT_DATA or MARKET_DATA_UNAVAILABLE for the user-facing failures.
 */
export interface AnalysisEngine {
  analyse(ticker: string): Promise<AnalysisDraft>;
}

export const ANALYSIS_ENGINE = Symbol('ANALYSIS_ENGINE');
