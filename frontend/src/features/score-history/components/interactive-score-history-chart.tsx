import type { ScoreHistory } from '@telisik/contract';
import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  SeriesType,
  Time,
} from 'lightweight-charts';
import type { ReactNode } from 'react';
import { CALL_SCORE_BANDS } from '@telisik/contract/constants';
import { messages } from '@/i18n';
import { formatRupiah } from '@/lib/format';
import { InteractiveChart, type DrawChart } from '@/components/interactive-chart';

const t = messages.analyses.scoreHistory;
export const SCORE_COLOUR = '#0F766E';
export const PRICE_COLOUR = '#94A3B8';
export const ANALYSIS_COLOUR = '#7C3AED';

/**
 * Engine 4's call-score bands, strongest first. The line is the total score; the call adds
 * 10 × ln(1 + upside) to it, so a stock without a target sits in its band exactly and one with a target
 * up to a few points off (the caption says so).
 */
const b = CALL_SCORE_BANDS;
export const BANDS = [
  { from: b.strongBuy, to: 50, fill: '#DCFCE7' },
  { from: b.buy, to: b.strongBuy, fill: '#F0FDF4' },
  { from: b.hold, to: b.buy, fill: '#FEFCE8' },
  { from: b.reduce, to: b.hold, fill: '#FEF2F2' },
  { from: 0, to: b.reduce, fill: '#FEE2E2' },
];

/** The index of the first month end on or after `date` (the last one when none is), as the markers sit. */
export function pointIndexOn(points: ScoreHistory['points'], date: string): number {
  const found = points.findIndex((point) => point.date >= date);
  return found === -1 ? points.length - 1 : found;
}

/** Paints the bands behind the score line, following its scale as the chart zooms and pans. */
function recommendationBands(): ISeriesPrimitive<Time> {
  let series: ISeriesApi<SeriesType> | null = null;
  const renderer: IPrimitivePaneRenderer = {
    draw: () => undefined,
    drawBackground: (target) =>
      target.useBitmapCoordinateSpace(({ context, bitmapSize, verticalPixelRatio }) => {
        if (!series) return;
        for (const band of BANDS) {
          const top = series.priceToCoordinate(band.to);
          const bottom = series.priceToCoordinate(band.from);
          if (top === null || bottom === null) continue;
          context.fillStyle = band.fill;
          context.fillRect(
            0,
            top * verticalPixelRatio,
            bitmapSize.width,
            (bottom - top) * verticalPixelRatio,
          );
        }
      }),
  };
  const view: IPrimitivePaneView = { zOrder: () => 'bottom', renderer: () => renderer };
  return {
    attached: (param) => {
      series = param.series;
    },
    detached: () => {
      series = null;
    },
    paneViews: () => [view],
  };
}

/** The score (right scale, always 0–50) over its bands, the price (left scale), the user's analyses as arrows. */
const drawScoreHistory: DrawChart<ScoreHistory> = (library, chart, history) => {
  const { points } = history;
  // The whole history fits the card: with both edges fixed the library moves the first and last
  // axis labels inside the plot, where it would otherwise cut "2016" to "016" and "Des 2025" to "Des 2".
  chart.applyOptions({
    leftPriceScale: { visible: true },
    timeScale: { fixLeftEdge: true, fixRightEdge: true },
  });
  const price = chart.addSeries(library.LineSeries, {
    color: PRICE_COLOUR,
    lineWidth: 2,
    priceScaleId: 'left',
    priceFormat: { type: 'custom', formatter: (value: number) => formatRupiah(Math.round(value)) },
  });
  price.setData(points.map((point) => ({ time: point.date, value: point.close })));
  const score = chart.addSeries(library.LineSeries, {
    color: SCORE_COLOUR,
    lineWidth: 3,
    priceFormat: { type: 'custom', formatter: (value: number) => String(Math.round(value)), minMove: 1 },
    autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 50 } }),
  });
  score.setData(points.map((point) => ({ time: point.date, value: point.totalScore })));
  score.attachPrimitive(recommendationBands());
  library.createSeriesMarkers(
    score,
    history.analyses
      .map((analysis) => points[pointIndexOn(points, analysis.dataAsOf)]?.date)
      .filter((date): date is string => date !== undefined)
      .sort()
      .map((date) => ({
        time: date,
        position: 'aboveBar' as const,
        shape: 'arrowDown' as const,
        color: ANALYSIS_COLOUR,
      })),
  );
  const byDate = new Map(points.map((point) => [point.date, point]));
  return (date) => {
    const point = (date === undefined ? undefined : byDate.get(date)) ?? points.at(-1);
    if (!point) return null;
    return {
      date: point.date,
      values: [
        { label: t.score, colour: SCORE_COLOUR, text: `${point.totalScore} ${point.recommendation}` },
        { label: t.price, colour: PRICE_COLOUR, text: formatRupiah(point.close) },
      ],
    };
  };
};

/** The score history drawn interactively; `fallback` is the static chart (no canvas, tests). */
export function InteractiveScoreHistoryChart({
  history,
  fallback,
}: {
  history: ScoreHistory;
  fallback: ReactNode;
}) {
  return (
    <InteractiveChart
      data={history}
      draw={drawScoreHistory}
      fallback={fallback}
      label={t.interactiveChart}
      testId="interactive-score-history-chart"
    />
  );
}
