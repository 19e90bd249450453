import type { AnalysisListItem } from '@telisik/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { analysesKeys, type AnalysesFilters } from '@/lib/analyses-keys';

/** A page of the user's analyses (newest first), how many match in all, and the next page's address. */
export interface AnalysesPage {
  analyses: AnalysisListItem[];
  total: number;
  next: string | null;
}

/** The history page asks for this many at a time. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/analyses answers one page as an array, with the number matching in X-Total-Count and
 * the next page in `Link: <…>; rel="next"`. An answer without the header (an older server) is the
 * whole list.
 */
async function fetchAnalysesPage(url: string): Promise<AnalysesPage> {
  const res = await apiRequest('GET', url);
  const analyses = (await res.json()) as AnalysisListItem[];
  const header = res.headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : analyses.length;
  const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null;
  return { analyses, total, next };
}

/** The first page of the user's analyses: the dashboard's five and its total. */
export function getAnalyses(): Promise<AnalysesPage> {
  return fetchAnalysesPage(apiPaths.analyses);
}

export function getAnalysesQueryOptions() {
  return queryOptions({ queryKey: analysesKeys.all, queryFn: getAnalyses });
}

export function useAnalyses() {
  return useQuery(getAnalysesQueryOptions());
}

/** The first page's address for these filters (the server reads "bbca" or "BBCA.JK" as BBCA). */
export function analysesListUrl(filters: AnalysesFilters): string {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  const ticker = filters.ticker.replace(/\s+/g, '');
  if (ticker) query.set('ticker', ticker);
  if (filters.recommendation) query.set('recommendation', filters.recommendation);
  return `${apiPaths.analyses}?${query.toString()}`;
}

/** The history page: page after page of the filtered list, each page following the last one's Link. */
export function getAnalysesListQueryOptions(filters: AnalysesFilters) {
  return infiniteQueryOptions({
    queryKey: analysesKeys.list(filters),
    queryFn: ({ pageParam }) => fetchAnalysesPage(pageParam),
    initialPageParam: analysesListUrl(filters),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useAnalysesList(filters: AnalysesFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getAnalysesListQueryOptions(filters), enabled: options.enabled ?? true });
}
