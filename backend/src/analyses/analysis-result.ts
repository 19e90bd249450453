/** The JSON stored with each analysis (SPEC §3 `analysisResult`), extended with the rule breakdown. */
export interface AnalysisResult {
  sector: string | null;
  convictionLevel: 'High' | 'Medium' | 'Low';
  investmentThesis: string;
  fullAnalysis: {
    valuation: {
      dcf: { bullCase: number | null; baseCase: number | null; bearCase: number | null };
      valuationSummary: string;
      [key: string]: unknown;
    };
    fundamentals: {
      profitability: { roe: number | null; netMargin: number | null; revenueGrowth3Y: number | null };
      summary: string;
      [key: string]: unknown;
    };
    technical: {
      trend: { longTerm: string; shortTerm: string };
      summary: string;
      [key: string]: unknown;
    };
    sentiment: {
      foreignFlow: { trend: string };
      summary: string;
      [key: string]: unknown;
    };
  };
  [key: string]: unknown;
}
