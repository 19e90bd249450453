/** Query keys double as URLs (SPEC §7): the parts joined with '/' are what is fetched. */
export const billingKeys = {
  subscription: ['/api/billing/subscription'] as const,
  order: (orderId: string) => ['/api/billing/orders', orderId] as const,
  payments: ['/api/billing/payments'] as const,
  receipt: (orderId: string) => ['/api/billing/payments', orderId, 'receipt'] as const,
};
