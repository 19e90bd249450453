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
  /** freshen, then analyseAsStored's draft. */
  analyse(ticker: string): Promise<AnalysisDraft>;
  /** Brings the stock's data up to date where a live feed is configured (seconds at worst). */
  freshen(ticker: string): Promise<void>;
  /** The analysis of the data as stored now, and its source key. */
  analyseAsStored(ticker: string): Promise<KeyedAnalysis>;
  /** The SQL of the source key an analysis made now would carry, given the writer's id as `param`. */
  sourceKeySql(param: string): string;
  /** The writer's part of the source key. */
  readonly writerId: string;
}

/**
 * An analysis and what made it: `sourceKey` names the market data's version, the engine's version
 * and the writer of the prose. The engine is a pure function of those, so two analyses of one stock
 * under one key are the same analysis (null when the prose came from a fallback writer, which is not
 * to be handed to the next reader).
 */
export interface KeyedAnalysis {
  draft: AnalysisDraft;
  sourceKey: string | null;
}

export const ANALYSIS_ENGINE = Symbol('ANALYSIS_ENGINE');
