import type { Receipt } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { billingKeys } from './keys';

export function getReceipt(orderId: string): Promise<Receipt> {
  return apiGet<Receipt>(`${apiPaths.payments}/${encodeURIComponent(orderId)}/receipt`);
}

export function getReceiptQueryOptions(orderId: string) {
  return queryOptions({ queryKey: billingKeys.receipt(orderId), queryFn: () => getReceipt(orderId) });
}

export function useReceipt(orderId: string) {
  return useQuery(getReceiptQueryOptions(orderId));
}
