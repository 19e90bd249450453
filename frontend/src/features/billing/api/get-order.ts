import type { Order } from '@telisik/contract';
import { ORDER_STATUS_CHECK_INTERVAL_MS } from '@telisik/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { billingKeys } from './keys';

export function getOrder(orderId: string): Promise<Order> {
  return apiGet<Order>(`${apiPaths.orders}/${encodeURIComponent(orderId)}`);
}

/**
 * One order, as the finish page shows it. The only screen that polls (SPEC §9 has none): it asks
 * again every few seconds while the payment is open, and stops once it is settled or ended.
 */
export function getOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: billingKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data?.status === 'creating'
        ? ORDER_STATUS_CHECK_INTERVAL_MS
        : false,
  });
}

export function useOrder(orderId: string | null) {
  return useQuery({ ...getOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
