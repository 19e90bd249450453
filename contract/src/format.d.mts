/**
 * How every figure prints (format.mjs), for the page, the PDF, the engine's prose, alerts and mail.
 * Indonesian separators (decimal comma, thousands dot), half away from zero on the number as written.
 */

/** 20.54 → "20,5"; 1234567.891, 2 → "1.234.567,89"; signed → "+3,2"; a value that rounds to zero has no sign. */
export declare function formatFixed(value: number, digits?: number, signed?: boolean): string;
/** A value already in percent: 20.5 → "20,5%"; signed → "+5,9%". */
export declare function formatPercentValue(value: number, digits?: number, signed?: boolean): string;
/** A change in percentage points, always signed: -38.71 → "-38,7 poin". */
export declare function formatPointsChange(value: number, digits?: number): string;
/** A multiple: 4.88 → "4,88x". */
export declare function formatMultipleValue(value: number, digits?: number): string;
/** Whole rupiah (IDX prices are whole): 8075 → "Rp 8.075", 51 → "Rp 51". */
export declare function formatRupiahValue(value: number): string;
/** A large amount with its Indonesian scale: 899.2e9 → "899,2 M", 57e12 → "57 T", 101995600 → "102 jt". */
export declare function formatCompactValue(value: number): string;
/** Large rupiah amounts: 899209725000 → "Rp 899,2 M"; 12.5e6 → "Rp 12,5 jt"; below a million, whole rupiah. */
export declare function formatRupiahCompactValue(value: number): string;
export declare function formatCalendarDate(value: string | null | undefined): string | null;
