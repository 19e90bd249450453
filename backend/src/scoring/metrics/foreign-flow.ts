/**
 * Foreign flow from the IDX daily summary (regular market). Shares are raw (not split-adjusted), so every
 * figure is a ratio within the same rows: net shares over volume, or net shares × the day's average price.
 */
import type { ForeignFlowDay } from '../scoring-input';
import type { MetricBook, MetricTable } from './metric';
import { marketCap } from './valuation';

/** Net foreign buying over the last `days` trading days as a percent of all shares traded. */
export function netFlowShare(flows: readonly ForeignFlowDay[], days: number): number | null {
  const window = flows.slice(-days);
  if (window.length < days) return null;
  let net = 0;
  let volume = 0;
  for (const f of window) {
    net += f.foreignBuyShares - f.foreignSellShares;
    volume += f.volume;
  }
  return volume > 0 ? (net / volume) * 100 : null;
}

export function netBuyDays(flows: readonly ForeignFlowDay[], days: number): number | null {
  const window = flows.slice(-days);
  if (window.length < days) return null;
  return window.filter((f) => f.foreignBuyShares > f.foreignSellShares).length;
}

/** Net foreign value (IDR) over `days`, as a percent of today's market value. */
export function netFlowValueToMarketCap(book: MetricBook, days: number): number | null {
  const window = book.ctx.flows.slice(-days);
  const cap = marketCap(book);
  if (window.length < days || cap === null || cap <= 0) return null;
  let net = 0;
  for (const f of window) {
    if (f.volume > 0) net += (f.foreignBuyShares - f.foreignSellShares) * (f.value / f.volume);
  }
  return (net / cap) * 100;
}

export const foreignFlowMetrics: MetricTable = {
  foreign_net_5d: {
    name: 'Net beli asing 5 hari (% volume)',
    family: 'foreign_flow',
    unit: '%',
    compute: ({ ctx }) => netFlowShare(ctx.flows, 5),
  },
  foreign_net_20d: {
    name: 'Net beli asing 20 hari (% volume)',
    family: 'foreign_flow',
    unit: '%',
    compute: ({ ctx }) => netFlowShare(ctx.flows, 20),
  },
  foreign_net_60d: {
    name: 'Net beli asing 60 hari (% volume)',
    family: 'foreign_flow',
    unit: '%',
    compute: ({ ctx }) => netFlowShare(ctx.flows, 60),
  },
  foreign_net_buy_days_20d: {
    name: 'Hari net beli asing (dari 20)',
    family: 'foreign_flow',
    unit: 'count',
    compute: ({ ctx }) => netBuyDays(ctx.flows, 20),
  },
  foreign_net_value_60d_to_mcap: {
    name: 'Net beli asing 60 hari (% kapitalisasi pasar)',
    family: 'foreign_flow',
    unit: '%',
    compute: (book) => netFlowValueToMarketCap(book, 60),
  },
};
