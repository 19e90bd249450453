import type { AdminMe } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminMe(): Promise<AdminMe> {
  return apiGet<AdminMe>(`${apiPaths.admin}/me`);
}

/** 200 for an operator; 404 for everyone else (the page then shows the 404 screen). */
export function useAdminMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.me, queryFn: getAdminMe }), enabled });
}
