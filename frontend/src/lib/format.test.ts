import { describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatMultiple,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatPoints,
  formatRupiah,
  formatRupiahCompact,
  formatTradingDay,
  formatUpside,
  formatUsdCompact,
  formatWibDate,
  formatWibDateTime,
  toNumber,
  upsideTone,
} from './format';

describe('formatRupiah', () => {
  it('writes numeric strings and numbers as whole rupiah with Indonesian grouping', () => {
    expect(formatRupiah('9400.00')).toBe('Rp 9.400');
    expect(formatRupiah(1_234_567)).toBe('Rp 1.234.567');
    expect(formatRupiah('64')).toBe('Rp 64');
    expect(formatRupiah(8324.5)).toBe('Rp 8.325');
  });

  it('gives null for missing or non-numeric values', () => {
    expect(formatRupiah(null)).toBeNull();
    expect(formatRupiah(undefined)).toBeNull();
    expect(formatRupiah('')).toBeNull();
    expect(formatRupiah('abc')).toBeNull();
  });

  it('prints large amounts in miliar/triliun', () => {
    expect(formatRupiahCompact(899209725000)).toMatch(/^Rp 899,2\sM$/);
    expect(formatRupiahCompact(27374059700000)).toMatch(/^Rp 27,4\sT$/);
    expect(formatRupiahCompact(null)).toBeNull();
  });

  it("prints a USD reporter's statement amounts the same way, in dollars", () => {
    expect(formatUsdCompact(301_590_000)).toMatch(/^US\$ 301,6\sjt$/);
    expect(formatUsdCompact(2_078_689_000)).toMatch(/^US\$ 2,1\sM$/);
  });
});

describe('upside', () => {
  it('always shows a sign and two decimals with a decimal comma', () => {
    expect(formatUpside('12.34')).toBe('+12,34%');
    expect(formatUpside('-3.1')).toBe('-3,10%');
    expect(formatUpside(0)).toBe('+0,00%');
    expect(formatUpside('-0')).toBe('+0,00%');
    expect(formatUpside(null)).toBeNull();
  });

  it('is green at or above zero and red below', () => {
    expect(upsideTone(12.34)).toBe('positive');
    expect(upsideTone(0)).toBe('positive');
    expect(upsideTone(-0.01)).toBe('negative');
  });
});

describe('percents and plain numbers', () => {
  it('writes percent values with one decimal by default', () => {
    expect(formatPercent(20.5)).toBe('20,5%');
    expect(formatPercent(45.27)).toBe('45,3%');
    expect(formatPercent('-2')).toBe('-2,0%');
    expect(formatPercent('13.09')).toBe('13,1%');
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent('abc')).toBeNull();
  });

  it('takes other digits, signs when asked, and never prints -0', () => {
    expect(formatPercent(6.1924, 2)).toBe('6,19%');
    expect(formatPercent(5.9, 1, true)).toBe('+5,9%');
    expect(formatPercent(-16.54, 1, true)).toBe('-16,5%');
    expect(formatPercent(-0.01, 1, true)).toBe('0,0%');
    expect(formatPercentPoints(0.05, 'poin')).toBe('+0,05 poin');
    expect(formatDecimal(0.98, 2)).toBe('0,98');
    expect(formatMultiple(4.88)).toBe('4,88x');
  });

  it('groups integers and writes plain numbers with a decimal comma', () => {
    expect(formatInteger(9400)).toBe('9.400');
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatNumber(99.9, 1)).toBe('99,9');
    expect(formatNumber(5000)).toBe('5.000');
  });

  it('prints whole points without decimals', () => {
    expect(formatPoints(3)).toBe('3');
    expect(formatPoints(2.5)).toBe('2,5');
  });

  it('reads numeric strings and rejects everything else', () => {
    expect(toNumber('9400.00')).toBe(9400);
    expect(toNumber(' ')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
  });
});

