import type { AdminUserDetail } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getUserDetail(id: string): Promise<AdminUserDetail> {
  return apiGet<AdminUserDetail>(`${apiPaths.admin}/users/${encodeURIComponent(id)}`);
}

export function useUserDetail(id: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: adminKeys.user(id ?? ''), queryFn: () => getUserDetail(id!) }),
    enabled: id !== null,
  });
}
