import type { TrackRecordLive } from '@telisik/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiPaths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { apiGet } from '@/lib/api-client';
import { formatDate, formatInteger, formatPercent } from '@/lib/format';

const t = messages.trackRecord;

/** The ratings recorded day by day since the recorder shipped, next to the backtest. */
export function LiveRecord() {
  const { data } = useQuery({
    queryKey: [apiPaths.trackRecord, 'live'],
    queryFn: () => apiGet<TrackRecordLive>(`${apiPaths.trackRecord}/live`),
  });
  return (
    <Card data-testid="live-record">
      <CardHeader>
        <CardTitle>{t.liveTitle}</CardTitle>
        <CardDescription>{t.liveBody}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
        {!data || data.days === 0 ? (
          <p>{t.liveEmpty}</p>
        ) : (
          <>
            <p>
              {interpolate(t.liveSummary, {
                days: formatInteger(data.days),
                first: formatDate(data.firstDate) ?? '',
                last: formatDate(data.lastDate) ?? '',
                ratings: formatInteger(data.ratings),
              })}
            </p>
            {data.matured.length > 0 ? (
              <>
                <p>
                  {interpolate(t.liveMatured, {
                    count: formatInteger(data.matured.reduce((a, m) => a + m.n, 0)),
                  })}
                </p>
                <ul className="list-disc pl-5">
                  {data.matured.map((m) => (
                    <li key={m.recommendation}>
                      {m.recommendation}: {formatPercent(m.meanExcess * 100, 1, true)},{' '}
                      {formatPercent(m.hitRate * 100, 0)} ({formatInteger(m.n)})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
