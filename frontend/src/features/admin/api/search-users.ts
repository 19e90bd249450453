import type { AdminUserSummary } from '@telisik/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function searchUsers(q: string): Promise<AdminUserSummary[]> {
  return apiGet<AdminUserSummary[]>(`${apiPaths.admin}/users?q=${encodeURIComponent(q)}`);
}

export function useSearchUsers(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: adminKeys.users(q), queryFn: () => searchUsers(q) }),
    placeholderData: keepPreviousData,
  });
}
