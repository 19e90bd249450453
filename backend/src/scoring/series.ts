/** Lookups on date-sorted series. */
import { addMonths, daysBetween } from '../common/dates';

/** Index of the last element with date <= `date`, or -1. */
export function lastIndexOnOrBefore<T extends { date: string }>(items: readonly T[], date: string): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].date <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Elements with date > `from` (exclusive), in order. */
export function since<T extends { date: string }>(items: readonly T[], from: string): T[] {
  return items.slice(lastIndexOnOrBefore(items, from) + 1);
}

/** How stale an anchor may be: a month-old close is not "3 months ago". */
export const MAX_ANCHOR_GAP_DAYS = 10;

/**
 * Percent change of `close` from `months` before `endDate` to `endDate`, using the last close on or before
 * each date; null when either anchor is missing or older than MAX_ANCHOR_GAP_DAYS.
 */
export function periodReturn<T extends { date: string; close: number }>(
  items: readonly T[],
  endDate: string,
  months: number,
): number | null {
  const endIndex = lastIndexOnOrBefore(items, endDate);
  if (endIndex < 0 || daysBetween(items[endIndex].date, endDate) > MAX_ANCHOR_GAP_DAYS) return null;
  const start = addMonths(endDate, -months);
  const startIndex = lastIndexOnOrBefore(items, start);
  if (startIndex < 0 || daysBetween(items[startIndex].date, start) > MAX_ANCHOR_GAP_DAYS) return null;
  const from = items[startIndex].close;
  return from > 0 ? (items[endIndex].close / from - 1) * 100 : null;
}
