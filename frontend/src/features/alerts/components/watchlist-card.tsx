import type { WatchlistItem } from '@telisik/contract';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CrownIcon, EyeIcon, XIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { SCORE_MAX } from '@telisik/contract/constants';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatPercent, formatRupiah, formatTradingDay, toNumber } from '@/lib/format';
import { recommendationTone } from '@/lib/recommendation';
import { toastFailure } from '@/lib/toast-failure';
import { useUnwatch, useWatchlist } from '../api/watchlist';

const t = messages.watchlist;
/** What a free user is offered (the server's WATCHLIST_LIMIT). */
const OFFERED_LIMIT = 50;

/** The stock's recommendation and score from its latest snapshot. */
function Verdict({ item }: { item: WatchlistItem }) {
  return (
    <>
      {item.recommendation ? (
        <Badge tone={recommendationTone(item.recommendation)} className="uppercase">
          {item.recommendation}
        </Badge>
      ) : null}
      {item.totalScore !== null ? (
        <span className="text-sm font-medium text-slate-700">
          {interpolate(t.score, { total: Math.round(item.totalScore), max: SCORE_MAX.total })}
        </span>
      ) : null}
    </>
  );
}

function Row({ item, onRemove, removing }: { item: WatchlistItem; onRemove: () => void; removing: boolean }) {
  const change = toNumber(item.changePercent);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="watchlist-row">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-xs font-bold text-primary-strong sm:flex">
        {item.ticker}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-semibold text-slate-900">
          <span className="sm:hidden">{item.ticker} · </span>
          {item.companyName}
        </span>
        {/* On a phone the verdict sits under the name: a column of its own leaves the name a word wide. */}
        <span className="flex items-center gap-2 sm:hidden">
          <Verdict item={item} />
        </span>
        <span className="text-sm text-slate-600">
          {item.asOf ? interpolate(t.asOf, { date: formatTradingDay(item.asOf) ?? item.asOf }) : t.notScored}
        </span>
      </span>
      <span className="hidden shrink-0 flex-col items-end gap-1 text-right sm:flex">
        <Verdict item={item} />
      </span>
      <span className="flex w-20 shrink-0 flex-col items-end gap-0.5 text-right sm:w-24">
        <span className="text-sm font-semibold text-slate-900">{formatRupiah(item.currentPrice) ?? '–'}</span>
        {change !== null ? (
          <span
            className={cn('text-xs font-medium', change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : 'text-slate-600')}
            title={t.change}
          >
            {formatPercent(change, 2, true)}
          </span>
        ) : null}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={interpolate(t.unwatch, { ticker: item.ticker })}
        disabled={removing}
        onClick={onRemove}
      >
        <XIcon />
      </Button>
    </li>
  );
}

/** The dashboard's watchlist: Premium sees its stocks; free users the upgrade path. */
export function WatchlistCard({ isPremium }: { isPremium: boolean }) {
  const watchlist = useWatchlist();
  const unwatch = useUnwatch({
    onSuccess: (ticker) => toast({ title: interpolate(t.unwatchedTitle, { ticker }) }),
    onError: (error) =>
      toastFailure(t.errorTitle, error),
  });
  const data = watchlist.data;
  const items = data?.items ?? [];

  return (
    <Card aria-labelledby="watchlist-title">
      <CardHeader>
        <CardTitle id="watchlist-title" className="flex items-center gap-2">
          <EyeIcon className="size-5 text-primary" />
          {t.title}
        </CardTitle>
        <CardDescription>
          {data && (isPremium || items.length > 0)
            ? `${t.description} ${interpolate(t.count, { count: items.length, limit: data.limit })}`
            : t.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data && !data.alertsActive && items.length > 0 ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t.paused}
          </p>
        ) : null}
        {!isPremium && items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 p-4">
            <p className="font-semibold text-slate-900">{t.freeTitle}</p>
            <p className="text-sm text-slate-600">{interpolate(t.freeDescription, { limit: data?.limit ?? OFFERED_LIMIT })}</p>
            {/* Wraps on a phone rather than running out of its card. */}
            <a
              href={paths.upgrade.getHref()}
              className={buttonVariants({ size: 'sm', className: 'h-auto min-h-9 max-w-full py-2 text-center whitespace-normal' })}
            >
              <CrownIcon />
              {t.upgrade}
            </a>
          </div>
        ) : data ? (
          items.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
              <p className="font-semibold text-slate-900">{t.emptyTitle}</p>
              <p className="text-sm text-slate-600">{t.emptyDescription}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <Row
                  key={item.ticker}
                  item={item}
                  removing={unwatch.isPending}
                  onRemove={() => unwatch.mutate(item.ticker)}
                />
              ))}
            </ul>
          )
        ) : watchlist.isError ? (
          <p className="text-sm text-red-700">{t.loadError}</p>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
