import type { AdminSupportRequest } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getSupportQueue(): Promise<AdminSupportRequest[]> {
  return apiGet<AdminSupportRequest[]>(`${apiPaths.admin}/support-requests`);
}

export function useSupportQueue({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.support, queryFn: getSupportQueue }), enabled });
}
