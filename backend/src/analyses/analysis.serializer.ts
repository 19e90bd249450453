import type { Analysis as AnalysisBody, AnalysisResult } from '@telisik/contract';
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

/**
 * The same body as JSON text. An analysis just stored or copied carries its result as the JSON
 * text the row holds (withStoredResult): that text goes into the body as it is, rather than the
 * result being serialised once for the row and again for the response (about 0.4 ms each for a
 * result of ~50 KB), or, for a copy, parsed from the row only to be serialised again.
 */
export function analysisResponseJson(analysis: AnalysisColumns): string {
  const resultJson = storedResults.get(analysis)?.json;
  if (resultJson === undefined) return JSON.stringify(toAnalysisResponse(analysis));
  const head = JSON.stringify(bodyOf(analysis, FIELDS_BUT_RESULT));
  return `${head.slice(0, -1)},"analysisResult":${resultJson}}`;
}

const FIELDS_BUT_RESULT = ANALYSIS_FIELDS.filter((field) => field !== 'analysisResult');

/** The result's JSON text as stored, and the value once something has read it. */
interface StoredResult {
  json?: string;
  value?: AnalysisResult;
}
const storedResults = new WeakMap<object, StoredResult>();

/**
 * `columns` with its `analysisResult` as stored: the JSON text the row holds, and the value when the
 * caller has it (it computed it), else parsed from the text the first time it is read (most copies
 * are only served, never read). Setting the result drops the text: the response then serialises
 * the value set.
 */
export function withStoredResult<T extends object>(
  columns: T,
  json: string,
  value?: AnalysisResult,
): T & { analysisResult: AnalysisResult } {
  const stored: StoredResult = { json, value };
  storedResults.set(columns, stored);
  return Object.defineProperty(columns, 'analysisResult', {
    enumerable: true,
    configurable: true,
    get: () => (stored.value ??= JSON.parse(json) as AnalysisResult),
    set: (next: AnalysisResult) => {
      stored.value = next;
      delete stored.json;
    },
  }) as T & { analysisResult: AnalysisResult };
}

function bodyOf(
  analysis: AnalysisColumns,
  fields: ReadonlyArray<keyof AnalysisColumns>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = analysis[field];
  body.createdAt = analysis.createdAt.toISOString();
  return body;
}
