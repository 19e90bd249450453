import type { Analysis as AnalysisBody, AnalysisListItem } from '@telisik/contract';
import type { AnalysisSummary } from './analyses.service';
import type { Analysis } from './entities/analysis.entity';

/**
 * The API body of an analysis (SPEC §3): numeric columns stay numeric strings. The entity already
 * holds the contract's shape, older rows included (see stored-analysis.ts); this drops the owner
 * and writes the timestamp as ISO 8601.
 */
export function toAnalysisResponse(analysis: Analysis): AnalysisBody {
  return { ...toAnalysisListItem(analysis), analysisResult: analysis.analysisResult };
}

/**
 * An item of the list (GET /api/analyses): the analysis without its result (the year of daily
 * prices, the prose), which only the detail draws; a list of them is what a phone downloads on
 * every dashboard visit.
 */
export function toAnalysisListItem(analysis: AnalysisSummary): AnalysisListItem {
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
  };
}
