import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { QuotaResponse } from '../types';

export const quotaKeys = {
  all: ['/api/quota'] as const,
};

export function getQuota(): Promise<QuotaResponse> {
  return apiGet<QuotaResponse>('/api/quota');
}

export function getQuotaQueryOptions() {
  return queryOptions({ queryKey: quotaKeys.all, queryFn: getQuota });
}

export function useQuota() {
  return useQuery(getQuotaQueryOptions());
}
