import type { AdminPayment } from '@telisik/contract';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { interpolate, messages } from '@/i18n';
import { formatRupiah, formatWibDateTime } from '@/lib/format';

const t = messages.admin;

/** One payment with every notification and status check that touched it, oldest first. */
export function PaymentCard({ payment }: { payment: AdminPayment }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="admin-payment">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs break-all text-slate-900">{payment.orderId}</span>
        <OrderStatusBadge status={payment.status} />
        {payment.userId === null ? <Badge tone="danger">{t.deletedUser}</Badge> : null}
      </div>
      <p className="mt-1 text-slate-700">
        {formatRupiah(payment.amount)} · {payment.customerEmail ?? '–'} · {payment.paymentMethod ?? '–'}
      </p>
      <p className="text-xs text-slate-500">
        {formatWibDateTime(payment.createdAt)}
        {payment.receiptNumber ? ` · ${payment.receiptNumber}` : ''}
        {payment.failureReason ? ` · ${payment.failureReason}` : ''}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-xs font-semibold text-primary">
          {t.notifications} ({payment.notifications.length})
        </summary>
        {payment.notifications.length === 0 ? (
          <p className="mt-1 text-xs text-slate-500">{t.noNotifications}</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1 text-xs text-slate-700">
            {payment.notifications.map((notification) => (
              <li key={notification.id}>
                {formatWibDateTime(notification.receivedAt)} ·{' '}
                {interpolate(t.notificationLine, {
                  source: t.sources[notification.source],
                  notified: notification.notifiedStatus,
                  confirmed: notification.confirmedStatus,
                  effect: notification.effect,
                })}
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
