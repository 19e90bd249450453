/**
 * Foreign flow from the IDX daily summary (regular market). Shares are raw (not split-adjusted), so every
 * figure is a ratio within the same rows: net shares over volume, or net shares × the day's average price.
 */
import type { ForeignFlowDay, IndexBar } from '../scoring-input';
import type { MetricBook, MetricTable } from './metric';
import { marketCap } from './valuation';

/**
 * The stock's flow rows of the market's last `days` trading days (the composite's dates up to asOf),
 * or null when it lacks any of them. The last `days` rows would not do: rows stored weeks ago (a
 * feed that stopped, a suspension) would read as "the last 5 days" however old they are.
 */
export function lastTradingDaysFlows(
  flows: readonly ForeignFlowDay[],
  days: number,
  tradingDays: readonly IndexBar[],
): readonly ForeignFlowDay[] | null {
  const start = tradingDays[tradingDays.length - days]?.date;
  if (start === undefined) return null;
  let from = flows.length;
  while (from > 0 && flows[from - 1]!.date >= start) from -= 1;
  const window = flows.slice(Math.max(from, flows.length - days));
  return window.length < days ? null : window;
}

/** Net foreign buying over the market's last `days` trading days as a percent of all shares traded. */
export function netFlowShare(
  flows: readonly ForeignFlowDay[],
  days: number,
  tradingDays: readonly IndexBar[],
): number | null {
  const window = lastTradingDaysFlows(flows, days, tradingDays);
  if (window === null) return null;
  let net = 0;
  let volume = 0;
  for (const f of window) {
    net += f.foreignBuyShares - f.foreignSellShares;
    volume += f.volume;
  }
  return volume > 0 ? (net / volume) * 100 : null;
}

export function netBuyDays(
  flows: readonly ForeignFlowDay[],
  days: number,
  tradingDays: readonly IndexBar[],
): number | null {
  const window = lastTradingDaysFlows(flows, days, tradingDays);
  if (window === null) return null;
  return window.filter((f) => f.foreignBuyShares > f.foreignSellShares).length;
}

/** Net foreign value (IDR) over `days`, as a percent of today's market value. */
export function netFlowValueToMarketCap(book: MetricBook, days: number): number | null {
  const window = lastTradingDaysFlows(book.ctx.flows, days, book.ctx.composite);
  const cap = marketCap(book);
  if (window === null || cap === null || cap <= 0) return null;
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
    compute: ({ ctx }) => netFlowShare(ctx.flows, 5, ctx.composite),
  },
  foreign_net_20d: {
    name: 'Net beli asing 20 hari (% volume)',
    family: 'foreign_flow',
    unit: '%',
    compute: ({ ctx }) => netFlowShare(ctx.flows, 20, ctx.composite),
  },
  foreign_net_60d: {
    name: 'Net beli asing 60 hari (% volume)',
    family: 'foreign_flow',
    unit: '%',
    compute: ({ ctx }) => netFlowShare(ctx.flows, 60, ctx.composite),
  },
  foreign_net_buy_days_20d: {
    name: 'Hari net beli asing (dari 20)',
    family: 'foreign_flow',
    unit: 'count',
    compute: ({ ctx }) => netBuyDays(ctx.flows, 20, ctx.composite),
  },
  foreign_net_value_60d_to_mcap: {
    name: 'Net beli asing 60 hari (% kapitalisasi pasar)',
    family: 'foreign_flow',
    unit: '%',
    compute: (book) => netFlowValueToMarketCap(book, 60),
  },
};
