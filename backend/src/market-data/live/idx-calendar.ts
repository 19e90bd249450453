/**
 * IDX trading-day arithmetic on ISO dates (YYYY-MM-DD) in Jakarta time. Western Indonesian Time
 * (WIB) is UTC+7 all year: no daylight saving, so a fixed offset is exact.
 */
import { addDays, isWeekend } from '../../common/dates';

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The regular session ends around 16:00 WIB and the post-trading session at 16:15 (METHOD.md):
 * from then on the day's bar is final and worth fetching.
 */
export const DAY_COMPLETE_WIB = { hour: 16, minute: 15 } as const;

/**
 * The last IDX trading day whose session is complete at `now`: today from 16:15 WIB on a weekday,
 * otherwise the weekday before. Weekends are skipped; exchange holidays are not known here (the
 * bundle's calendar ends with the bundle), so a holiday counts as a trading day and a refresh on
 * it simply finds nothing new.
 */
export function lastTradingDayBefore(now: Date): string {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  const minutes = wib.getUTCHours() * 60 + wib.getUTCMinutes();
  const complete = minutes >= DAY_COMPLETE_WIB.hour * 60 + DAY_COMPLETE_WIB.minute;
  let day = wib.toISOString().slice(0, 10);
  if (!complete || isWeekend(day)) day = addDays(day, -1);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}
