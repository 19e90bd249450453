/**
 * IDX trading-day arithmetic on ISO dates (YYYY-MM-DD) in Jakarta time. Western Indonesian Time
 * (WIB) is UTC+7 all year: no daylight saving, so a fixed offset is exact.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
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

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isWeekend(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in an IANA time zone, e.g. a Yahoo bar's trading date. */
export function dateInZone(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