describe('dates (id-ID, tests run in Asia/Jakarta)', () => {
  it('writes a creation date as day, short month, year', () => {
    expect(formatDate('2026-11-21T07:05:00.000Z')).toBe('21 Nov 2026');
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatDate('2026-08-16T20:00:00.000Z')).toBe('17 Agu 2026');
    expect(formatDate('not a date')).toBeNull();
  });

  it('writes a creation date and time in the reader’s zone', () => {
    expect(formatDateTime('2026-11-21T07:05:00.000Z')).toBe('21 November 2026 pukul 14.05');
  });

  it('writes a data as-of day without shifting it across time zones', () => {
    expect(formatCalendarDate('2026-11-20')).toBe('20 November 2026');
    expect(formatCalendarDate('2025-12-30T00:00:00Z')).toBe('30 Desember 2025');
    // Every month by its Indonesian name, as Intl's id-ID writes them.
    const months = Array.from({ length: 12 }, (_, i) =>
      formatCalendarDate(`2025-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(months).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        new Intl.DateTimeFormat('id-ID', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2025, i, 1))),
      ),
    );
    expect(formatCalendarDate('2025-02-30')).toBeNull();
    expect(formatCalendarDate('kemarin')).toBeNull();
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('prints trading days in UTC with short Indonesian months', () => {
    expect(formatTradingDay('2024-12-09')).toBe('9 Des 2024');
    expect(formatTradingDay('2025-08-17T00:00:00Z')).toBe('17 Agu 2025');
    expect(formatTradingDay('kemarin')).toBeNull();
    expect(formatTradingDay(null)).toBeNull();
  });
});

describe('an analysis page’s dates, without Intl', () => {
  it('writes every month and time of day as Intl’s id-ID does', () => {
    const tradingDay = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });
    for (let month = 0; month < 12; month += 1) {
      const day = `2025-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatTradingDay(day)).toBe(tradingDay.format(new Date(`${day}T00:00:00Z`)));
      for (const [hour, minute] of [
        [0, 0],
        [9, 5],
        [12, 30],
        [23, 59],
      ] as const) {
        const date = new Date(2025, month, 28, hour, minute);
        expect(formatDateTime(date.toISOString())).toBe(dateTime.format(date));
      }
    }
    expect(formatDateTime('not a date')).toBeNull();
  });

  it('makes no Intl formatter when loaded, nor for the chart’s days and the written-on time', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const format = await import('./format');
      format.formatTradingDay('2024-12-09');
      format.formatDateTime('2026-11-21T07:05:00.000Z');
      expect(made).not.toHaveBeenCalled();
      // The other dates still come from Intl, made once on first use.
      expect(format.formatWibDate('2026-02-01T03:00:00.000Z')).toBe('1 Februari 2026');
      format.formatWibDate('2026-02-02T03:00:00.000Z');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatWibDate and formatWibDateTime', () => {
  it('date payments in WIB, whatever the device clock says', () => {
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatWibDate('2026-01-31T20:00:00.000Z')).toBe('1 Februari 2026');
    expect(formatWibDateTime('2026-01-31T03:00:00.000Z')).toBe('31 Januari 2026 pukul 10.00 WIB');
  });

  it('gives null for a missing or unreadable time', () => {
    expect(formatWibDate(null)).toBeNull();
    expect(formatWibDateTime('not a date')).toBeNull();
  });
});

describe('one formatter for the page and the prose', () => {
  it('rounds a figure exactly as the engine writes it into the prose, alerts and mail', async () => {
    // The backend's rule reasons and prose use the same functions (backend/src/scoring/format.ts).
    const shared = await import('@telisik/contract/format');
    for (const value of [13.45, -3.55, 1.005, 20.54, -0.04, 3.7, 899_209_725_000]) {
      expect(formatPercent(value)).toBe(shared.formatPercentValue(value));
      expect(formatRupiahCompact(value)).toBe(shared.formatRupiahCompactValue(value));
    }
    // 13,45 is written 13,5 (not 13,4 as toFixed reads the binary 13,4499…) on the page and in the prose.
    expect(formatPercent(13.45)).toBe('13,5%');
    expect(formatDecimal(-3.55)).toBe('-3,6');
    expect(formatRupiah(51)).toBe('Rp 51');
  });
});
