import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Subscription } from '../types';
import { billingKeys } from './keys';

export function getSubscription(): Promise<Subscription> {
  return apiGet<Subscription>('/api/billing/subscription');
}

export function getSubscriptionQueryOptions() {
  return queryOptions({ queryKey: billingKeys.subscription, queryFn: getSubscription });
}

/** Plan, end date, price and any payment still open. `enabled` lets a screen ask only when needed. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled });
}
