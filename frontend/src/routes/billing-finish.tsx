import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { userKeys } from '@/features/auth/api/get-user';
import { PaymentFinish } from '@/features/billing/components/payment-finish';
import { quotaKeys } from '@/features/quota/api/get-quota';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { SignedInPage } from './signed-in-page';

/** '/billing/finish?order_id=…': where Midtrans Snap sends the payer back. */
export function BillingFinishRoute() {
  useDocumentTitle(messages.billing.finish.pageTitle);
  const orderId = new URLSearchParams(useSearch()).get('order_id');
  const queryClient = useQueryClient();
  // Paid: the header, the badge and 'Unlimited' read the user and the quota again.
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ queryKey: quotaKeys.all });
  }, [queryClient]);
  return <SignedInPage>{() => <PaymentFinish orderId={orderId} onPaid={onPaid} />}</SignedInPage>;
}
