import { Link } from 'wouter';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { interpolate, messages } from '@/i18n';
import { formatRupiah, formatWibDate, formatWibDateTime } from '@/lib/format';
import { useReceipt } from '../api/get-receipt';

const t = messages.billing.receipt;

/** A printable receipt: number, date, amount, method, buyer and seller. Print hides the app around it. */
export function ReceiptView({ orderId }: { orderId: string }) {
  const receipt = useReceipt(orderId);
  useDocumentTitle(
    receipt.data ? interpolate(t.pageTitle, { number: receipt.data.receiptNumber }) : undefined,
  );

  if (!receipt.data) {
    return (
      <Card className="mx-auto max-w-2xl p-6 text-sm text-slate-600">
        <p role="status">{receipt.isError ? t.notFound : t.loading}</p>
        {receipt.isError ? (
          <Link
            href={paths.settings.getHref()}
            className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
          >
            {t.back}
          </Link>
        ) : null}
      </Card>
    );
  }
  const data = receipt.data;
  const rows: [string, string][] = [
    [t.number, data.receiptNumber],
    [t.date, formatWibDateTime(data.paidAt)],
    [t.order, data.orderId],
    [t.method, data.paymentMethod ?? '–'],
  ];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href={paths.settings.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t.back}
        </Link>
        <Button onClick={() => window.print()}>{t.print}</Button>
      </div>
      <Card className="flex flex-col gap-6 p-5 sm:p-8 print:border-0 print:shadow-none" data-testid="receipt">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-lg font-bold text-primary">{messages.app.name}</p>
            <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          </div>
          <OrderStatusBadge status={data.status} />
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          <section className="text-sm">
            <h2 className="mb-1 font-semibold text-slate-900">{t.billedTo}</h2>
            <p className="text-slate-700">{data.customer.name ?? '–'}</p>
            <p className="text-slate-700">{data.customer.email ?? '–'}</p>
          </section>
          <section className="text-sm">
            <h2 className="mb-1 font-semibold text-slate-900">{t.issuedBy}</h2>
            <p className="text-slate-700">{data.company.name}</p>
            <p className="whitespace-pre-line text-slate-700">{data.company.address}</p>
            {data.company.taxId ? (
              <p className="text-slate-700">{interpolate(t.taxId, { taxId: data.company.taxId })}</p>
            ) : null}
          </section>
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 font-medium">{t.item}</th>
              <th className="py-2 text-right font-medium">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="py-2">
                <p className="font-medium text-slate-900">{data.itemName}</p>
                {data.periodStart && data.periodEnd ? (
                  <p className="text-slate-600">
                    {t.period}: {formatWibDate(data.periodStart)} – {formatWibDate(data.periodEnd)}
                  </p>
                ) : null}
              </td>
              <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                {formatRupiah(data.amount)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <td className="py-2 font-semibold text-slate-900">{t.total}</td>
              <td
                className="py-2 text-right text-lg font-bold whitespace-nowrap text-slate-900"
                data-testid="receipt-total"
              >
                {formatRupiah(data.amount)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="text-xs text-slate-500">{t.note}</p>
      </Card>
    </div>
  );
}
