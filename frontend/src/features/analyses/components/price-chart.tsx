import type { PricePoint } from '@telisik/contract';
import { useId, type CSSProperties } from 'react';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatPercent, formatRupiah, formatTradingDay } from '@/lib/format';

const t = messages.analyses.detail.breakdown.chart;

/** The closes to draw (valid and oldest first, as the API sends them); fewer than two draw no line. */
export function usableCloses(history: PricePoint[]): PricePoint[] {
  return history.length >= 2 ? history : [];
}

/** The drawing's coordinate space; the SVG stretches it to the box (the stroke keeps its width). */
const WIDTH = 1000;
const HEIGHT = 100;
/** Room above the high and below the low for their labels, in drawing units. */
const PAD = 20;

type Marker = { x: number; y: number };

/** Left edge labels start at the point, right edge labels end at it, the rest centre on it. */
function labelAlign(x: number): CSSProperties {
  const percent = (x / WIDTH) * 100;
  if (percent < 15) return { left: `${percent}%` };
  if (percent > 85) return { right: `${100 - percent}%` };
  return { left: `${percent}%`, transform: 'translateX(-50%)' };
}

function Dot({ at, className }: { at: Marker; className: string }) {
  return (
    <span
      className={cn(
        'absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white',
        className,
      )}
      style={{ left: `${(at.x / WIDTH) * 100}%`, top: `${(at.y / HEIGHT) * 100}%` }}
    />
  );
}

/**
 * A dependency-free line chart of a year of closes. The SVG stretches to the card's width; labels
 * and dots are HTML on top so text never scales. The whole chart is one image whose label says
 * what a sighted reader takes from it: first and last close, the change, the high and the low.
 */
export function PriceChart({
  closes,
  fill = false,
}: {
  closes: PricePoint[];
  /** Fill the parent's height (the interactive chart's box, while it stands in for it). */
  fill?: boolean;
}) {
  const headingId = useId();
  const fillId = `price-fill-${headingId.replace(/[^\w-]/g, '')}`;
  const first = closes[0];
  const last = closes[closes.length - 1];
  if (!first || !last || closes.length < 2) return null;

  let high = first;
  let low = first;
  for (const point of closes) {
    if (point.close > high.close) high = point;
    if (point.close < low.close) low = point;
  }
  const range = high.close - low.close;
  const x = (index: number) => (index / (closes.length - 1)) * WIDTH;
  const y = (close: number) =>
    range === 0 ? HEIGHT / 2 : PAD + (1 - (close - low.close) / range) * (HEIGHT - 2 * PAD);
  const line = closes
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.close).toFixed(2)}`)
    .join('');
  const area = `${line}L${WIDTH} ${HEIGHT}L0 ${HEIGHT}Z`;
  const highAt = { x: x(closes.indexOf(high)), y: y(high.close) };
  const lowAt = { x: x(closes.indexOf(low)), y: y(low.close) };
  const lastAt = { x: WIDTH, y: y(last.close) };

  const changePct = ((last.close - first.close) / first.close) * 100;
  const rounded = Math.round(changePct * 10) / 10;
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const changeText = formatPercent(changePct, 1, true);
  const from = formatTradingDay(first.date) ?? first.date;
  const to = formatTradingDay(last.date) ?? last.date;
  const highText = formatRupiah(high.close);
  const lowText = formatRupiah(low.close);
  const label = interpolate(t.label, {
    from,
    to,
    first: formatRupiah(first.close),
    last: formatRupiah(last.close),
    change: interpolate(t[direction], { percent: formatPercent(Math.abs(changePct), 1) }),
    high: highText,
    low: lowText,
  });

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', fill && 'h-full')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          {t.title}
        </h2>
        <p className="text-sm text-slate-600 tabular-nums">
          <span
            data-tone={direction}
            className={cn(
              'font-semibold',
              direction === 'up' && 'text-green-700',
              direction === 'down' && 'text-red-700',
              direction === 'flat' && 'text-slate-700',
            )}
          >
            {changeText}
          </span>{' '}
          {interpolate(t.range, { first: formatRupiah(first.close), last: formatRupiah(last.close) })}
        </p>
      </div>
      <div role="img" aria-label={label} className={cn('flex flex-col gap-1', fill && 'min-h-0 flex-1')}>
        <div className={cn('relative', fill ? 'min-h-0 flex-1' : 'h-32 sm:h-40')}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible text-primary"
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="currentColor" stopOpacity="0.18" />
                <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
              </linearGradient>
            </defs>
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-slate-300"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1="0"
              x2={WIDTH}
              y1={y(first.close)}
              y2={y(first.close)}
              className="stroke-slate-400"
              strokeWidth="1"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            <path d={area} fill={`url(#${fillId})`} stroke="none" />
            <path
              d={line}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <Dot at={highAt} className="bg-slate-700" />
          <Dot at={lowAt} className="bg-slate-700" />
          <Dot at={lastAt} className="bg-primary" />
          <span
            className="absolute top-0 text-xs whitespace-nowrap text-slate-600"
            style={labelAlign(highAt.x)}
          >
            {t.high} <span className="font-semibold text-slate-900 tabular-nums">{highText}</span>
          </span>
          {range > 0 ? (
            <span
              className="absolute bottom-0.5 text-xs whitespace-nowrap text-slate-600"
              style={labelAlign(lowAt.x)}
            >
              {t.low} <span className="font-semibold text-slate-900 tabular-nums">{lowText}</span>
            </span>
          ) : null}
        </div>
        <div className="flex justify-between text-xs text-slate-600 tabular-nums">
          <span>{from}</span>
          <span>{to}</span>
        </div>
      </div>
    </section>
  );
}
