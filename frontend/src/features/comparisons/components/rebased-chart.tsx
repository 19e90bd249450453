import { formatDecimal, formatTradingDay } from '@/lib/format';

export const SERIES_COLOURS = ['#0F766E', '#2563EB', '#D97706', '#DC2626', '#7C3AED'];

const WIDTH = 1000;
const HEIGHT = 300;

export type RebasedSeries = Array<{ ticker: string; points: Array<{ date: string; value: number }> }>;

/** Each stock's year as one line from 100, with a legend of where each ended. */
export function RebasedChart({ series }: { series: RebasedSeries }) {
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  if (values.length === 0) return null;
  const high = Math.max(...values);
  const low = Math.min(...values);
  const range = high - low || 1;
  const first = series.find((s) => s.points.length > 0)!.points;
  const y = (value: number) => HEIGHT - ((value - low) / range) * HEIGHT;
  return (
    <figure className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-56 w-full" role="img" aria-hidden="true">
        <line x1={0} x2={WIDTH} y1={y(100)} y2={y(100)} stroke="#CBD5E1" strokeDasharray="6 6" vectorEffect="non-scaling-stroke" />
        {series.map((s, index) => (
          <polyline
            key={s.ticker}
            fill="none"
            stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={s.points.map((p, i) => `${(i / Math.max(1, s.points.length - 1)) * WIDTH},${y(p.value)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>{formatTradingDay(first[0]?.date)}</span>
        <ul className="flex flex-wrap gap-3">
          {series.map((s, index) => (
            <li key={s.ticker} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full" style={{ background: SERIES_COLOURS[index % SERIES_COLOURS.length] }} />
              <span className="font-semibold text-slate-800">{s.ticker}</span>
              <span className="tabular-nums">{formatDecimal(s.points.at(-1)?.value ?? null, 1) ?? ''}</span>
            </li>
          ))}
        </ul>
        <span>{formatTradingDay(first.at(-1)?.date)}</span>
      </figcaption>
    </figure>
  );
}
