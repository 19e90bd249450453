import type { QuotaResponse } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

export const quotaKeys = {
  all: [apiPaths.quota] as const,
};

export function getQuota(): Promise<QuotaResponse> {
  return apiGet<QuotaResponse>(apiPaths.quota);
}

export function getQuotaQueryOptions() {
  return queryOptions({ queryKey: quotaKeys.all, queryFn: getQuota });
}

export function useQuota() {
  return useQuery(getQuotaQueryOptions());
}
