import request from 'supertest';
import { lastTradingDayBefore } from '../../src/market-data/live/idx-calendar';
import { marketDataStatus } from '../../src/market-data/read/market-data-status';
import { startTestApp, type TestApp } from '../utils/app';

describe('how current the market data is (/api/market-data/status, /api/health/ready)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.dataSource.query('TRUNCATE daily_prices, market_data_days');
    await t.dataSource.query(
      `INSERT INTO daily_prices (code, date, open, high, low, close, volume)
       VALUES ('BBCA', '2026-04-01', 1, 1, 1, 1, 1), ('BBCA', '2026-04-02', 1, 1, 1, 1, 1)`,
    );
  });

  afterAll(() => t?.close());

  it('says the data is behind the last completed session, to anyone, and the readiness check reports it', async () => {
    const expected = {
      latestDate: '2026-04-02',
      lastCompletedSession: lastTradingDayBefore(new Date()),
      behind: true,
      ageDays: expect.any(Number),
    };
    const status = await request(t.url).get('/api/market-data/status').expect(200);
    expect(status.body).toEqual(expected);
    const ready = await request(t.url).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', marketData: expected });
  });

  it('steps back over weekdays the catch-up found without trading, and counts the age in Jakarta days', async () => {
    // Friday 3 April 2026 (Good Friday) recorded as a holiday; at 17:00 WIB on that day.
    await t.dataSource.query(
      `INSERT INTO market_data_days (date, status, stock_rows, index_rows, actions, fetched_at)
       VALUES ('2026-04-03', 'holiday', 0, 0, 0, now())`,
    );
    const friday = new Date('2026-04-03T10:00:00Z');
    expect(await marketDataStatus(t.dataSource, friday)).toEqual({
      latestDate: '2026-04-02',
      lastCompletedSession: '2026-04-02',
      behind: false,
      ageDays: 1,
    });
    // The Monday after, before the close: still current; after it, one session behind.
    expect((await marketDataStatus(t.dataSource, new Date('2026-04-06T08:00:00Z'))).behind).toBe(
      false,
    );
    expect(await marketDataStatus(t.dataSource, new Date('2026-04-06T09:30:00Z'))).toMatchObject({
      lastCompletedSession: '2026-04-06',
      behind: true,
      ageDays: 4,
    });
  });
});
