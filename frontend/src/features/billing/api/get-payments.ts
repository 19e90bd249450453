import type { PaymentHistoryItem } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { billingKeys } from './keys';

export function getPayments(): Promise<PaymentHistoryItem[]> {
  return apiGet<PaymentHistoryItem[]>(apiPaths.payments);
}

export function getPaymentsQueryOptions() {
  return queryOptions({ queryKey: billingKeys.payments, queryFn: getPayments });
}

export function usePayments() {
  return useQuery(getPaymentsQueryOptions());
}
