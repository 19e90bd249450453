import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatWibDateTime } from '@/lib/format';
import { useSubscription } from '../api/get-subscription';

const t = messages.dashboard.pendingPayment;

/**
 * The dashboard's notice of a Premium order still waiting for payment ('Tunda' at the payment page):
 * until when it can be paid, how to pay it (the finish page's virtual account, code or QR) and the
 * payment page itself. Nothing shows when no order is open.
 */
export function PendingPaymentCard() {
  const openOrder = useSubscription().data?.openOrder;
  if (!openOrder) return null;
  return (
    <Card
      role="status"
      data-testid="pending-payment"
      className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 items-start gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold text-amber-950">{t.title}</h2>
          <p className="text-sm wrap-anywhere text-amber-900">
            {interpolate(t.description, {
              orderId: openOrder.orderId,
              expiresAt: formatWibDateTime(openOrder.expiresAt),
            })}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          href={paths.billingFinish.getHref(openOrder.orderId)}
          className={buttonVariants({ variant: 'primary' })}
        >
          {t.howTo}
        </Link>
        <a href={openOrder.redirectUrl} className={buttonVariants({ variant: 'outline' })}>
          {t.openPaymentPage}
        </a>
      </div>
    </Card>
  );
}
