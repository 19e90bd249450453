import { messages } from '@/i18n';
import { formatDecimal } from '@/lib/format';
import { InteractiveChart, type DrawChart } from '@/components/interactive-chart';
import { RebasedChart, SERIES_COLOURS, type RebasedSeries } from './rebased-chart';

const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** One line per stock from 100 on the common first day, and the 100 line itself dashed. */
const drawRebased: DrawChart<RebasedSeries> = (library, chart, series) => {
  chart.applyOptions({ localization: { priceFormatter: (value: number) => formatDecimal(value, 1) } });
  const byTicker = series.map((stock, index) => {
    const line = chart.addSeries(library.LineSeries, {
      color: colourOf(index),
      lineWidth: 2,
      title: stock.ticker,
    });
    line.setData(stock.points.map((point) => ({ time: point.date, value: point.value })));
    if (index === 0) {
      line.createPriceLine({
        price: 100,
        color: '#94A3B8',
        lineStyle: library.LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: false,
      });
    }
    return {
      ticker: stock.ticker,
      colour: colourOf(index),
      values: new Map(stock.points.map((p) => [p.date, p.value])),
    };
  });
  const lastDate = series
    .map((stock) => stock.points.at(-1)?.date)
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  return (date) => {
    const at = date ?? lastDate;
    if (at === undefined) return null;
    return {
      date: at,
      values: byTicker.flatMap((stock) => {
        const value = stock.values.get(at);
        return value === undefined
          ? []
          : [{ label: stock.ticker, colour: stock.colour, text: formatDecimal(value, 1) }];
      }),
    };
  };
};

/** The comparison's rebased prices, interactive; the static chart where there is no canvas. */
export function InteractiveRebasedChart({ series }: { series: RebasedSeries }) {
  return (
    <InteractiveChart
      data={series}
      draw={drawRebased}
      fallback={<RebasedChart series={series} />}
      label={messages.analyses.compare.interactiveChart}
      testId="interactive-rebased-chart"
    />
  );
}
