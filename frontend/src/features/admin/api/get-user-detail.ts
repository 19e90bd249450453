import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminUserDetail } from '../types';
import { adminKeys } from './keys';

export function getUserDetail(id: string): Promise<AdminUserDetail> {
  return apiGet<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function useUserDetail(id: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: adminKeys.user(id ?? ''), queryFn: () => getUserDetail(id!) }),
    enabled: id !== null,
  });
}
