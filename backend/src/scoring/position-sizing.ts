/**
 * The per-stock facts position sizing reads, as of the analysis date. The sizing itself (capital, risk
 * level, lots, stop) is worked out in the browser, so the capital a user types never leaves it: the
 * engine only hands over the price, how far the stock moves in a day, how much of it trades, and the
 * exchange's rules (daily ARB limit, price ticks, lot size) in force on that date.
 */
import { median, round } from './math';
import { priceLimits } from './price-limits';
import type { PriceBar } from './scoring-input';
import { TICK_BANDS } from './ticks';

/** METHOD.md: one lot is 100 shares; positions are whole lots. */
export const LOT_SHARES = 100;
/** The classic ATR window (Wilder's 14 days). */
export const ATR_DAYS = 14;
/** Liquidity over about three months of trading, as the engine's traded-value figure. */
export const VOLUME_DAYS = 60;

export interface PositionSizingInputs {
  /** Last close, rupiah: the entry the sizing assumes. */
  price: number;
  /** 'YYYY-MM-DD' of that close; the ARB limit below is the one in force on it. */
  priceDate: string;
  /**
   * Average true range over the last 14 trading days, rupiah, unrounded: how far the stock moves in
   * a day, gaps included. Null with fewer than 15 bars.
   */
  atr14: number | null;
  /** Median daily volume in shares over the last 60 trading days with a known volume; null with none. */
  averageDailyVolume: number | null;
  /** How many of those 60 days had a known volume (a thinly traded stock shows fewer). */
  volumeDays: number;
  /** ARB: the percent one day's price may fall below the close, for this stock's price tier and board. */
  arbPercent: number;
  /** The IDX tick per price band on that date, highest band first: a price from `from` up moves in `tick`. */
  tickBands: Array<{ from: number; tick: number }>;
  /** Shares per lot. */
  lotShares: number;
}

/** The larger of the day's range and its gap from the previous close. */
function trueRange(bar: PriceBar, previousClose: number): number {
  // A bar without a usable high or low (some suspended days carry only a close) counts its gap alone.
  const high = Number.isFinite(bar.high) && bar.high > 0 ? Math.max(bar.high, bar.close) : bar.close;
  const low = Number.isFinite(bar.low) && bar.low > 0 ? Math.min(bar.low, bar.close) : bar.close;
  return Math.max(high - low, Math.abs(high - previousClose), Math.abs(low - previousClose));
}

/**
 * ATR as the plain mean of the last `days` true ranges rather than Wilder's smoothing: a reader can
 * check it by hand from two weeks of prices, and over 14 days the two differ by a few percent.
 */
export function averageTrueRange(bars: readonly PriceBar[], days = ATR_DAYS): number | null {
  if (bars.length < days + 1) return null;
  let sum = 0;
  for (let i = bars.length - days; i < bars.length; i += 1) sum += trueRange(bars[i]!, bars[i - 1]!.close);
  return sum / days;
}

/**
 * `bars` oldest first and split-adjusted, up to the analysis date; `board` the listing board as the
 * bundle names it. Null without a price to size on.
 */
export function positionSizingInputs(
  bars: readonly PriceBar[],
  board: string | null,
): PositionSizingInputs | null {
  const last = bars.at(-1);
  if (!last || !(last.close > 0)) return null;
  // Volume 0 means the source did not say (PriceBar), so it is left out rather than read as no trade.
  const volumes = bars
    .slice(-VOLUME_DAYS)
    .map((b) => b.volume)
    .filter((v) => v > 0);
  const atr = averageTrueRange(bars);
  const adv = median(volumes);
  return {
    price: last.close,
    priceDate: last.date,
    atr14: atr === null ? null : round(atr, 4),
    averageDailyVolume: adv === null ? null : Math.round(adv),
    volumeDays: volumes.length,
    arbPercent: priceLimits(last.close, last.date, board).lower,
    tickBands: TICK_BANDS.map((band) => ({ from: band.from, tick: band.tick })),
    lotShares: LOT_SHARES,
  };
}
