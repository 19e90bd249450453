import { exactUtcTime } from './analysis-row';

describe('exactUtcTime', () => {
  it('writes PostgreSQL’s text of a UTC time in ISO 8601 to the microsecond, whatever fraction it has', () => {
    expect(exactUtcTime('2026-11-26 10:30:16.123456')).toBe('2026-11-26T10:30:16.123456Z');
    expect(exactUtcTime('2026-11-26 10:30:16.32')).toBe('2026-11-26T10:30:16.320000Z');
    expect(exactUtcTime('2026-11-26 10:30:16')).toBe('2026-11-26T10:30:16.000000Z');
  });

  it('refuses anything else rather than mis-date it', () => {
    for (const text of ['2026-11-26T10:30:16Z', '2026-11-26 10:30:16.1234567', '2026-11-26 10:30', '', null, 1_764_000_000_000]) {
      expect(() => exactUtcTime(text)).toThrow('Not an ISO time from PostgreSQL');
    }
  });
});
