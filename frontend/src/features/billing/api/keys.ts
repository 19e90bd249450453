import { apiPaths } from '@/config/paths';

/** Query keys double as URLs (SPEC §7): the parts joined with '/' are what is fetched. */
export const billingKeys = {
  subscription: [apiPaths.subscription] as const,
  order: (orderId: string) => [apiPaths.orders, orderId] as const,
  payments: [apiPaths.payments] as const,
  receipt: (orderId: string) => [apiPaths.payments, orderId, 'receipt'] as const,
};
