import { Link } from 'wouter';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { buttonVariants } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatRupiah, formatWibDate } from '@/lib/format';
import { usePayments } from '../api/get-payments';

const t = messages.billing.history;

/** Every payment, newest first, each paid one with its printable receipt. */
export function PaymentHistory() {
  const payments = usePayments();
  return (
    <SectionCard title={t.title} description={t.description}>
      {payments.data ? (
        payments.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="payment-history">
            {payments.data.map((payment) => (
              <li key={payment.orderId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-slate-900">
                    {formatRupiah(payment.amount)}
                    <span className="ml-2 align-middle">
                      <OrderStatusBadge status={payment.status} />
                    </span>
                  </span>
                  <span className="text-sm text-slate-600">
                    {formatWibDate(payment.paidAt ?? payment.createdAt)}
                    {payment.paymentMethod ? ` · ${payment.paymentMethod}` : ''}
                  </span>
                  {payment.periodStart && payment.periodEnd ? (
                    <span className="text-xs text-slate-500">
                      {interpolate(t.period, {
                        start: formatWibDate(payment.periodStart),
                        end: formatWibDate(payment.periodEnd),
                      })}
                    </span>
                  ) : null}
                </div>
                {payment.receiptNumber ? (
                  <Link
                    href={paths.receipt.getHref(payment.orderId)}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    {t.receipt}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : payments.isError ? (
        <p className="text-sm text-red-700">{t.loadError}</p>
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </SectionCard>
  );
}
