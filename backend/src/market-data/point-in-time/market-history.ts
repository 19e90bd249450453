/**
 * Market history in memory: the raw rows the point-in-time cut reads, as the loaders give them.
 * Pure data, no database: the same value is cut on the request path (one stock, one date), by the
 * whole-market scorer and in its worker threads. The daily series are columns of typed arrays over
 * all codes, so a whole market fits in a few hundred megabytes and, when the arrays sit on a
 * SharedArrayBuffer, crosses into worker threads without a copy.
 */
import { fromDay } from '../../common/dates';
import type {
  CompanyProfile,
  CorporateAction,
  FinancialStatement,
  MacroAsOf,
  OwnershipMonth,
} from '../../scoring';

/**
 * Daily rows of many codes: row i is `day[i]` with `values[field][i]`. A code's rows are contiguous
 * and in date order; `rows` maps a code to its [start, end) range.
 */
export interface DailySeries<F extends string> {
  /** Days since 1970-01-01 (common/dates.ts `toDay`). */
  day: Int32Array;
  values: Record<F, Float64Array>;
  rows: ReadonlyMap<string, RowRange>;
}

export interface RowRange {
  start: number;
  end: number;
}

export type PriceField = 'open' | 'high' | 'low' | 'close' | 'volume';
export type FlowField = 'foreignBuyShares' | 'foreignSellShares' | 'volume' | 'value';
export type MacroSeriesName = keyof MacroAsOf;

/** One dated series without a code (the composite index, a macro series), in date order. */
export interface DatedValues {
  day: Int32Array;
  value: Float64Array;
}

/**
 * What a history can answer. A whole-market history (codes null) holds every stock's rows over a
 * date span and cuts at any date inside it. A history loaded for some codes holds their rows in
 * full, but of their sector peers only what the peer figures need at exactly the listed dates (the
 * last close before each date, the statements of the peer window): it cuts only at those dates.
 */
export interface HistoryScope {
  /** The as-of dates asked for, sorted, without repeats. */
  dates: readonly string[];
  /** The stocks inputs can be built for; null: every company. */
  codes: readonly string[] | null;
}

export interface MarketHistory {
  scope: HistoryScope;
  /** Every company an input or a peer comparison may need, by code. */
  companies: ReadonlyMap<string, CompanyProfile>;
  prices: DailySeries<PriceField>;
  foreignFlow: DailySeries<FlowField>;
  /** IHSG (COMPOSITE) closes. */
  composite: DatedValues;
  /** Per code, in period-end then period-type order. */
  statements: ReadonlyMap<string, readonly FinancialStatement[]>;
  /** Per code, in ex-date then action order. */
  corporateActions: ReadonlyMap<string, readonly CorporateAction[]>;
  /** Per code, in month-end order. */
  ownership: ReadonlyMap<string, readonly OwnershipMonth[]>;
  macro: Record<MacroSeriesName, DatedValues>;
}

export const PRICE_FIELDS: readonly PriceField[] = ['open', 'high', 'low', 'close', 'volume'];
export const FLOW_FIELDS: readonly FlowField[] = ['foreignBuyShares', 'foreignSellShares', 'volume', 'value'];
export const MACRO_SERIES: readonly MacroSeriesName[] = ['bondYield10y', 'usdIdr', 'biRate'];

/**
 * ISO date of a day number, memoised: a cut writes the same few thousand trading dates into
 * millions of bars, and each written once is one string shared by all of them.
 */
const isoByDay: string[] = [];
export function isoDay(day: number): string {
  let iso = isoByDay[day];
  if (iso === undefined) {
    iso = fromDay(day);
    isoByDay[day] = iso;
  }
  return iso;
}

/** Index of the first element of `sorted[start, end)` greater than `value` (upper bound). */
export function upperBound(sorted: ArrayLike<number>, value: number, start = 0, end = sorted.length): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of `sorted[start, end)` not below `value` (lower bound). */
export function lowerBound(sorted: ArrayLike<number>, value: number, start = 0, end = sorted.length): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Like `upperBound`, for rows ordered by an ISO date key. */
export function upperBoundBy<T>(rows: readonly T[], key: (row: T) => string, value: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(rows[mid]!) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
