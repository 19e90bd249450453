/** Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC days: no clock, no time zone. */
const DAY_MS = 86_400_000;

export function toDay(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDay(toDay(iso) + days);
}

/** Same day of month `months` earlier or later, clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDay(Math.floor(Date.UTC(year, month, Math.min(d, last)) / DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return toDay(to) - toDay(from);
}
