import type { StockAlert } from '@telisik/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BellIcon, XIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatTradingDay } from '@/lib/format';
import { useAlerts, useMarkAlertRead, useMarkAllAlertsRead } from '../api/alerts';

const t = messages.alerts;

/**
 * Unread alerts that arrived since `known` was taken: what deserves a toast while the app is open.
 * The first answer (the page just opened) only sets what is known.
 */
export function newUnreadAlerts(known: ReadonlySet<string> | null, alerts: readonly StockAlert[]): StockAlert[] {
  if (known === null) return [];
  return alerts.filter((alert) => !alert.read && !known.has(alert.id));
}

function AlertRow({ alert, onRead }: { alert: StockAlert; onRead: () => void }) {
  return (
    <li
      className={cn('flex flex-col gap-1 border-b border-slate-100 px-4 py-3 last:border-b-0', !alert.read && 'bg-teal-50/60')}
      data-testid="alert-row"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">{alert.title}</p>
        {!alert.read ? (
          <Button variant="link" size="sm" className="shrink-0 text-xs" onClick={onRead}>
            {t.markRead}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{alert.body}</p>
      <p className="text-xs text-slate-500">
        {!alert.read ? <span className="mr-2 font-medium text-primary-strong">{t.unread}</span> : null}
        {formatTradingDay(alert.asOf) ?? alert.asOf}
      </p>
    </li>
  );
}

/** The header's bell: the unread count, the list on click, and a toast when a new alert arrives. */
export function AlertsBell() {
  const alerts = useAlerts();
  const markRead = useMarkAlertRead();
  const markAllRead = useMarkAllAlertsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const known = useRef<Set<string> | null>(null);
  const data = alerts.data;

  useEffect(() => {
    if (!data) return;
    const fresh = newUnreadAlerts(known.current, data.alerts);
    known.current = new Set(data.alerts.map((alert) => alert.id));
    // One notice at a time (SPEC): the newest; the bell holds the rest.
    const newest = fresh[0];
    if (newest) toast({ title: t.newTitle, description: newest.title });
  }, [data]);

  const unread = data?.unread ?? 0;
  return (
    <div className="relative">
      <Button
        variant="ghost"
        size="sm"
        aria-label={unread > 0 ? interpolate(t.bellUnread, { count: unread }) : t.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            data-testid="alerts-unread"
            className="absolute -top-0.5 right-0 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={t.title}
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-11 sm:right-0 sm:w-96"
        >
          <div className="sticky top-0 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{t.title}</h2>
            <div className="flex items-center gap-1">
              {unread > 0 ? (
                <Button variant="link" size="sm" className="text-xs" onClick={() => markAllRead.mutate()}>
                  {t.markAllRead}
                </Button>
              ) : null}
              <Button variant="ghost" size="icon" className="size-8" aria-label={t.close} onClick={() => setOpen(false)}>
                <XIcon />
              </Button>
            </div>
          </div>
          {data && !data.alertsActive ? <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">{t.paused}</p> : null}
          {data ? (
            data.alerts.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-600">{t.empty}</p>
            ) : (
              <ul>
                {data.alerts.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} onRead={() => markRead.mutate(alert.id)} />
                ))}
              </ul>
            )
          ) : alerts.isError ? (
            <p className="px-4 py-6 text-sm text-red-700">{t.loadError}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
