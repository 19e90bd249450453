import type { Analysis } from './analysis.js';

/** POST /api/comparisons (Premium): 2–5 distinct IDX codes, in the order to show them. */
export interface CreateComparisonRequest {
  tickers: string[];
}

/**
 * A comparison (POST /api/comparisons, GET /api/comparisons/{id}): the user's analyses of the
 * picked stocks, all on the same data date, in the order picked. Rows and the best value of each
 * are read from the analyses (their `analysisResult.metrics`).
 */
export interface Comparison {
  id: string;
  /** 'YYYY-MM-DD': the one data date every analysis stands on. */
  dataAsOf: string;
  /** ISO 8601. */
  createdAt: string;
  analyses: Analysis[];
}
