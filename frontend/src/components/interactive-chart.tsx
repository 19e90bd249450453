import type { IChartApi, Time } from 'lightweight-charts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatTradingDay } from '@/lib/format';

/**
 * The frame of every interactive chart (analysis price, comparison, score history): TradingView's
 * lightweight-charts with a crosshair whose date and values are read out above the chart, drag or
 * swipe to pan, wheel or pinch to zoom. The library is fetched only when a chart is shown (it stays
 * out of the first load); until it has drawn, or where it cannot (no 2D canvas), `fallback` (the
 * static SVG chart) stays on screen.
 */
export type ChartLibrary = typeof import('lightweight-charts');

/** One value the crosshair reads out, in the colour of its line. */
export type ReadoutValue = { label: string; colour: string; text: string };
export type Readout = { date: string; values: ReadoutValue[] };

/**
 * Draws `data` on a fresh chart and returns what to read out for a date (the latest when the
 * crosshair is away). Keep it a module-level function: it is the effect's dependency.
 */
export type DrawChart<T> = (
  library: ChartLibrary,
  chart: IChartApi,
  data: T,
) => (date?: string) => Readout | null;

function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** Chart times are given as 'YYYY-MM-DD'; the library may hand them back in any of its forms. */
function isoDate(time: Time | undefined): string | undefined {
  if (time === undefined) return undefined;
  if (typeof time === 'string') return time;
  if (typeof time === 'number') return new Date(time * 1000).toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/**
 * The time axis in Indonesian, each label whole: a year as "2016", a month as "Feb 2021" (the
 * library's own wrote a bare "Feb" beside "2021", and clipped years to "016"), a day as "12 Feb".
 */
export function axisLabel(time: Time, tickMarkType: number): string | null {
  const iso = isoDate(time);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS_SHORT[month - 1] ?? '';
  // 0 Year, 1 Month, 2 DayOfMonth (TickMarkType); times of day never occur on these daily charts.
  if (tickMarkType === 0) return String(year);
  if (tickMarkType === 1) return `${monthName} ${year}`;
  return `${day} ${monthName}`;
}

/**
 * Resolves when the main thread is free (at most half a second later): the page's text is painted and
 * answers a tap before the library is evaluated and draws, each in a task of its own.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });
}

/**
 * When the library is loaded and the chart drawn: once the page is idle (`idle`), or only when a
 * pointer comes over the chart, a finger touches it or it takes focus (`interaction`). Evaluating
 * the library and drawing cost a phone's main thread some 150 ms of blocking time during the page's
 * load; with `interaction` the static chart stands in, at the interactive chart's size, until then.
 */
export type ChartStart = 'idle' | 'interaction';

export function InteractiveChart<T>({
  data,
  draw,
  fallback,
  label,
  testId,
  start = 'idle',
}: {
  data: T;
  draw: DrawChart<T>;
  fallback: ReactNode;
  /** What the chart shows and how to move it, for a screen reader. */
  label: string;
  testId: string;
  start?: ChartStart;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(start === 'idle');
  const [drawn, setDrawn] = useState(false);
  const [readout, setReadout] = useState<Readout | null>(null);
  const [visible, setVisible] = useState<{ from: string; to: string } | null>(null);

  useEffect(() => {
    if (!active) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const show = async () => {
      await whenIdle();
      // No 2D canvas (an old browser, a test DOM): the library would fail on its first frame, outside
      // any promise this could catch, so it is not loaded at all and the static chart stays. Asked
      // only now: a page's first 2D context sets up the canvas machinery (10 ms here), which the
      // render that mounts the chart should not wait for.
      if (cancelled || !canDrawCanvas()) return;
      const library = await import('lightweight-charts');
      // Evaluating the library, creating the chart (it lays out and paints its empty frame) and
      // drawing the data are each a long task on a phone: one task each.
      await whenIdle();
      const element = container.current;
      if (cancelled || !element) return;
      // Every label the axis has drawn, for a reader of the page's markup (and the browser tests).
      const axisLabels = new Set<string>();
      const formatAxis = (time: Time, tickMarkType: number): string | null => {
        const text = axisLabel(time, tickMarkType);
        if (text !== null && !axisLabels.has(text)) {
          axisLabels.add(text);
          element.dataset.axisLabels = [...axisLabels].join('|');
        }
        return text;
      };
      const chart = library.createChart(element, {
        autoSize: true,
        layout: { textColor: '#475569', attributionLogo: true },
        grid: { vertLines: { visible: false }, horzLines: { color: '#E2E8F0' } },
        localization: { locale: 'id-ID' },
        timeScale: { borderColor: '#E2E8F0', tickMarkFormatter: formatAxis },
        rightPriceScale: { borderColor: '#E2E8F0' },
        leftPriceScale: { borderColor: '#E2E8F0' },
        // A vertical swipe over the chart scrolls the page, as on every other card; a horizontal one pans.
        handleScroll: { vertTouchDrag: false },
      });
      dispose = () => chart.remove();
      await whenIdle();
      if (cancelled) return;
      const readAt = draw(library, chart, data);
      setReadout(readAt());
      chart.subscribeCrosshairMove((param) => setReadout(readAt(isoDate(param.time))));
      chart.timeScale().subscribeVisibleTimeRangeChange((range) => {
        const from = isoDate(range?.from);
        const to = isoDate(range?.to);
        setVisible(from && to ? { from, to } : null);
      });
      chart.timeScale().fitContent();
      setDrawn(true);
    };
    show().catch(() => {
      // The chunk failed to load (offline before it was cached): the static chart stays.
    });
    return () => {
      cancelled = true;
      dispose?.();
      setDrawn(false);
    };
  }, [data, draw, active]);

  const readoutLine =
    drawn && readout ? (
      <p
        data-testid={`${testId}-readout`}
        className="flex min-h-4 flex-wrap gap-x-3 text-xs text-slate-600 tabular-nums"
      >
        <span className="font-semibold text-slate-900">{formatTradingDay(readout.date)}</span>
        {readout.values.map((value) => (
          <span key={value.label} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="size-2 rounded-full" style={{ background: value.colour }} />
            {value.label} <span className="font-semibold text-slate-900">{value.text}</span>
          </span>
        ))}
      </p>
    ) : null;

  /** The box the library draws in: the same element and attributes whichever way the chart starts. */
  const chartBox = (className: string) => (
    <div
      ref={container}
      data-testid={testId}
      data-ready={drawn ? 'true' : 'false'}
      data-visible-from={visible?.from}
      data-visible-to={visible?.to}
      aria-label={label}
      role="img"
      className={className}
    />
  );

  if (start === 'interaction') {
    const activate = () => setActive(true);
    // The parent gives the frame its height: the static chart fills it until the interactive one has
    // drawn, which then takes the same box (nothing on the page moves when it does).
    return (
      <div
        data-testid={`${testId}-frame`}
        className="relative h-full"
        onPointerEnter={activate}
        onPointerDown={activate}
        onTouchStart={activate}
        onFocus={activate}
      >
        {drawn ? null : <div className="absolute inset-0 flex flex-col">{fallback}</div>}
        <div className={cn('flex h-full flex-col gap-2', !drawn && 'pointer-events-none invisible')}>
          {readoutLine ?? <p className="min-h-4" />}
          {chartBox(cn('min-h-0 w-full flex-1 [contain:strict]', drawn && 'touch-pan-y'))}
        </div>
      </div>
    );
  }

  return (
    <div className="relative flex flex-col gap-2">
      {readoutLine}
      {/* Until it has drawn, the chart takes its full size out of sight (over the static chart): the
          library then draws once, at that size, instead of again when it comes into view. */}
      {chartBox(
        cn(
          'h-60 w-full [contain:strict] sm:h-72',
          drawn ? 'touch-pan-y' : 'pointer-events-none invisible absolute inset-x-0 top-0',
        ),
      )}
      {/* The gap the chart's box kept above the static chart when that box was in the flow. */}
      {drawn ? null : <div className="mt-2">{fallback}</div>}
    </div>
  );
}
