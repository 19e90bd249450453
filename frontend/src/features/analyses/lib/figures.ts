/**
 * Formatting for the figures behind an analysis (rules, valuation inputs, price chart), in the
 * Indonesian locale like the rest of the app. Every formatter returns null for a missing value so
 * the caller can leave the row out instead of printing 'N/A' for data older analyses never had.
 */
import { toNumber } from '@/lib/format';
import type { NumericValue } from '../types';

const LOCALE = 'id-ID';

type Input = NumericValue | null | undefined;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${digits}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Normalises -0 (and values that round to zero) so nothing reads "-0,0". */
function clean(amount: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(amount * factor) === 0 ? 0 : amount;
}

/** 0.98 → "0,98" (digits fixed); missing → null. */
export function formatDecimal(value: Input, digits = 1, signed = false): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  return numberFormat(digits, signed).format(clean(amount, digits));
}

/** A value already in percent: 20.5 → "20,5%", signed → "+5,9%"; missing → null. */
export function formatPct(value: Input, digits = 1, signed = false): string | null {
  const text = formatDecimal(value, digits, signed);
  return text === null ? null : `${text}%`;
}

/** Percentage points: 0.05 → "+0,05 poin". */
export function formatPp(value: Input, unit: string, digits = 2): string | null {
  const text = formatDecimal(value, digits, true);
  return text === null ? null : `${text} ${unit}`;
}

/** A multiple: 4.88 → "4,88x". */
export function formatMultiple(value: Input, digits = 2): string | null {
  const text = formatDecimal(value, digits);
  return text === null ? null : `${text}x`;
}

/** Rupiah per share, whole: 8324.5 → "Rp 8.325"; missing → null. */
export function formatRp(value: Input): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  return `Rp ${numberFormat(0, false).format(amount)}`;
}

const compactFormat = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** Large rupiah amounts the Indonesian way: 899209725000 → "Rp 899,2 M" (miliar). */
export function formatRpCompact(value: Input): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  return `Rp ${compactFormat.format(amount)}`;
}

/** Points may be fractional in principle; whole points print without decimals: 3 → "3", 2.5 → "2,5". */
export function formatPoints(value: number): string {
  return Number.isInteger(value)
    ? numberFormat(0, false).format(value)
    : numberFormat(1, false).format(value);
}

const shortCalendarFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A trading day "YYYY-MM-DD" → "9 Des 2024", read in UTC so no time zone shifts it; invalid → null. */
export function formatTradingDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : shortCalendarFormat.format(date);
}

export type ShareTone = 'good' | 'fair' | 'poor' | 'none';

/** Green from two thirds of the maximum, yellow from one third, red below; no maximum → neutral. */
export function shareTone(points: number, max: number): ShareTone {
  if (!(max > 0)) return 'none';
  if (3 * points >= 2 * max) return 'good';
  if (3 * points >= max) return 'fair';
  return 'poor';
}

/** Trimmed non-empty text, or null. */
export function text(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/** The non-empty strings of a list that may be missing or hold junk. */
export function texts(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}
