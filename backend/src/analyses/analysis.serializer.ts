import type { Analysis as AnalysisBody } from '@telisik/contract';
import { ANALYSIS_FIELDS, type AnalysisColumns } from './entities/analysis.entity';

/**
 * The API body of an analysis (SPEC §3): the columns AnalysisColumns declares, as stored (numeric
 * columns stay numeric strings), the timestamp as ISO 8601; nothing else the entity holds (the
 * owner). The entity already holds the contract's shape, older rows included (stored-analysis.ts).
 */
export function toAnalysisResponse(analysis: AnalysisColumns): AnalysisBody {
  return bodyOf(analysis, ANALYSIS_FIELDS) as unknown as AnalysisBody;
}

// An item of the list (GET /api/analyses) is made by its query, already in the API's shape
// (AnalysisRows.listItemSelect): a page is read far more often than an analysis is made.

function bodyOf(analysis: AnalysisColumns, fields: ReadonlyArray<keyof AnalysisColumns>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = analysis[field];
  body.createdAt = analysis.createdAt.toISOString();
  return body;
}
