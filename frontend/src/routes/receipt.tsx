import { ReceiptView } from '@/features/billing/components/receipt';
import { SignedInPage } from './signed-in-page';

/** '/settings/receipts/:orderId': one printable receipt. */
export function ReceiptRoute({ orderId }: { orderId: string }) {
  return <SignedInPage>{() => <ReceiptView orderId={orderId} />}</SignedInPage>;
}
