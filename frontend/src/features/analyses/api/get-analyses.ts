import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Analysis } from '../types';
import { analysesKeys } from './keys';

/** The user's analyses, newest first. */
export function getAnalyses(): Promise<Analysis[]> {
  return apiGet<Analysis[]>('/api/analyses');
}

export function getAnalysesQueryOptions() {
  return queryOptions({ queryKey: analysesKeys.all, queryFn: getAnalyses });
}

export function useAnalyses() {
  return useQuery(getAnalysesQueryOptions());
}
