import { messages } from '@/i18n';

/** Dates and numbers follow the Indonesian locale (SPEC §9). */
const LOCALE = 'id-ID';

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedTwoDecimalFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'always',
});
const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });

type NumericInput = number | string | null | undefined;

/** Parses the API's numeric strings ("9400.00") and numbers; anything else is null. */
export function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** 9400 → "9.400" ; 1000 → "1.000". */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** Any plain number with Indonesian separators: 99.9 → "99,9". */
export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "9400.00" → "Rp 9.400"; missing or not a number → "N/A". IDX prices are whole rupiah. */
export function formatRupiah(value: NumericInput): string {
  const amount = toNumber(value);
  if (amount === null) return messages.common.notAvailable;
  return `Rp ${integerFormat.format(amount)}`;
}

export type UpsideTone = 'positive' | 'negative';

/** Green at or above 0, red below (SPEC §9). */
export function upsideTone(value: NumericInput): UpsideTone {
  const amount = toNumber(value) ?? 0;
  return amount >= 0 ? 'positive' : 'negative';
}

/** "12.34" → "+12,34%", "-3.1" → "-3,10%", 0 → "+0,00%"; missing → "N/A". */
export function formatUpside(value: NumericInput): string {
  const amount = toNumber(value);
  if (amount === null) return messages.common.notAvailable;
  // Normalise -0 so a zero upside reads "+0,00%" like the green colour it gets.
  return `${signedTwoDecimalFormat.format(amount === 0 ? 0 : amount)}%`;
}

/** A value already in percent, one decimal: 20.5 → "20,5%"; missing → "N/A". */
export function formatPercent1(value: NumericInput): string {
  const amount = toNumber(value);
  if (amount === null) return messages.common.notAvailable;
  return `${oneDecimalFormat.format(amount)}%`;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO timestamp → "21 Nov 2026" in the reader's time zone; invalid → "N/A". */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : messages.common.notAvailable;
}

/** ISO timestamp → "21 November 2026 pukul 14.05" in the reader's time zone; invalid → "N/A". */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : messages.common.notAvailable;
}

/**
 * A calendar date "YYYY-MM-DD" (a trading day, no time) → "20 November 2026". It is read and
 * printed in UTC so no time zone can shift it to the day before.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return messages.common.notAvailable;
  const date = toDate(`${value.slice(0, 10)}T00:00:00Z`);
  return date ? longDateFormat.format(date) : messages.common.notAvailable;
}
