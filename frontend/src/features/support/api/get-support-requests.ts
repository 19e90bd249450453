import type { SupportRequest } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

export const supportKeys = {
  requests: [apiPaths.supportRequests] as const,
};

export function getSupportRequests(): Promise<SupportRequest[]> {
  return apiGet<SupportRequest[]>(apiPaths.supportRequests);
}

export function getSupportRequestsQueryOptions() {
  return queryOptions({ queryKey: supportKeys.requests, queryFn: getSupportRequests });
}

export function useSupportRequests() {
  return useQuery(getSupportRequestsQueryOptions());
}
