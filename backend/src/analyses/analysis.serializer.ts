import type { Analysis } from './entities/analysis.entity';

/** The API shape of an analysis (SPEC §3): numeric columns stay numeric strings. */
export interface AnalysisResponse {
  id: string;
  ticker: string;
  companyName: string;
  recommendation: string;
  totalScore: number;
  fundamentalScore: number;
  technicalScore: number;
  sentimentScore: number;
  currentPrice: string;
  targetPrice: string;
  upside: string;
  dataAsOf: string;
  createdAt: string;
  analysisResult: Analysis['analysisResult'];
}

export function toAnalysisResponse(analysis: Analysis): AnalysisResponse {
  return {
    id: analysis.id,
    ticker: analysis.ticker,
    companyName: analysis.companyName,
    recommendation: analysis.recommendation,
    totalScore: analysis.totalScore,
    fundamentalScore: analysis.fundamentalScore,
    technicalScore: analysis.technicalScore,
    sentimentScore: analysis.sentimentScore,
    currentPrice: analysis.currentPrice,
    targetPrice: analysis.targetPrice,
    upside: analysis.upside,
    dataAsOf: analysis.dataAsOf,
    createdAt: analysis.createdAt.toISOString(),
    analysisResult: analysis.analysisResult,
  };
}
