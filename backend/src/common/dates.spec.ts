import {
  addDays,
  addMonths,
  dateInZone,
  daysBetween,
  fromDay,
  isIsoDate,
  isWeekend,
  toDay,
  yearsBefore,
} from './dates';

describe('dates', () => {
  it('counts whole UTC days, ignoring any time of day', () => {
    expect(toDay('1970-01-02')).toBe(1);
    expect(toDay('2024-03-01T23:59:59+07:00')).toBe(toDay('2024-03-01'));
    expect(fromDay(toDay('2024-02-29'))).toBe('2024-02-29');
  });

  it('adds days across a leap day, a month end and a year end', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-04-02', -365)).toBe('2023-04-03');
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-15', -15)).toBe('2022-12-15');
    expect(addMonths('2024-12-31', 2)).toBe('2025-02-28');
  });

  it('goes back whole years, 29 February falling on 1 March', () => {
    expect(yearsBefore('2024-04-02', 6)).toBe('2018-04-02');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-03-01');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });

  it('measures the days between two dates, negative backwards', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('30/03/2024')).toBe(false);
    expect(isIsoDate('2024-02-30x')).toBe(false);
    expect(isIsoDate('2024-3-1')).toBe(false);
  });

  it('knows the weekend', () => {
    // Friday 2025-12-12, Saturday, Sunday, Monday.
    expect(['2025-12-12', '2025-12-13', '2025-12-14', '2025-12-15'].map(isWeekend)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('dates an instant in the exchange time zone', () => {
    // A Yahoo .JK daily bar is stamped 09:00 WIB = 02:00 UTC; a Nasdaq one 09:30 New York time.
    expect(dateInZone(new Date(1577930400 * 1000), 'Asia/Jakarta')).toBe('2020-01-02');
    expect(dateInZone(new Date('2020-01-02T23:30:00Z'), 'Asia/Jakarta')).toBe('2020-01-03');
    expect(dateInZone(new Date('2020-01-03T02:00:00Z'), 'America/New_York')).toBe('2020-01-02');
  });
});
