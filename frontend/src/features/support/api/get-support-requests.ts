import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SupportRequest } from '../types';

export const supportKeys = {
  requests: ['/api/support/requests'] as const,
};

export function getSupportRequests(): Promise<SupportRequest[]> {
  return apiGet<SupportRequest[]>('/api/support/requests');
}

export function getSupportRequestsQueryOptions() {
  return queryOptions({ queryKey: supportKeys.requests, queryFn: getSupportRequests });
}

export function useSupportRequests() {
  return useQuery(getSupportRequestsQueryOptions());
}
