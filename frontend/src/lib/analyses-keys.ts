import type { Recommendation } from '@telisik/contract';
import { apiPaths } from '@/config/paths';

/** What the history page narrows the list to: a ticker as typed, one recommendation, or neither. */
export interface AnalysesFilters {
  ticker: string;
  recommendation: Recommendation | '';
}

/** Query keys double as URLs (config/paths.ts): ['/api/analyses', id] is /api/analyses/{id}. */
export const analysesKeys = {
  all: [apiPaths.analyses] as const,
  detail: (id: string) => [apiPaths.analyses, id] as const,
  /** The history page's pages, per filter ('list' is never an analysis id). */
  lists: [apiPaths.analyses, 'list'] as const,
  list: (filters: AnalysesFilters) => [apiPaths.analyses, 'list', filters] as const,
};
