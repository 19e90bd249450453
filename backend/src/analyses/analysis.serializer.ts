import type { Analysis as AnalysisBody, AnalysisListItem } from '@telisik/contract';
import type { AnalysisSummary } from './analysis-row';
import { ANALYSIS_FIELDS, type AnalysisColumns } from './entities/analysis.entity';

const LIST_FIELDS = ANALYSIS_FIELDS.filter((field) => field !== 'analysisResult');

/**
 * The API body of an analysis (SPEC §3): the columns AnalysisColumns declares, as stored (numeric
 * columns stay numeric strings), the timestamp as ISO 8601; nothing else the entity holds (the
 * owner). The entity already holds the contract's shape, older rows included (stored-analysis.ts).
 */
export function toAnalysisResponse(analysis: AnalysisColumns): AnalysisBody {
  return bodyOf(analysis, ANALYSIS_FIELDS) as unknown as AnalysisBody;
}

/**
 * An item of the list (GET /api/analyses): the analysis without its result (the year of daily
 * prices, the prose), which only the detail draws; a list of them is what a phone downloads on
 * every dashboard visit.
 */
export function toAnalysisListItem(analysis: AnalysisSummary): AnalysisListItem {
  return bodyOf(analysis, LIST_FIELDS) as unknown as AnalysisListItem;
}

function bodyOf(analysis: AnalysisSummary, fields: ReadonlyArray<keyof AnalysisColumns>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = analysis[field as keyof AnalysisSummary];
  body.createdAt = analysis.createdAt.toISOString();
  return body;
}
