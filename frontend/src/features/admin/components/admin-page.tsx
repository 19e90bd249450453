import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatWibDateTime } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { useAdminPayments } from '../api/get-payments';
import { MarketDataPanel } from './market-data-panel';
import { PaymentCard } from './payment-card';
import { SupportPanel } from './support-panel';
import { UsersPanel } from './users-panel';

const t = messages.admin;
type Tab = keyof typeof t.tabs;
const TABS: Tab[] = ['users', 'payments', 'support', 'marketData', 'audit'];

function PaymentsPanel() {
  const payments = useAdminPayments({ enabled: true });
  if (!payments.data)
    return payments.isError ? (
      <p className="text-sm text-red-700">{t.loadError}</p>
    ) : (
      <Skeleton className="h-32 w-full" />
    );
  if (payments.data.length === 0) return <p className="text-sm text-slate-600">{t.noPayments}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {payments.data.map((payment) => (
        <PaymentCard key={payment.orderId} payment={payment} />
      ))}
    </ul>
  );
}

function AuditPanel() {
  const audit = useAuditLog({ enabled: true });
  if (!audit.data)
    return audit.isError ? (
      <p className="text-sm text-red-700">{t.loadError}</p>
    ) : (
      <Skeleton className="h-32 w-full" />
    );
  if (audit.data.length === 0) return <p className="text-sm text-slate-600">{t.noAudit}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm" data-testid="admin-audit">
      {audit.data.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{t.actions[entry.action]}</p>
          <p className="text-slate-700">{entry.reason}</p>
          <p className="text-xs text-slate-500">
            {entry.adminEmail} · {formatWibDateTime(entry.createdAt)}
            {entry.targetUserId ? ` · ${entry.targetUserId}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The operator view: users (grant/revoke), payments with notifications, support queue, market data, audit log. */
export function AdminPage({ email }: { email: string }) {
  const [tab, setTab] = useState<Tab>('users');
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-sm text-slate-600">{interpolate(t.signedInAs, { email })}</p>
      </div>
      <div
        role="tablist"
        aria-label={t.title}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:flex"
      >
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary',
              tab === key ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t.tabs[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t.tabs[tab]}>
        {tab === 'users' ? <UsersPanel /> : null}
        {tab === 'payments' ? <PaymentsPanel /> : null}
        {tab === 'support' ? <SupportPanel /> : null}
        {tab === 'marketData' ? <MarketDataPanel /> : null}
        {tab === 'audit' ? <AuditPanel /> : null}
      </div>
    </div>
  );
}
