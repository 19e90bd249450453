import type { Analysis } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { analysesKeys } from '@/lib/analyses-keys';

export function getAnalysis(id: string): Promise<Analysis> {
  return apiGet<Analysis>(`${apiPaths.analyses}/${encodeURIComponent(id)}`);
}

export function getAnalysisQueryOptions(id: string) {
  return queryOptions({ queryKey: analysesKeys.detail(id), queryFn: () => getAnalysis(id) });
}

/** Runs only when the caller says so (signed in) and there is an id (SPEC §7). */
export function useAnalysis(id: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAnalysisQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
