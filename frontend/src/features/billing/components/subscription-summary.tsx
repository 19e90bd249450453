import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatRupiah, formatWibDate } from '@/lib/format';
import { useSubscription } from '../api/get-subscription';

const t = messages.settings.plan;

/** Settings: the plan, its end date, and renew (or upgrade), which opens the upgrade dialog. */
export function SubscriptionSummary({ freeQuota }: { freeQuota: number }) {
  const subscription = useSubscription();
  const data = subscription.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-slate-600">{t.current}</span>
              <Badge
                tone={data.isPremium ? 'premium' : 'neutral'}
                className="px-3 py-1 text-sm"
                data-testid="settings-plan"
              >
                {data.isPremium ? t.premium : t.free}
              </Badge>
            </div>
            {data.isPremium && data.premiumUntil ? (
              <p className="text-sm text-slate-700">
                {t.until}:{' '}
                <strong data-testid="settings-premium-until">{formatWibDate(data.premiumUntil)}</strong>
              </p>
            ) : (
              <p className="text-sm text-slate-700">{interpolate(t.freeDescription, { quota: freeQuota })}</p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={paths.upgrade.getHref()}
                className={buttonVariants({ variant: data.isPremium ? 'outline' : 'primary' })}
              >
                {data.isPremium ? t.renew : t.upgrade}
              </a>
              <span className="text-sm text-slate-600">
                {formatRupiah(data.price.amount)}{' '}
                {interpolate(messages.billing.perPeriod, { days: data.price.periodDays })}
              </span>
            </div>
          </>
        ) : subscription.isError ? (
          <p className="text-sm text-red-700">{messages.billing.upgrade.loadError}</p>
        ) : (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-4 w-56" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
