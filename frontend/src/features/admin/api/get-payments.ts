import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminPayment } from '../types';
import { adminKeys } from './keys';

export function getAdminPayments(): Promise<AdminPayment[]> {
  return apiGet<AdminPayment[]>('/api/admin/payments?limit=50');
}

export function useAdminPayments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: adminKeys.payments, queryFn: getAdminPayments }), enabled });
}
