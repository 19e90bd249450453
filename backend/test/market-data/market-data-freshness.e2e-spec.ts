import { Logger } from '@nestjs/common';
import {
  FAILURE_RETRY_MS,
  MarketDataFreshness,
  NO_NEW_DATA_RETRY_MS,
} from '../../src/market-data/live/market-data-freshness';
import { YahooMarketDataProvider } from '../../src/market-data/live/yahoo-market-data-provider';
import { openTestDataSource, tableDigest, type MigratedDatabase } from './fixture-bundle';
import {
  AAPL_2020,
  AAPL_2020_JAN,
  AFRAF_2020_JAN,
  QQQ_2020_JAN,
  recordedBars,
  seedCompany,
  seedIndex,
  seedPrices,
  storedPrices,
  US_LISTING,
  type PriceRow,
} from './live-market-data-fixtures';
import { RecordedYahoo } from './yahoo-recordings';

const MINUTE = 60 * 1000;

/**
 * The freshness policy over the Yahoo adapter, recorded Yahoo answers and real PostgreSQL. All
 * instants are UTC; IDX sessions are complete at 16:15 WIB = 09:15 UTC.
 */
describe('MarketDataFreshness', () => {
  let db: MigratedDatabase;
  let yahoo: RecordedYahoo;
  let freshness: MarketDataFreshness;
  let warn: jest.SpyInstance;

  /** The recording's first ten AAPL bars (2020-08-31 → 2020-09-14), as a stored history. */
  const aaplHistory = (): PriceRow[] => recordedBars(AAPL_2020).slice(0, 10);
  const at = (iso: string) => new Date(iso);
  const requests = () => yahoo.chartRequests();

  beforeAll(async () => {
    db = await openTestDataSource();
  });

  afterAll(() => db.close());

  beforeEach(async () => {
    await db.dataSource.query(
      'TRUNCATE companies, daily_prices, corporate_actions, index_prices, market_data_refreshes',
    );
    yahoo = new RecordedYahoo();
    const provider = new YahooMarketDataProvider(db.dataSource, { fetch: yahoo.fetch, listing: US_LISTING });
    freshness = new MarketDataFreshness(db.dataSource, provider, () => at('2000-01-01T00:00:00Z'));
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    expect(yahoo.unmatched).toEqual([]);
  });

  it('leaves everything alone when no live provider is configured', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', aaplHistory());
    const off = new MarketDataFreshness(db.dataSource, null, () => at('2020-11-07T00:00:00Z'));
    expect(off.live).toBe(false);
    expect(await off.ensureFresh('AAPL')).toMatchObject({
      status: 'live-off',
      asOf: '2020-09-14',
      target: '2020-11-06',
      index: { status: 'live-off', asOf: null },
    });
    expect(yahoo.requests).toEqual([]);
  });

  it('asks nothing when the stored data reaches the last completed trading day', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', recordedBars(AAPL_2020));
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-11-06']);
    // Saturday 2020-11-07 10:00 WIB: the last completed session is Friday's.
    const result = await freshness.ensureFresh('AAPL', at('2020-11-07T03:00:00Z'));
    expect(result).toMatchObject({
      status: 'fresh',
      asOf: '2020-11-06',
      target: '2020-11-06',
      index: { status: 'fresh' },
    });
    expect(yahoo.requests).toEqual([]);
  });

  it("on a Saturday brings a stale stock up to Friday's close", async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', aaplHistory());
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-11-06']);

    const result = await freshness.ensureFresh(' aapl ', at('2020-11-07T00:00:00Z'));

    // From the 10th-newest stored bar, so the overlapping days can confirm the share basis.
    expect(requests()).toEqual([
      {
        symbol: 'AAPL',
        period1: '2020-08-31T00:00:00.000Z',
        period2: '2020-11-07T00:00:00.000Z',
        events: 'div|split',
      },
    ]);
    expect(result).toMatchObject({
      code: 'AAPL',
      status: 'refreshed',
      asOf: '2020-11-06',
      target: '2020-11-06',
      refresh: { previousLatest: '2020-09-14', latest: '2020-11-06', rebasedBy: null },
      index: { status: 'fresh' },
    });
    expect((await storedPrices(db.dataSource, 'AAPL')).at(-1)).toMatchObject({
      date: '2020-11-06',
      close: 118.69,
    });
    expect(
      await db.dataSource.query(
        `SELECT subject, code, outcome, target_date::text AS target FROM market_data_refreshes`,
      ),
    ).toEqual([{ subject: 'stock', code: 'AAPL', outcome: 'updated', target: '2020-11-06' }]);
  });

  it("counts today's session only from 16:15 WIB on a weekday", async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', recordedBars(AAPL_2020_JAN));
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-01-02', '2020-01-03']);
    yahoo.pinChart('AAPL', AAPL_2020_JAN);

    // Friday 2020-01-03 16:14 WIB: Thursday's bar is the last complete one, and it is stored.
    expect(await freshness.ensureFresh('AAPL', at('2020-01-03T09:14:00Z'))).toMatchObject({
      status: 'fresh',
      target: '2020-01-02',
    });
    expect(yahoo.requests).toEqual([]);

    // 16:16 WIB: Friday's session is complete and missing.
    const result = await freshness.ensureFresh('AAPL', at('2020-01-03T09:16:00Z'));
    expect(requests()).toEqual([
      {
        symbol: 'AAPL',
        period1: '2020-01-02T00:00:00.000Z',
        period2: '2020-01-03T09:16:00.000Z',
        events: 'div|split',
      },
    ]);
    // The recording has no Friday bar: nothing new, the stored Thursday stays the as-of date.
    expect(result).toMatchObject({ status: 'no-new-data', target: '2020-01-03', asOf: '2020-01-02' });
  });

  it('records a day without new bars (a holiday) and does not ask again for a while', async () => {
    await seedCompany(db.dataSource, 'AFRAF');
    await seedPrices(db.dataSource, 'AFRAF', [
      { date: '2019-12-31', open: 11.2, high: 11.3, low: 11.2, close: 11.27, volume: 300 },
    ]);
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-01-02', '2020-01-03', '2020-01-06']);
    // Yahoo's answer for a day the stock did not trade: one placeholder bar at the previous close.
    yahoo.pinChart('AFRAF', AFRAF_2020_JAN);
    const first = at('2020-01-03T00:00:00Z');

    expect(await freshness.ensureFresh('AFRAF', first)).toMatchObject({
      status: 'no-new-data',
      asOf: '2019-12-31',
      target: '2020-01-02',
    });
    expect(requests()).toHaveLength(1);
    expect(await storedPrices(db.dataSource, 'AFRAF')).toHaveLength(1);

    const soon = new Date(first.getTime() + NO_NEW_DATA_RETRY_MS - MINUTE);
    expect(await freshness.ensureFresh('AFRAF', soon)).toMatchObject({
      status: 'cooling-down',
      asOf: '2019-12-31',
    });
    expect(requests()).toHaveLength(1);

    const later = new Date(first.getTime() + NO_NEW_DATA_RETRY_MS + MINUTE);
    expect(await freshness.ensureFresh('AFRAF', later)).toMatchObject({ status: 'no-new-data' });
    expect(requests()).toHaveLength(2);

    // A new trading day is a new question, whatever the delay.
    await freshness.ensureFresh('AFRAF', at('2020-01-06T09:30:00Z'));
    expect(requests()).toHaveLength(3);
  });

  it('keeps the stored data when the provider is down, and retries after a pause', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', aaplHistory());
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-11-06']);
    yahoo.intercept(() => {
      throw new TypeError('fetch failed');
    });
    const before = await tableDigest(db.dataSource, 'daily_prices');
    const now = at('2020-11-07T00:00:00Z');

    const result = await freshness.ensureFresh('AAPL', now);
    expect(result).toMatchObject({
      status: 'failed',
      asOf: '2020-09-14',
      detail: 'AAPL: request to Yahoo failed: fetch failed',
    });
    expect(await tableDigest(db.dataSource, 'daily_prices')).toBe(before);
    expect(warn).toHaveBeenCalledWith(
      'AAPL: live refresh failed, keeping the stored data (as of 2020-09-14): AAPL: request to Yahoo failed: fetch failed',
    );

    expect(
      await freshness.ensureFresh('AAPL', new Date(now.getTime() + FAILURE_RETRY_MS - MINUTE)),
    ).toMatchObject({
      status: 'cooling-down',
      asOf: '2020-09-14',
    });
    expect(yahoo.requests).toHaveLength(1);

    // Yahoo is back; the recording answers the same window (period2 moves with the clock, so it is pinned).
    yahoo.intercept(undefined).pinChart('AAPL', AAPL_2020);
    const back = await freshness.ensureFresh('AAPL', new Date(now.getTime() + FAILURE_RETRY_MS + MINUTE));
    expect(back).toMatchObject({ status: 'refreshed', asOf: '2020-11-06' });
  });

  it('fetches nothing for a code that is not a known company', async () => {
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-11-06']);
    expect(await freshness.ensureFresh('ZZZZ', at('2020-11-07T00:00:00Z'))).toMatchObject({
      status: 'unknown-code',
      asOf: null,
    });
    expect(yahoo.requests).toEqual([]);
  });

  it('refreshes the composite index alongside the stock', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', recordedBars(AAPL_2020_JAN));
    await seedIndex(db.dataSource, 'COMPOSITE', ['2019-12-30', '2019-12-31']);
    yahoo.pinChart('QQQ', QQQ_2020_JAN);

    const result = await freshness.ensureFresh('AAPL', at('2020-01-03T00:00:00Z'));
    expect(result).toMatchObject({
      status: 'fresh',
      index: { code: 'COMPOSITE', status: 'refreshed', asOf: '2020-01-02' },
    });
    expect(requests().map((r) => [r.symbol, r.period1])).toEqual([['QQQ', '2019-12-30T00:00:00.000Z']]);
  });

  it('runs one refresh for concurrent requests of the same code', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    await seedPrices(db.dataSource, 'AAPL', aaplHistory());
    await seedIndex(db.dataSource, 'COMPOSITE', ['2020-11-06']);
    const now = at('2020-11-07T00:00:00Z');
    const [a, b] = await Promise.all([
      freshness.ensureFresh('AAPL', now),
      freshness.ensureFresh('aapl', now),
    ]);
    expect([a.status, b.status]).toEqual(['refreshed', 'refreshed']);
    expect(requests()).toHaveLength(1);
  });
});
