import type { MarketDataStatus } from '@telisik/contract';
import { IsRestoringProvider, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate } from '@/lib/format';
import { InfoIcon } from './ui/icons';

/** Asked again now and then: the daily catch-up may land while the page stays open. */
const RECHECK_MS = 30 * 60_000;

/**
 * One line across the app when the stored market data is older than the last completed IDX
 * session (a feed that is off or failing, or the embedded default's bundle): every analysis is then
 * as of that older day, and the user should know before reading one. Nothing while it is current,
 * offline, or unknown.
 */
export function MarketDataBanner() {
  // Never saved on the device (`persist: false`), so there is nothing to wait for: asked at once,
  // while the saved cache is still being read, the line lands before the first screen does instead
  // of pushing a page already on screen down (Lighthouse's layout shift and largest paint).
  return (
    <IsRestoringProvider value={false}>
      <MarketDataLine />
    </IsRestoringProvider>
  );
}

function MarketDataLine() {
  const status = useQuery<MarketDataStatus>({
    queryKey: [apiPaths.marketDataStatus],
    staleTime: RECHECK_MS,
    refetchInterval: RECHECK_MS,
    meta: { persist: false },
  });
  const data = status.data;
  if (!data?.behind) return null;
  const text =
    data.latestDate === null
      ? messages.app.marketDataMissing
      : interpolate(messages.app.marketDataBehind, {
          latest: formatCalendarDate(data.latestDate) ?? data.latestDate,
          session: formatCalendarDate(data.lastCompletedSession) ?? data.lastCompletedSession,
        });
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 border-b border-amber-200"
    >
      <InfoIcon className="size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
