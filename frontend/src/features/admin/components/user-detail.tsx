import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { interpolate, messages } from '@/i18n';
import { formatWibDate, formatWibDateTime } from '@/lib/format';
import { useChangePremium } from '../api/change-premium';
import { useUserDetail } from '../api/get-user-detail';
import { PaymentCard } from './payment-card';

const t = messages.admin;

function PremiumForm({ userId, kind }: { userId: string; kind: 'grant' | 'revoke' }) {
  const daysId = useId();
  const reasonId = useId();
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const change = useChangePremium({
    onSuccess: () => {
      setReason('');
      toast({ title: kind === 'grant' ? t.granted : t.revoked });
    },
    onError: (error) => toast({ title: t.actionError, description: error.message, variant: 'destructive' }),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(kind === 'grant' ? { kind, userId, days: Number(days), reason } : { kind, userId, reason });
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      aria-label={kind === 'grant' ? t.grantTitle : t.revokeTitle}
    >
      <p className="text-sm font-semibold text-slate-900">
        {kind === 'grant' ? t.grantTitle : t.revokeTitle}
      </p>
      {kind === 'grant' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={daysId} className="text-xs text-slate-600">
            {t.days}
          </label>
          <Input
            id={daysId}
            type="number"
            min={1}
            max={366}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            required
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-xs text-slate-600">
          {t.reason}
        </label>
        <Input
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          minLength={3}
          maxLength={500}
        />
      </div>
      <Button type="submit" variant={kind === 'grant' ? 'primary' : 'outline'} disabled={change.isPending}>
        {kind === 'grant' ? t.grant : t.revoke}
      </Button>
    </form>
  );
}

/** Everything about one user an operator needs: plan and periods, grant/revoke, payments, support, audit. */
export function UserDetail({ userId }: { userId: string }) {
  const detail = useUserDetail(userId);
  if (!detail.data) {
    return detail.isError ? (
      <p className="text-sm text-red-700">{t.loadError}</p>
    ) : (
      <Skeleton className="h-48 w-full" />
    );
  }
  const user = detail.data;
  return (
    <Card data-testid="admin-user-detail">
      <CardHeader>
        <CardTitle className="wrap-anywhere">{user.email ?? user.id}</CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="min-w-0 wrap-anywhere">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</span>
          <Badge tone={user.isPremium ? 'premium' : 'neutral'}>
            {user.isPremium && user.premiumUntil
              ? interpolate(t.premiumUntil, { date: formatWibDate(user.premiumUntil) })
              : t.free}
          </Badge>
          <span>{interpolate(t.analysesUsed, { count: user.analysesUsed })}</span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <PremiumForm userId={user.id} kind="grant" />
          <PremiumForm userId={user.id} kind="revoke" />
        </div>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.periods}</h3>
          {user.periods.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noPeriods}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-slate-700" data-testid="admin-periods">
              {user.periods.map((period) => (
                <li key={period.id}>
                  {formatWibDate(period.startsAt)} – {formatWibDate(period.endsAt)} ·{' '}
                  {period.source === 'payment'
                    ? interpolate(t.periodPayment, { orderId: period.orderId ?? '–' })
                    : interpolate(t.periodGrant, {
                        by: period.grantedBy ?? '–',
                        reason: period.reason ?? '–',
                      })}
                  {period.revokedAt ? (
                    <span className="text-red-700">
                      {' '}
                      ·{' '}
                      {interpolate(t.periodRevoked, {
                        date: formatWibDateTime(period.revokedAt),
                        reason: period.revokeReason ?? '–',
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.payments}</h3>
          {user.payments.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noPayments}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {user.payments.map((payment) => (
                <PaymentCard key={payment.orderId} payment={payment} />
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.auditTitle}</h3>
          {user.audit.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noAudit}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {user.audit.map((entry) => (
                <li key={entry.id}>
                  {formatWibDateTime(entry.createdAt)} · {t.actions[entry.action]} · {entry.adminEmail}:{' '}
                  {entry.reason}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
