import type { AdminPayment } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminPayments(): Promise<AdminPayment[]> {
  return apiGet<AdminPayment[]>(`${apiPaths.admin}/payments?limit=50`);
}

export function useAdminPayments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.payments, queryFn: getAdminPayments }), enabled });
}
