/**
 * Dividen: cash dividend per share by calendar year of the ex-date (from the corporate actions, on
 * the prices' split-adjusted basis), its yield on the price of the time (each payment over the last
 * close before its ex-date), the payout ratio, the last ex-date, and the splits on file.
 *
 * Payout ratio of a year: what the year's dividends per share come to over today's listed shares
 * (both on the same split-adjusted basis), over the previous fiscal year's net income (a dividend is
 * mostly paid out of the year before's profit), a USD reporter's profit in rupiah at `fx`. Where the
 * share count or the rate is unknown, the cash dividends paid in the year's cash-flow statement over
 * that profit. Null where neither can be formed or the profit is not positive. Approximate where the
 * share count changed since (a rights issue). A special dividend is shown and marked.
 */
import type { CorporateActionFacts } from './corporate-actions';
import type { Financials } from './financials';
import { round } from './math';
import type { PriceBar } from './scoring-input';

export interface DividendYear {
  year: number;
  /** IDR per share, split-adjusted, every cash dividend with an ex-date in the year. */
  perShare: number;
  payments: number;
  /** Percent: the sum of each payment over the last close before its ex-date; null without a price. */
  yieldOnPrice: number | null;
  /** Percent; see the module comment. */
  payoutRatio: number | null;
  /** A special (one-off) dividend is among the year's payments. */
  includesSpecial: boolean;
}

export interface DividendHistory {
  /** Newest first, at most `DIVIDEND_YEARS`. */
  years: DividendYear[];
  lastExDate: string | null;
  /** IDR per share. */
  lastPerShare: number | null;
  /** Split and bonus adjustments on file: new shares per old share. */
  splits: Array<{ exDate: string; ratio: number }>;
}

export const DIVIDEND_YEARS = 6;

function closeBefore(bars: readonly PriceBar[], date: string): number | null {
  let lo = 0;
  let hi = bars.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid]!.date < date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : bars[found]!.close;
}

export function dividendHistory(
  actions: CorporateActionFacts,
  bars: readonly PriceBar[],
  fin: Financials,
  shares: number | null,
  /** IDR per unit of statement currency (1 for IDR), null when unknown. */
  fx: number | null,
): DividendHistory {
  const specialDates = new Set(actions.special.map((s) => s.exDate));
  const byYear = new Map<number, DividendYear>();
  for (const d of actions.allDividends) {
    const year = Number(d.exDate.slice(0, 4));
    const entry = byYear.get(year) ?? {
      year,
      perShare: 0,
      payments: 0,
      yieldOnPrice: 0 as number | null,
      payoutRatio: null,
      includesSpecial: false,
    };
    entry.perShare += d.value;
    entry.payments += 1;
    const close = closeBefore(bars, d.exDate);
    entry.yieldOnPrice =
      close === null || entry.yieldOnPrice === null ? null : entry.yieldOnPrice + (d.value / close) * 100;
    if (specialDates.has(d.exDate)) entry.includesSpecial = true;
    byYear.set(year, entry);
  }
  const annual = (fiscalYear: number) => fin.annual.find((s) => s.fiscalYear === fiscalYear) ?? null;
  const years = [...byYear.values()]
    .sort((a, b) => b.year - a.year)
    .slice(0, DIVIDEND_YEARS)
    .map((y) => {
      const profit = annual(y.year - 1)?.netIncome ?? null;
      const filed = annual(y.year)?.dividendsPaid ?? null;
      let payoutRatio: number | null = null;
      if (profit !== null && profit > 0) {
        if (shares !== null && shares > 0 && fx !== null)
          payoutRatio = ((y.perShare * shares) / (profit * fx)) * 100;
        else if (filed !== null) payoutRatio = (Math.abs(filed) / profit) * 100;
      }
      return {
        ...y,
        perShare: round(y.perShare, 2),
        yieldOnPrice: y.yieldOnPrice === null ? null : round(y.yieldOnPrice, 2),
        payoutRatio: payoutRatio === null ? null : round(payoutRatio, 1),
      };
    });
  const last = actions.allDividends.at(-1) ?? null;
  return {
    years,
    lastExDate: last?.exDate ?? null,
    lastPerShare: last === null ? null : round(last.value, 2),
    splits: actions.splits.map((s) => ({ exDate: s.exDate, ratio: s.value })),
  };
}
