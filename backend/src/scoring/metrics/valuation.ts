/** Valuation: multiples against the sector and the stock's own five years, yields, intrinsic upside. */
import { addDays, addMonths } from '../../common/dates';
import { annualUsableAt, balanceUsableAt, latestBalance, rowStart, trailingFlow } from '../financials';
import { median } from '../math';
import type { PriceBar } from '../scoring-input';
import { startingFreeCashFlow } from '../valuation/valuation';
import type { MetricBook, MetricTable } from './metric';

export const MIN_PEERS = 3;
export const MIN_HISTORY_POINTS = 24;

export function marketCap({ ctx }: MetricBook): number | null {
  return ctx.shares === null ? null : ctx.lastClose * ctx.shares;
}

/** A statement-currency amount in IDR (null for a USD reporter without USD/IDR). */
function toIdr(book: MetricBook, amount: number | null): number | null {
  return amount === null || book.ctx.fx === null ? null : amount * book.ctx.fx;
}

export function pe(book: MetricBook): number | null {
  const earnings = toIdr(book, trailingFlow(book.ctx.fin, 'netIncome'));
  const cap = marketCap(book);
  return earnings === null || cap === null || earnings <= 0 ? null : cap / earnings;
}

/** Earnings / market value in percent; negative for a loss (unlike P/E it stays meaningful through zero). */
export function earningsYield(book: MetricBook): number | null {
  const earnings = toIdr(book, trailingFlow(book.ctx.fin, 'netIncome'));
  const cap = marketCap(book);
  return earnings === null || cap === null || cap <= 0 ? null : (earnings / cap) * 100;
}

export function pb(book: MetricBook): number | null {
  const equity = toIdr(book, latestBalance(book.ctx.fin, ['equity'])?.equity ?? null);
  const cap = marketCap(book);
  return equity === null || cap === null || equity <= 0 ? null : cap / equity;
}

function peerMedian(book: MetricBook, field: 'pe' | 'pb'): number | null {
  const values = book.ctx.peers
    .map((p) => p[field])
    .filter((v): v is number => v !== null && Number.isFinite(v) && v > 0);
  return values.length >= MIN_PEERS ? median(values) : null;
}

export function sectorMedianPe(book: MetricBook): number | null {
  return peerMedian(book, 'pe');
}

export function sectorMedianPb(book: MetricBook): number | null {
  return peerMedian(book, 'pb');
}

function relativeTo(value: number | null, reference: number | null): number | null {
  return value === null || reference === null || reference <= 0 ? null : value / reference;
}

/** The last bar of each calendar month over the five years up to the last bar. */
export function monthEndBars(book: MetricBook): PriceBar[] {
  return book.memo('monthEndBars', () => {
    const { bars, lastDate } = book.ctx;
    const from = addMonths(lastDate, -60);
    const out: PriceBar[] = [];
    for (let i = 0; i < bars.length; i++) {
      const bar = bars[i];
      if (bar.date <= from) continue;
      const next = bars[i + 1];
      if (!next || next.date.slice(0, 7) !== bar.date.slice(0, 7)) out.push(bar);
    }
    return out;
  });
}

/**
 * Multiple at each month end over five years with the figures the market had then, and today's on the same
 * basis (annual earnings for P/E, latest book for P/B). Current shares and USD/IDR are used throughout:
 * the prices are on today's split basis, and only today's FX is in the input.
 */
export function ownHistory(
  book: MetricBook,
  kind: 'pe' | 'pb',
): { current: number | null; median: number | null } {
  return book.memo(`ownHistory:${kind}`, () => {
    const { ctx } = book;
    if (ctx.shares === null || ctx.fx === null) return { current: null, median: null };
    const shares = ctx.shares;
    const fx = ctx.fx;
    // After a capital distribution (spin-off) only the smaller company's own history counts.
    const from = ctx.fin.comparableFrom;
    const multipleAt = (date: string, close: number): number | null => {
      const row =
        kind === 'pe' ? annualUsableAt(ctx.fin, date) : balanceUsableAt(ctx.fin, date, ['equity']);
      if (row === null || (from !== null && (kind === 'pe' ? rowStart(row) : row.periodEnd) < from)) return null;
      const base = kind === 'pe' ? row.netIncome : row.equity;
      return base === null || base <= 0 ? null : (close * shares) / (base * fx);
    };
    const points: number[] = [];
    const bars = monthEndBars(book).filter((bar) => from === null || bar.date >= from);
    for (const bar of bars) {
      const date = bar === bars[bars.length - 1] ? ctx.asOf : bar.date;
      const value = multipleAt(date, bar.close);
      if (value !== null) points.push(value);
    }
    const current = multipleAt(ctx.asOf, ctx.lastClose);
    return { current, median: points.length >= MIN_HISTORY_POINTS ? median(points) : null };
  });
}

