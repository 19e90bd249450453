import type { MarketDataStatus } from '@telisik/contract';
import { MARKET_DATA_LINE_HTML } from '@telisik/contract/constants';
import { IsRestoringProvider, useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { apiPaths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate } from '@/lib/format';
import { MarketDataLineView } from './market-data-line-view';

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
  // The server's copy of the line, painted with the HTML (vite.config.ts, backend spa.middleware),
  // gives way to this one once the app knows the status itself: in the commit that renders it, before
  // the browser paints again, so the line never shows twice, never blinks and never moves.
  useLayoutEffect(() => {
    if (data) document.getElementById(MARKET_DATA_LINE_HTML.servedId)?.remove();
  }, [data]);
  if (!data?.behind) return null;
  const text =
    data.latestDate === null
      ? messages.app.marketDataMissing
      : interpolate(messages.app.marketDataBehind, {
          latest: formatCalendarDate(data.latestDate) ?? data.latestDate,
          session: formatCalendarDate(data.lastCompletedSession) ?? data.lastCompletedSession,
        });
  return <MarketDataLineView text={text} />;
}
