import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminAuditEntry } from '../types';
import { adminKeys } from './keys';

export function getAuditLog(): Promise<AdminAuditEntry[]> {
  return apiGet<AdminAuditEntry[]>('/api/admin/audit-log?limit=100');
}

export function useAuditLog({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.audit, queryFn: getAuditLog }), enabled });
}
