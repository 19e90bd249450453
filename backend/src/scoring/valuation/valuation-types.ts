/**
 * The valuation's result types, apart from the code that computes them: the metric book hands the
 * valuation to metrics and the valuation reads metrics, so these shapes must not live on either side
 * of that loop.
 */
export interface CostOfEquity {
  /** Percent. */
  value: number;
  /** 'capm': SBN + premium × beta; 'bank_implied': SBN + the premium implied by IDX bank prices. */
  method: 'capm' | 'bank_implied';
  bondYield: number;
  bondYieldSource: 'macro' | 'fallback';
  equityRiskPremium: number;
  rawBeta: number | null;
  adjustedBeta: number;
  illiquidityPremium: number;
  medianTradedValue: number | null;
}

export type CaseName = 'bull' | 'base' | 'bear';

export interface ValuationCase {
  /** IDR per share on an IDX tick; null when the model has no meaningful value. */
  fairValue: number | null;
  /** Percent a year: 5-year growth (DCF) or long-run book growth (banks). */
  growth: number;
  discountRate: number;
  /** DCF only. */
  terminalGrowth: number | null;
  /** Banks only. */
  fairPb: number | null;
}

export interface GrowthAssumptions {
  /** The company's own growth the base case starts from, percent. */
  historical: number | null;
  historicalSource: 'revenue_cagr_3y' | 'net_income_cagr_3y' | null;
  longRun: number;
  explanation: string;
}

export interface Valuation {
  method: 'dcf' | 'bank_pb_roe';
  /** Currency of the statements the model used. */
  currency: 'IDR' | 'USD' | null;
  /** IDR per unit of that currency (1 for IDR). */
  fx: number | null;
  costOfEquity: CostOfEquity;
  growth: GrowthAssumptions;
  /** DCF: the starting free cash flow (statement currency), median of the last three years. */
  startingCashFlow: number | null;
  /** Banks: ROE (percent) the model sustains. */
  sustainableRoe: number | null;
  /** IDR per share. */
  bookValuePerShare: number | null;
  cases: Record<CaseName, ValuationCase>;
  /** Base case against the last close, percent; −100 when the model values the equity at nothing. */
  upside: number | null;
  /** Why a case is missing, in Indonesian; null when all cases exist. */
  note: string | null;
}
