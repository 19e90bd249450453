import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminSupportRequest } from '../types';
import { adminKeys } from './keys';

export function getSupportQueue(): Promise<AdminSupportRequest[]> {
  return apiGet<AdminSupportRequest[]>('/api/admin/support-requests');
}

export function useSupportQueue({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.support, queryFn: getSupportQueue }), enabled });
}
