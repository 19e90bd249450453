/**
 * Every number and date the app prints, in the Indonesian locale (SPEC §9). The formatters take
 * numbers or the API's numeric strings ("9400.00"). Given a number they always print it; given
 * something that may be missing they return null for a missing or unreadable value, so each screen
 * decides what missing looks like: the spec's 'N/A' on the cards it names, no row at all for a
 * figure an analysis does not have.
 */

import {
  formatCalendarDate,
  formatCompactValue,
  formatFixed,
  formatMultipleValue,
  formatPercentValue,
  formatRupiahCompactValue,
  formatRupiahValue,
} from '@telisik/contract/format';

const LOCALE = 'id-ID';

type NumericInput = number | string | null | undefined;

/** A number as given (the contract's numbers are finite), else parsed: missing or unreadable is null. */
function amountOf(value: NumericInput): number | null {
  return typeof value === 'number' ? value : toNumber(value);
}

/** Parses the API's numeric strings ("9400.00") and numbers; anything else is null. */
export function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

// The digits of every figure come from the one formatter the backend's prose, alerts and mail use
// too (@telisik/contract/format): the same value reads the same on the page, in the PDF and in the text.

/** 9400 → "9.400"; 1000 → "1.000". */
export function formatInteger(value: number): string {
  return formatFixed(value, 0);
}

/** Any plain number with Indonesian separators: 99.9 → "99,9". */
export function formatNumber(value: number, fractionDigits = 0): string {
  return formatFixed(value, fractionDigits);
}

/** 0.98 → "0,98" (digits fixed); signed → "+5,9"; missing → null. Nothing reads "-0,0". */
export function formatDecimal(value: number, digits?: number, signed?: boolean): string;
export function formatDecimal(value: NumericInput, digits?: number, signed?: boolean): string | null;
export function formatDecimal(value: NumericInput, digits = 1, signed = false): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatFixed(amount, digits, signed);
}

/** A value already in percent: 20.5 → "20,5%", signed → "+5,9%"; missing → null. */
export function formatPercent(value: number, digits?: number, signed?: boolean): string;
export function formatPercent(value: NumericInput, digits?: number, signed?: boolean): string | null;
export function formatPercent(value: NumericInput, digits = 1, signed = false): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatPercentValue(amount, digits, signed);
}

/** Percentage points, always signed: 0.05 → "+0,05 poin". */
export function formatPercentPoints(value: number, unit: string, digits?: number): string;
export function formatPercentPoints(value: NumericInput, unit: string, digits?: number): string | null;
export function formatPercentPoints(value: NumericInput, unit: string, digits = 2): string | null {
  const text = formatDecimal(value, digits, true);
  return text === null ? null : `${text} ${unit}`;
}

/** A multiple: 4.88 → "4,88x". */
export function formatMultiple(value: number, digits?: number): string;
export function formatMultiple(value: NumericInput, digits?: number): string | null;
export function formatMultiple(value: NumericInput, digits = 2): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatMultipleValue(amount, digits);
}

/** Whole rupiah (IDX prices are whole): "9400.00" → "Rp 9.400", 8324.5 → "Rp 8.325"; missing → null. */
export function formatRupiah(value: number): string;
export function formatRupiah(value: NumericInput): string | null;
export function formatRupiah(value: NumericInput): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatRupiahValue(amount);
}

/** Large rupiah amounts the Indonesian way: 899209725000 → "Rp 899,2 M" (miliar). */
export function formatRupiahCompact(value: number): string;
export function formatRupiahCompact(value: NumericInput): string | null;
export function formatRupiahCompact(value: NumericInput): string | null {
  const amount = amountOf(value);
  return amount === null ? null : formatRupiahCompactValue(amount);
}

/** A large count the Indonesian way, e.g. a day's traded shares: 101995600 → "102 jt". */
export function formatCompact(value: number): string {
  return formatCompactValue(value);
}

/** Large dollar amounts (USD reporters' statements) the same way: 301590000 → "US$ 301,6 jt". */
export function formatUsdCompact(value: number): string {
  return `US$ ${formatCompactValue(value)}`;
}

/** Points may be fractional in principle; whole points print without decimals: 3 → "3", 2.5 → "2,5". */
export function formatPoints(value: number): string {
  return formatFixed(value, Number.isInteger(value) ? 0 : 1);
}

/** Always signed, two decimals: "12.34" → "+12,34%", "-3.1" → "-3,10%", 0 → "+0,00%"; missing → null. */
export function formatUpside(value: NumericInput): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  // A zero upside reads "+0,00%", like the green colour it gets.
  const text = formatFixed(amount, 2, true);
  return `${/^[+-]/.test(text) ? text : `+${text}`}%`;
}

export type UpsideTone = 'positive' | 'negative';

/** Green at or above 0, red below (SPEC §9). */
export function upsideTone(value: number): UpsideTone {
  return value >= 0 ? 'positive' : 'negative';
}

/**
 * An Intl formatter made on its first use, not when this module loads: the first Intl formatter a
 * page makes costs tens of milliseconds (Chromium loads the locale's ICU data then; ~20 ms here, four
 * times that on a phone), which every screen paid while its scripts were evaluated, the landing page
 * too, where nothing prints a date (Lighthouse's blocking time).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(LOCALE, options));
}

const shortDateFormat = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The id-ID short months, as Intl writes them ("9 Des 2024"). An analysis page's two dates (the price
 * chart's axis, when the analysis was written) are written by hand so that the page never makes an
 * Intl formatter at all (lazyFormat above); format.test.ts holds them to Intl's output.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day "YYYY-MM-DD" as midnight UTC, so no time zone can shift it to the day before. */
function toCalendarDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  return toDate(`${value.slice(0, 10)}T00:00:00Z`);
}

/** ISO timestamp → "21 Nov 2026" in the reader's time zone; invalid → null. */
export function formatDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? shortDateFormat().format(date) : null;
}

/** ISO timestamp → "21 November 2026 pukul 14.05" in the reader's time zone; invalid → null. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${formatCalendarDate(day)} pukul ${twoDigits(date.getHours())}.${twoDigits(date.getMinutes())}`;
}

/** A trading day "YYYY-MM-DD" → "30 Desember 2025" (the contract's, as the server writes it too); invalid → null. */
export { formatCalendarDate };

/** A trading day "YYYY-MM-DD" → "9 Des 2024" (short month, for the chart); invalid → null. */
export function formatTradingDay(value: string | null | undefined): string | null {
  const date = toCalendarDay(value);
  return date ? `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : null;
}

// Payments, receipts and the Premium period are dated in WIB (Asia/Jakarta), as Indonesian receipts
// are, whatever the device's clock says.
const wibDateFormat = lazyFormat({ dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const wibDateTimeFormat = lazyFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** ISO timestamp → "1 Februari 2026", the day in Jakarta; invalid → null. */
export function formatWibDate(value: string): string;
export function formatWibDate(value: string | null | undefined): string | null;
export function formatWibDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? wibDateFormat().format(date) : null;
}

/** ISO timestamp → "31 Januari 2026 pukul 10.00 WIB"; invalid → null. */
export function formatWibDateTime(value: string): string;
export function formatWibDateTime(value: string | null | undefined): string | null;
export function formatWibDateTime(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? `${wibDateTimeFormat().format(date)} WIB` : null;
}
