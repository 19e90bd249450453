import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatPercent1,
  formatRupiah,
  formatUpside,
  upsideTone,
} from './format';

describe('formatRupiah', () => {
  it('writes numeric strings as whole rupiah with Indonesian grouping', () => {
    expect(formatRupiah('9400.00')).toBe('Rp 9.400');
    expect(formatRupiah(1_234_567)).toBe('Rp 1.234.567');
    expect(formatRupiah('64')).toBe('Rp 64');
  });

  it('shows N/A for missing or non-numeric values', () => {
    expect(formatRupiah(null)).toBe('N/A');
    expect(formatRupiah(undefined)).toBe('N/A');
    expect(formatRupiah('')).toBe('N/A');
    expect(formatRupiah('abc')).toBe('N/A');
  });
});

describe('upside', () => {
  it('always shows a sign and two decimals with a decimal comma', () => {
    expect(formatUpside('12.34')).toBe('+12,34%');
    expect(formatUpside('-3.1')).toBe('-3,10%');
    expect(formatUpside(0)).toBe('+0,00%');
    expect(formatUpside('-0')).toBe('+0,00%');
    expect(formatUpside(null)).toBe('N/A');
  });

  it('is green at or above zero and red below', () => {
    expect(upsideTone('12.34')).toBe('positive');
    expect(upsideTone(0)).toBe('positive');
    expect(upsideTone('-0.01')).toBe('negative');
  });
});

describe('formatPercent1', () => {
  it('writes percent values with one decimal', () => {
    expect(formatPercent1(20.5)).toBe('20,5%');
    expect(formatPercent1(45.27)).toBe('45,3%');
    expect(formatPercent1('-2')).toBe('-2,0%');
    expect(formatPercent1(null)).toBe('N/A');
  });
});

describe('dates (id-ID, tests run in Asia/Jakarta)', () => {
  it('writes a creation date as day, short month, year', () => {
    expect(formatDate('2026-11-21T07:05:00.000Z')).toBe('21 Nov 2026');
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatDate('2026-08-16T20:00:00.000Z')).toBe('17 Agu 2026');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it('writes a creation date and time in the reader’s zone', () => {
    expect(formatDateTime('2026-11-21T07:05:00.000Z')).toBe('21 November 2026 pukul 14.05');
  });

  it('writes a data as-of day without shifting it across time zones', () => {
    expect(formatCalendarDate('2026-11-20')).toBe('20 November 2026');
    expect(formatCalendarDate(null)).toBe('N/A');
  });
});
