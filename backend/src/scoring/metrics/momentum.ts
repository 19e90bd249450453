/** Momentum: 3/6/12-month returns, the same against IHSG, RSI(14) and MACD(12,26,9). */
import { macd, rsi } from '../indicators';
import { periodReturn } from '../series';
import type { MetricBook, MetricTable } from './metric';

export function stockReturn({ ctx }: MetricBook, months: number): number | null {
  return periodReturn(ctx.bars, ctx.lastDate, months);
}

/** Stock return minus IHSG return over the same dates, percentage points. */
export function excessReturn(book: MetricBook, months: number): number | null {
  const own = stockReturn(book, months);
  const index = periodReturn(book.ctx.composite, book.ctx.lastDate, months);
  return own === null || index === null ? null : own - index;
}

export function macdFigures(book: MetricBook): ReturnType<typeof macd> {
  return book.memo('macd', () => macd(book.ctx.closes));
}

export const momentumMetrics: MetricTable = {
  return_3m: { name: 'Return 3 bulan', family: 'momentum', unit: '%', compute: (b) => stockReturn(b, 3) },
  return_6m: { name: 'Return 6 bulan', family: 'momentum', unit: '%', compute: (b) => stockReturn(b, 6) },
  return_12m: { name: 'Return 12 bulan', family: 'momentum', unit: '%', compute: (b) => stockReturn(b, 12) },
  excess_return_3m: {
    name: 'Return 3 bulan vs IHSG',
    family: 'momentum',
    unit: 'pp',
    compute: (b) => excessReturn(b, 3),
  },
  excess_return_6m: {
    name: 'Return 6 bulan vs IHSG',
    family: 'momentum',
    unit: 'pp',
    compute: (b) => excessReturn(b, 6),
  },
  excess_return_12m: {
    name: 'Return 12 bulan vs IHSG',
    family: 'momentum',
    unit: 'pp',
    compute: (b) => excessReturn(b, 12),
  },
  rsi14: { name: 'RSI(14)', family: 'momentum', unit: 'index', compute: ({ ctx }) => rsi(ctx.closes, 14) },
  macd_pct: {
    name: 'MACD (% dari harga)',
    family: 'momentum',
    unit: '%',
    compute: (b) => {
      const m = macdFigures(b);
      return m === null ? null : (m.macd / b.ctx.lastClose) * 100;
    },
  },
  macd_histogram_pct: {
    name: 'Histogram MACD (% dari harga)',
    family: 'momentum',
    unit: '%',
    compute: (b) => {
      const m = macdFigures(b);
      return m === null ? null : (m.histogram / b.ctx.lastClose) * 100;
    },
  },
};
