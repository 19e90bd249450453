import { lastTradingDayBefore } from './idx-calendar';

/** Instants are written in UTC; WIB is UTC+7, so 16:15 WIB is 09:15 UTC. */
describe('lastTradingDayBefore', () => {
  const at = (iso: string) => new Date(iso);

  it('is today once the weekday session is complete (16:15 WIB)', () => {
    // Wednesday 2025-12-10.
    expect(lastTradingDayBefore(at('2025-12-10T09:15:00Z'))).toBe('2025-12-10');
    expect(lastTradingDayBefore(at('2025-12-10T16:59:59Z'))).toBe('2025-12-10');
  });

  it('is the previous weekday before 16:15 WIB, including the early hours of the WIB day', () => {
    expect(lastTradingDayBefore(at('2025-12-10T09:14:59Z'))).toBe('2025-12-09');
    // 2025-12-10 00:30 WIB is still 2025-12-09 in UTC.
    expect(lastTradingDayBefore(at('2025-12-09T17:30:00Z'))).toBe('2025-12-09');
    expect(lastTradingDayBefore(at('2025-12-10T01:00:00Z'))).toBe('2025-12-09');
  });

  it('is the Friday on Saturday, Sunday and Monday morning', () => {
    // Friday 2025-12-12 after the close, then the weekend, then Monday before the close.
    expect(lastTradingDayBefore(at('2025-12-12T10:00:00Z'))).toBe('2025-12-12');
    expect(lastTradingDayBefore(at('2025-12-13T03:00:00Z'))).toBe('2025-12-12');
    expect(lastTradingDayBefore(at('2025-12-13T12:00:00Z'))).toBe('2025-12-12');
    expect(lastTradingDayBefore(at('2025-12-14T20:00:00Z'))).toBe('2025-12-12');
    expect(lastTradingDayBefore(at('2025-12-15T09:00:00Z'))).toBe('2025-12-12');
    expect(lastTradingDayBefore(at('2025-12-15T09:15:00Z'))).toBe('2025-12-15');
  });

  it('crosses month and year ends', () => {
    // Thursday 2026-01-01 before the close → Wednesday 2025-12-31; Saturday 2021-01-02 → 2021-01-01.
    expect(lastTradingDayBefore(at('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(lastTradingDayBefore(at('2021-01-02T05:00:00Z'))).toBe('2021-01-01');
  });
});
