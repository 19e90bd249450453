import type { MarketDataStatus } from '@telisik/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { apiPaths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatWibDateTime } from '@/lib/format';
import { useCatchUps } from '../api/get-catch-ups';

const t = messages.admin.marketData;
const date = (value: string | null) =>
  value === null ? messages.common.notAvailable : (formatCalendarDate(value) ?? value);

/** How current the market data is, and each IDX catch-up: the days it stored, its rows, where it stopped. */
export function MarketDataPanel() {
  const status = useQuery<MarketDataStatus>({
    queryKey: [apiPaths.marketDataStatus],
    meta: { persist: false },
  });
  const runs = useCatchUps({ enabled: true });
  return (
    <div className="flex flex-col gap-3 text-sm">
      {status.data ? (
        <p className={cn('text-slate-700', status.data.behind && 'text-amber-800')}>
          {interpolate(t.latest, {
            date: date(status.data.latestDate),
            session: date(status.data.lastCompletedSession),
          })}
        </p>
      ) : null}
      {!runs.data ? (
        runs.isError ? (
          <p className="text-red-700">{messages.admin.loadError}</p>
        ) : (
          <Skeleton className="h-32 w-full" />
        )
      ) : runs.data.length === 0 ? (
        <p className="text-slate-600">{t.noRuns}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="admin-catch-ups">
          {runs.data.map((run) => (
            <li key={run.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">
                {t.statuses[run.status]} ·{' '}
                {run.fromDate === null
                  ? interpolate(t.nothingDue, { to: date(run.toDate) })
                  : interpolate(t.range, { from: date(run.fromDate), to: date(run.toDate) })}
              </p>
              <p className="text-slate-700">
                {interpolate(t.counts, {
                  days: run.daysStored,
                  holidays: run.holidays,
                  rows: run.rowsWritten.toLocaleString('id-ID'),
                })}
              </p>
              {run.failure ? (
                <p className="text-red-700">{interpolate(t.failure, { failure: run.failure })}</p>
              ) : null}
              <p className="text-xs text-slate-500">
                {t.triggers[run.trigger]} · {formatWibDateTime(run.startedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
