import type { Order } from '@telisik/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon, ClockIcon, SpinnerIcon, XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { errorStatus } from '@/lib/api-client';
import { formatRupiah, formatWibDate } from '@/lib/format';
import { useOrder } from '../api/get-order';
import { billingKeys } from '../api/keys';
import { PaymentInstructions } from './payment-instructions';

const t = messages.billing.finish;

function Panel({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'waiting' | 'failure';
  title: string;
  children: ReactNode;
}) {
  const iconTone = {
    success: 'bg-green-100 text-green-700',
    waiting: 'bg-amber-100 text-amber-800',
    failure: 'bg-red-100 text-red-700',
  }[tone];
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col gap-5 p-5 sm:p-8" data-testid="payment-status">
      <div className="flex items-center gap-3">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-full [&_svg]:size-6 ${iconTone}`}
        >
          {icon}
        </span>
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      </div>
      {children}
    </Card>
  );
}

function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">{t.orderNumber}</dt>
      <dd className="font-mono text-slate-900 break-all">{order.orderId}</dd>
      <dt className="text-slate-600">{t.amount}</dt>
      <dd className="font-semibold text-slate-900">{formatRupiah(order.amount)}</dd>
      <dt className="text-slate-600">{messages.billing.receipt.status}</dt>
      <dd>
        <OrderStatusBadge status={order.status} />
      </dd>
    </dl>
  );
}

/**
 * Where Snap sends the payer back (?order_id=…). Shows the order as the server knows it (which
 * asks Midtrans while it is open), never the status in the address, which anyone can type.
 */
export function PaymentFinish({ orderId, onPaid }: { orderId: string | null; onPaid?: () => void }) {
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const status = order.data?.status;

  // Paid: everything that shows the plan is read again (the page adds the badge and the quota).
  useEffect(() => {
    if (status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    void queryClient.invalidateQueries({ queryKey: billingKeys.payments });
    onPaid?.();
  }, [status, queryClient, onPaid]);

  if (!orderId) {
    return (
      <Panel icon={<XIcon />} tone="failure" title={t.pageTitle}>
        <p className="text-slate-600">{t.missingOrder}</p>
        <Link
          href={paths.home.getHref()}
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
        >
          {t.toDashboard}
        </Link>
      </Panel>
    );
  }
  if (!order.data) {
    if (order.isError) {
      return (
        <Panel icon={<XIcon />} tone="failure" title={t.pageTitle}>
          <p className="text-slate-600">{errorStatus(order.error) === 404 ? t.notFound : t.loadError}</p>
          <Link
            href={paths.home.getHref()}
            className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          >
            {t.toDashboard}
          </Link>
        </Panel>
      );
    }
    return (
      <Panel icon={<SpinnerIcon className="animate-spin" />} tone="waiting" title={t.pageTitle}>
        <p className="text-slate-600" role="status">
          {t.checking}
        </p>
      </Panel>
    );
  }

  const data = order.data;
  switch (data.status) {
    case 'paid':
      return (
        <Panel icon={<CheckIcon />} tone="success" title={t.paidTitle}>
          <p className="text-slate-700" role="status">
            {interpolate(t.paidDescription, {
              date: data.premiumUntil ? formatWibDate(data.premiumUntil) : '–',
            })}
          </p>
          <OrderFacts order={data} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link href={paths.home.getHref()} className={buttonVariants({ size: 'lg' })}>
              {t.toDashboard}
            </Link>
            <Link
              href={paths.receipt.getHref(data.orderId)}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {t.viewReceipt}
            </Link>
          </div>
        </Panel>
      );
    case 'creating':
    case 'pending':
      return (
        <Panel icon={<ClockIcon />} tone="waiting" title={t.waitingTitle}>
          <p className="text-slate-700" role="status">
            {data.instructions ? t.waitingDescription : t.confirmingDescription}
          </p>
          {data.instructions ? <PaymentInstructions instructions={data.instructions} /> : null}
          <OrderFacts order={data} />
          {data.redirectUrl ? (
            <a href={data.redirectUrl} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t.resume}
            </a>
          ) : null}
        </Panel>
      );
    case 'refunded':
    case 'charged_back':
      return (
        <Panel icon={<XIcon />} tone="failure" title={t.refundedTitle}>
          <p className="text-slate-700">{t.refundedDescription}</p>
          <OrderFacts order={data} />
        </Panel>
      );
    case 'denied':
    case 'cancelled':
    case 'expired':
    case 'failed':
      return (
        <Panel
          icon={<XIcon />}
          tone="failure"
          title={
            data.status === 'expired'
              ? t.expiredTitle
              : data.status === 'cancelled'
                ? t.cancelledTitle
                : t.failedTitle
          }
        >
          <p className="text-slate-700" role="status">
            {data.status === 'expired' ? t.expiredDescription : t.failedDescription}
          </p>
          <OrderFacts order={data} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={paths.upgrade.getHref()} className={buttonVariants({ size: 'lg' })}>
              {t.tryAgain}
            </a>
            <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t.toDashboard}
            </Link>
          </div>
        </Panel>
      );
  }
}
