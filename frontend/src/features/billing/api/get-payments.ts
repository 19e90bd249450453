import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { PaymentHistoryItem } from '../types';
import { billingKeys } from './keys';

export function getPayments(): Promise<PaymentHistoryItem[]> {
  return apiGet<PaymentHistoryItem[]>('/api/billing/payments');
}

export function getPaymentsQueryOptions() {
  return queryOptions({ queryKey: billingKeys.payments, queryFn: getPayments });
}

export function usePayments() {
  return useQuery(getPaymentsQueryOptions());
}
