import type { AdminAuditEntry } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAuditLog(): Promise<AdminAuditEntry[]> {
  return apiGet<AdminAuditEntry[]>(`${apiPaths.admin}/audit-log?limit=100`);
}

export function useAuditLog({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.audit, queryFn: getAuditLog }), enabled });
}
