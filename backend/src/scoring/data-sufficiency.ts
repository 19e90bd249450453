import { addDays, daysBetween } from '../common/dates';
import type { ScoringInput } from './scoring-input';

/** Below this much recent history the technical pillar and the valuation would be guesses. */
export const MIN_PRICE_BARS = 60;
/** A stock whose last trade is older than this (suspended, delisted) is not analysed as current. */
export const MAX_STALE_DAYS = 30;

/** Whether an input can carry an analysis: recent trades, a year of history, a usable statement. */
export function hasEnoughData(input: ScoringInput): boolean {
  const last = input.prices.at(-1);
  if (!last || daysBetween(last.date, input.asOf) > MAX_STALE_DAYS) return false;
  const oneYearAgo = addDays(input.asOf, -365);
  if (input.prices.filter((p) => p.date > oneYearAgo).length < MIN_PRICE_BARS) return false;
  return input.statements.some((s) => s.netIncome !== null && s.equity !== null);
}
