import type { PricePoint } from '@telisik/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '@/i18n';
import { formatRupiah } from '@/lib/format';

/**
 * The year of closes as TradingView's lightweight-charts draws it: crosshair with date and price,
 * drag or swipe to pan, wheel or pinch to zoom. The library is fetched only when a chart is shown
 * (it stays out of the first load); until it has drawn, or where it cannot (no canvas), `fallback`
 * (the static chart) stays on screen.
 */
function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function InteractivePriceChart({ closes, fallback }: { closes: PricePoint[]; fallback: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    // No 2D canvas (an old browser, a test DOM): the library would fail on its first frame, outside
    // any promise this effect could catch, so it is not loaded at all and the static chart stays.
    if (!canDrawCanvas()) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import('lightweight-charts')
      .then(({ createChart, AreaSeries }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const chart = createChart(element, {
          autoSize: true,
          height: 240,
          layout: { textColor: '#475569', attributionLogo: true },
          grid: { vertLines: { visible: false }, horzLines: { color: '#E2E8F0' } },
          localization: { locale: 'id-ID', priceFormatter: (price: number) => formatRupiah(Math.round(price)) },
          timeScale: { borderColor: '#E2E8F0' },
          rightPriceScale: { borderColor: '#E2E8F0' },
        });
        const series = chart.addSeries(AreaSeries, {
          lineColor: '#0F766E',
          topColor: 'rgba(15, 118, 110, 0.25)',
          bottomColor: 'rgba(15, 118, 110, 0.02)',
          lineWidth: 2,
        });
        series.setData(closes.map((point) => ({ time: point.date, value: point.close })));
        chart.timeScale().fitContent();
        dispose = () => chart.remove();
        setDrawn(true);
      })
      .catch(() => {
        // No canvas (an old browser, a test DOM): the static chart stays.
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [closes]);

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={container}
        data-testid="interactive-price-chart"
        data-ready={drawn ? 'true' : 'false'}
        aria-label={messages.analyses.detail.interactiveChart}
        role="img"
        className={drawn ? 'h-60 w-full touch-pan-y' : 'h-0 overflow-hidden'}
      />
      {drawn ? null : fallback}
    </div>
  );
}
