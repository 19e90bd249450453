import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatMultiple,
  formatPct,
  formatPoints,
  formatPp,
  formatRp,
  formatRpCompact,
  formatTradingDay,
  shareTone,
  texts,
} from './figures';

describe('figures formatting (id-ID)', () => {
  it('prints percents with a decimal comma, signed when asked, and null when missing', () => {
    expect(formatPct(20.5)).toBe('20,5%');
    expect(formatPct('13.09')).toBe('13,1%');
    expect(formatPct(6.1924, 2)).toBe('6,19%');
    expect(formatPct(5.9, 1, true)).toBe('+5,9%');
    expect(formatPct(-16.54, 1, true)).toBe('-16,5%');
    expect(formatPct(-0.01, 1, true)).toBe('0,0%');
    expect(formatPct(null)).toBeNull();
    expect(formatPct('abc')).toBeNull();
    expect(formatPp(0.05, 'poin')).toBe('+0,05 poin');
    expect(formatDecimal(0.98, 2)).toBe('0,98');
    expect(formatMultiple(4.88)).toBe('4,88x');
  });

  it('prints rupiah whole and large amounts in miliar/triliun', () => {
    expect(formatRp(8324.5)).toBe('Rp 8.325');
    expect(formatRp(undefined)).toBeNull();
    expect(formatRpCompact(899209725000)).toMatch(/^Rp 899,2\sM$/);
    expect(formatRpCompact(27374059700000)).toMatch(/^Rp 27,4\sT$/);
  });

  it('prints trading days in UTC with short Indonesian months', () => {
    expect(formatTradingDay('2024-12-09')).toBe('9 Des 2024');
    expect(formatTradingDay('2025-08-17T00:00:00Z')).toBe('17 Agu 2025');
    expect(formatTradingDay('kemarin')).toBeNull();
    expect(formatTradingDay(null)).toBeNull();
  });

  it('prints whole points without decimals', () => {
    expect(formatPoints(3)).toBe('3');
    expect(formatPoints(2.5)).toBe('2,5');
  });

  it('colours points green from two thirds, yellow from one third, red below', () => {
    expect(shareTone(3, 3)).toBe('good');
    expect(shareTone(2, 3)).toBe('good');
    expect(shareTone(1, 2)).toBe('fair');
    expect(shareTone(1, 3)).toBe('fair');
    expect(shareTone(1, 4)).toBe('poor');
    expect(shareTone(0, 1)).toBe('poor');
    expect(shareTone(0, 0)).toBe('none');
  });

  it('keeps only the non-empty strings of a list', () => {
    expect(texts([' a ', '', null, 3, 'b'])).toEqual(['a', 'b']);
    expect(texts(undefined)).toEqual([]);
  });
});
