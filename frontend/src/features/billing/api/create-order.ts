import type { CreateOrderResponse } from '@telisik/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

export async function createOrder(): Promise<CreateOrderResponse> {
  const res = await apiRequest('POST', apiPaths.orders);
  return (await res.json()) as CreateOrderResponse;
}

/**
 * Starts (or resumes) a payment. On success the browser leaves for the payment page; the mutation
 * stays pending until it does, so the button cannot be pressed twice.
 */
export function useCreateOrder({
  onRedirect,
  onError,
}: {
  onRedirect: (url: string) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: async () => {
      const order = await createOrder();
      onRedirect(order.redirectUrl);
      // Never resolves: the page is unloading. Keeps the button disabled meanwhile.
      return new Promise<CreateOrderResponse>(() => undefined);
    },
    onError,
  });
}
