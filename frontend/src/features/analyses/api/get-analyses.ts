import type { Analysis } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { analysesKeys } from './keys';

/** The first page of the user's analyses (newest first) and how many the user has in all. */
export interface AnalysesPage {
  analyses: Analysis[];
  total: number;
}

/**
 * GET /api/analyses answers one page (20, newest first) as an array, with the user's total in
 * X-Total-Count. An answer without the header (an older server) is the whole list.
 */
export async function getAnalyses(): Promise<AnalysesPage> {
  const res = await apiRequest('GET', apiPaths.analyses);
  const analyses = (await res.json()) as Analysis[];
  const header = res.headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : analyses.length;
  return { analyses, total };
}

export function getAnalysesQueryOptions() {
  return queryOptions({ queryKey: analysesKeys.all, queryFn: getAnalyses });
}

export function useAnalyses() {
  return useQuery(getAnalysesQueryOptions());
}
