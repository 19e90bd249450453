import type { PricePoint } from '@telisik/contract';
import type { ReactNode } from 'react';
import { messages } from '@/i18n';
import { formatCompact, formatRupiah } from '@/lib/format';
import { InteractiveChart, type DrawChart } from '@/components/interactive-chart';

const t = messages.analyses.detail;
const PRICE_COLOUR = '#0F766E';
const VOLUME_UP = 'rgba(21, 128, 61, 0.45)';
const VOLUME_DOWN = 'rgba(185, 28, 28, 0.45)';

/**
 * The year of closes as an area, with each day's volume as a histogram on its own scale along the
 * bottom (coloured by the day's direction). Analyses stored before volume was kept draw the price alone.
 */
const drawPriceAndVolume: DrawChart<PricePoint[]> = (library, chart, closes) => {
  chart.applyOptions({
    localization: { priceFormatter: (price: number) => formatRupiah(Math.round(price)) },
  });
  const price = chart.addSeries(library.AreaSeries, {
    lineColor: PRICE_COLOUR,
    topColor: 'rgba(15, 118, 110, 0.25)',
    bottomColor: 'rgba(15, 118, 110, 0.02)',
    lineWidth: 2,
  });
  price.setData(closes.map((point) => ({ time: point.date, value: point.close })));
  const withVolume = closes.some((point) => point.volume !== null);
  if (withVolume) {
    // The price keeps the top three quarters; the volume's own (hidden) scale fills the bottom fifth.
    price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const volume = chart.addSeries(library.HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    volume.setData(
      closes.flatMap((point, index) =>
        point.volume === null
          ? []
          : [
              {
                time: point.date,
                value: point.volume,
                color: index > 0 && point.close < closes[index - 1]!.close ? VOLUME_DOWN : VOLUME_UP,
              },
            ],
      ),
    );
  }
  const byDate = new Map(closes.map((point) => [point.date, point]));
  return (date) => {
    const point = (date === undefined ? undefined : byDate.get(date)) ?? closes.at(-1);
    if (!point) return null;
    const values = [{ label: t.chartPrice, colour: PRICE_COLOUR, text: formatRupiah(point.close) }];
    if (point.volume !== null)
      values.push({ label: t.chartVolume, colour: VOLUME_UP, text: formatCompact(point.volume) });
    return { date: point.date, values };
  };
};

/**
 * The analysis page's year of prices and volumes, interactive once a pointer, a finger or the focus
 * comes to it (the library stays out of the page's load); until then `fallback`, the static chart,
 * fills the same box.
 */
export function InteractivePriceChart({ closes, fallback }: { closes: PricePoint[]; fallback: ReactNode }) {
  return (
    <InteractiveChart
      data={closes}
      draw={drawPriceAndVolume}
      fallback={fallback}
      label={t.interactiveChart}
      testId="interactive-price-chart"
      start="interaction"
    />
  );
}