export function normalizedFcfYield(book: MetricBook): number | null {
  const cash = toIdr(book, startingFreeCashFlow(book));
  const cap = marketCap(book);
  return cash === null || cap === null || cap <= 0 ? null : (cash / cap) * 100;
}

export function fcfYield(book: MetricBook): number | null {
  const cash = toIdr(book, trailingFlow(book.ctx.fin, 'freeCf'));
  const cap = marketCap(book);
  return cash === null || cap === null || cap <= 0 ? null : (cash / cap) * 100;
}

/**
 * Ordinary cash dividends of the last 365 days in IDR for the whole company. From corporate actions (IDR
 * per share, split-adjusted like the prices; special dividends left out) when the stock has a dividend
 * on file in the last three years (so a year without one is a real zero); else the latest FY's
 * dividends paid from the cash-flow statement when that FY is recent.
 */
export function trailingDividends(book: MetricBook): number | null {
  const { ctx } = book;
  if (ctx.shares === null) return null;
  const yearAgo = addDays(ctx.asOf, -365);
  const threeYearsAgo = addDays(ctx.asOf, -3 * 365);
  // Whether the stock pays at all counts special dividends too; the sum leaves them out.
  const paysDividends = ctx.corporateActions.allDividends.some((d) => d.exDate > threeYearsAgo);
  if (paysDividends) {
    const perShare = ctx.dividends
      .filter((d) => d.exDate > yearAgo)
      .reduce((sum, d) => sum + d.value, 0);
    return perShare * ctx.shares;
  }
  const latest = ctx.fin.latestAnnual;
  if (latest && latest.dividendsPaid !== null && latest.periodEnd > addDays(ctx.asOf, -2 * 365)) {
    return toIdr(book, Math.max(0, latest.dividendsPaid));
  }
  return null;
}

/** Those dividends per share (IDR), or null when unknown. */
export function trailingDividendsPerShare(book: MetricBook): number | null {
  const dividends = trailingDividends(book);
  return dividends === null || book.ctx.shares === null ? null : dividends / book.ctx.shares;
}

export function dividendYield(book: MetricBook): number | null {
  const dividends = trailingDividends(book);
  const cap = marketCap(book);
  return dividends === null || cap === null || cap <= 0 ? null : (dividends / cap) * 100;
}

/** Dividends over net income; null when earnings are not positive (the rule treats that as unsustainable). */
export function payoutRatio(book: MetricBook): number | null {
  const dividends = trailingDividends(book);
  const earnings = toIdr(book, trailingFlow(book.ctx.fin, 'netIncome'));
  return dividends === null || earnings === null || earnings <= 0 ? null : (dividends / earnings) * 100;
}

export const valuationMetrics: MetricTable = {
  pe: { name: 'P/E', family: 'valuation', unit: 'x', compute: pe },
  earnings_yield: { name: 'Imbal hasil laba (E/P)', family: 'valuation', unit: '%', compute: earningsYield },
  pe_vs_sector: {
    name: 'P/E terhadap median sektor',
    family: 'valuation',
    unit: 'x',
    compute: (book) => relativeTo(book.get('pe'), sectorMedianPe(book)),
  },
  pb: { name: 'P/B', family: 'valuation', unit: 'x', compute: pb },
  pb_vs_sector: {
    name: 'P/B terhadap median sektor',
    family: 'valuation',
    unit: 'x',
    compute: (book) => relativeTo(book.get('pb'), sectorMedianPb(book)),
  },
  pe_vs_5y_median: {
    name: 'P/E (laba tahunan) terhadap median 5 tahun sendiri',
    family: 'valuation',
    unit: 'x',
    compute: (book) => {
      const h = ownHistory(book, 'pe');
      return relativeTo(h.current, h.median);
    },
  },
  pb_vs_5y_median: {
    name: 'P/B terhadap median 5 tahun sendiri',
    family: 'valuation',
    unit: 'x',
    compute: (book) => {
      const h = ownHistory(book, 'pb');
      return relativeTo(h.current, h.median);
    },
  },
  fair_value_upside: {
    name: 'Potensi kenaikan ke nilai wajar (kasus dasar)',
    family: 'valuation',
    unit: '%',
    compute: (book) => book.valuation().upside,
  },
  normalized_fcf_yield: {
    name: 'Imbal hasil arus kas bebas (median 3 tahun)',
    family: 'valuation',
    unit: '%',
    compute: normalizedFcfYield,
  },
  fcf_yield: { name: 'Imbal hasil arus kas bebas', family: 'valuation', unit: '%', compute: fcfYield },
  dividend_yield: { name: 'Imbal hasil dividen', family: 'valuation', unit: '%', compute: dividendYield },
  payout_ratio: { name: 'Rasio pembayaran dividen', family: 'valuation', unit: '%', compute: payoutRatio },
};
