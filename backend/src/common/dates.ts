/**
 * The backend's one calendar module: arithmetic on ISO dates (YYYY-MM-DD) counted in whole UTC days,
 * so no clock and no server time zone ever shifts a date. Pure; scoring, market data and the live
 * feed all use it.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Both directions are memoised: scoring converts the same few thousand dates (a stock's bars and
 * statements) over and over, and a Date per call was a measurable share of an analysis's CPU. The
 * memos are bounded by the calendar itself (one entry per day a date is asked for).
 */
const dayByIso = new Map<string, number>();
const isoByDay = new Map<number, string>();
const MEMO_LIMIT = 200_000;

/** Days since 1970-01-01 of an ISO date (a longer timestamp is cut to its date). */
export function toDay(iso: string): number {
  const date = iso.slice(0, 10);
  let day = dayByIso.get(date);
  if (day === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    day = Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
    if (dayByIso.size >= MEMO_LIMIT) dayByIso.clear();
    dayByIso.set(date, day);
  }
  return day;
}

export function fromDay(day: number): string {
  let iso = isoByDay.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoByDay.size >= MEMO_LIMIT) isoByDay.clear();
    isoByDay.set(day, iso);
  }
  return iso;
}

export function addDays(iso: string, days: number): string {
  return fromDay(toDay(iso) + days);
}

const isoByMonthShift = new Map<string, string>();

/** Same day of month `months` earlier or later, clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const key = `${iso}|${months}`;
  let shifted = isoByMonthShift.get(key);
  if (shifted === undefined) {
    const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
    const index = y * 12 + (m - 1) + months;
    const year = Math.floor(index / 12);
    const month = index - year * 12;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    shifted = fromDay(Math.floor(Date.UTC(year, month, Math.min(d, last)) / DAY_MS));
    if (isoByMonthShift.size >= MEMO_LIMIT) isoByMonthShift.clear();
    isoByMonthShift.set(key, shifted);
  }
  return shifted;
}

/**
 * The same calendar day `years` earlier; 29 February falls on 1 March (unlike addMonths, which
 * clamps): the history window of an analysis has always been cut this way.
 */
export function yearsBefore(iso: string, years: number): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return toDay(to) - toDay(from);
}

/** A real calendar date written YYYY-MM-DD (not 2024-02-30). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && fromDay(toDay(value)) === value;
}

export function isWeekend(iso: string): boolean {
  const weekday = new Date(toDay(iso) * DAY_MS).getUTCDay();
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
