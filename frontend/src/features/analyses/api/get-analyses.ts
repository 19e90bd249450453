import type { Analysis } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { analysesKeys } from './keys';

/** The user's analyses, newest first. */
export function getAnalyses(): Promise<Analysis[]> {
  return apiGet<Analysis[]>(apiPaths.analyses);
}

export function getAnalysesQueryOptions() {
  return queryOptions({ queryKey: analysesKeys.all, queryFn: getAnalyses });
}

export function useAnalyses() {
  return useQuery(getAnalysesQueryOptions());
}
