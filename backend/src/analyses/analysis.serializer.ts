import type { Analysis as AnalysisBody } from '@telisik/contract';
import type { Analysis } from './entities/analysis.entity';

/**
 * The API body of an analysis (SPEC §3): numeric columns stay numeric strings. The entity already
 * holds the contract's shape, older rows included (see stored-analysis.ts); this drops the owner
 * and writes the timestamp as ISO 8601.
 */
export function toAnalysisResponse(analysis: Analysis): AnalysisBody {
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

/**
 * An item of the list (GET /api/analyses): the analysis without its year of daily prices, which only
 * the detail's chart and PDF draw. That history is most of an analysis's weight, and a list of them
 * is what a phone downloads on every dashboard visit.
 */
export function toAnalysisListItem(analysis: Analysis): AnalysisBody {
  const body = toAnalysisResponse(analysis);
  return { ...body, analysisResult: { ...body.analysisResult, priceHistory: [] } };
}
