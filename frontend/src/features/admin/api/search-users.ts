import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminUserSummary } from '../types';
import { adminKeys } from './keys';

export function searchUsers(q: string): Promise<AdminUserSummary[]> {
  return apiGet<AdminUserSummary[]>(`/api/admin/users?q=${encodeURIComponent(q)}`);
}

export function useSearchUsers(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: adminKeys.users(q), queryFn: () => searchUsers(q) }),
    placeholderData: keepPreviousData,
  });
}
