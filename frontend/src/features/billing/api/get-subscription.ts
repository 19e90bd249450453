import type { Subscription } from '@telisik/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { billingKeys } from './keys';

export function getSubscription(): Promise<Subscription> {
  return apiGet<Subscription>(apiPaths.subscription);
}

export function getSubscriptionQueryOptions() {
  return queryOptions({ queryKey: billingKeys.subscription, queryFn: getSubscription });
}

/** Plan, end date, price and any payment still open. `enabled` lets a screen ask only when needed. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled });
}
