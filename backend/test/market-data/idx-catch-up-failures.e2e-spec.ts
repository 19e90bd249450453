import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { silentProgress } from '../../src/market-data/import/import-progress';
import { importMarketDataBundle } from '../../src/market-data/import/market-data-importer';
import { IdxCatchUp } from '../../src/market-data/live/idx-catch-up';
import { IdxSummaryClient } from '../../src/market-data/live/idx-summary-client';
import { MarketDataFreshness } from '../../src/market-data/live/market-data-freshness';
import { MarketDataRefreshJob } from '../../src/market-data/live/market-data-refresh-job';
import { MARKET_DATA_REFRESH_CRON } from '../../src/scheduling/scheduled-jobs';
import { ScheduledRunsService } from '../../src/common/scheduled-runs/scheduled-runs.service';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { FIXTURE_BUNDLE } from './fixture-bundle';
import { IdxSummaryServer, summaryDaysFromBundle } from './idx-summary-server';

/** The fixture bundle's last days: 26–28 March 2024, Good Friday the 29th (a weekday without trading), 1–2 April. */
const FROM = '2024-03-26';
const TO = '2024-04-02';
const TRADING_DAYS = ['2024-03-26', '2024-03-27', '2024-03-28', '2024-04-01', '2024-04-02'];

let database: TestDatabase;
let dataSource: DataSource;
let server: IdxSummaryServer;

function catchUp(db: DataSource = dataSource, timeoutMs = 1_000): IdxCatchUp {
  return new IdxCatchUp(
    db,
    new IdxSummaryClient({ baseUrl: server.url, backoffMs: 1, timeoutMs, attempts: 3 }),
  );
}

async function storedDays(): Promise<string[]> {
  const rows = await dataSource.query<{ date: string }[]>(
    'SELECT DISTINCT date::text AS date FROM foreign_flow WHERE date >= $1 ORDER BY 1',
    [FROM],
  );
  return rows.map((r) => r.date);
}

async function resetToBundleWithoutLastDays(): Promise<void> {
  for (const table of ['daily_prices', 'foreign_flow', 'index_prices']) {
    await dataSource.query(`DELETE FROM ${table} WHERE date >= $1`, [FROM]);
  }
  await dataSource.query('TRUNCATE market_data_days, market_data_catch_ups, scheduled_runs');
  // The fixture is sparse (a few days of 2023 and 2024): the catch-up resumes after the last recorded day.
  await dataSource.query(
    `INSERT INTO market_data_days (date, status, stock_rows, index_rows, actions, fetched_at)
     VALUES ('2024-03-25', 'stored', 2, 1, 0, now())`,
  );
  server.requests.length = 0;
  server.failures.clear();
  server.pageSize = 0;
}

beforeAll(async () => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  database = await createTestDatabase();
  dataSource = await new DataSource(
    typeormOptions({ url: database.url, poolSize: 3 }, entities),
  ).initialize();
  await importMarketDataBundle(dataSource, FIXTURE_BUNDLE, { progress: silentProgress });
  server = await IdxSummaryServer.start((await summaryDaysFromBundle(FIXTURE_BUNDLE, FROM)).days);
});

afterAll(async () => {
  await server?.close();
  await dataSource?.destroy();
  await database?.drop();
  jest.restoreAllMocks();
});

beforeEach(resetToBundleWithoutLastDays);

describe('IDX catch-up: the protocol and its failures', () => {
  it('follows recordsTotal when pages come back shorter, and records the holiday once a later day traded', async () => {
    server.pageSize = 1;
    const result = await catchUp().run({ to: TO, trigger: 'command' });
    expect(result).toMatchObject({ failure: null, daysStored: 5, holidays: 1, latest: TO });
    expect(await storedDays()).toEqual(TRADING_DAYS);
    const pages = server.requests.filter((r) => r.date === FROM && r.summary === 'GetStockSummary');
    // Two codes and a rights row: three pages of one.
    expect(pages.map((p) => p.start)).toEqual([0, 1, 2]);
    const days = await dataSource.query(
      'SELECT date::text AS date, status FROM market_data_days ORDER BY date',
    );
    expect(days).toContainEqual({ date: '2024-03-29', status: 'holiday' });
  });

  it('leaves a trailing day without trading unrecorded: it may not be published yet', async () => {
    const result = await catchUp().run({ to: '2024-03-29', trigger: 'command' });
    expect(result).toMatchObject({ failure: null, daysStored: 3, holidays: 0, latest: '2024-03-28' });
    const again = await catchUp().run({ to: TO, trigger: 'command' });
    expect(again).toMatchObject({ from: '2024-03-29', daysStored: 2, holidays: 1 });
  });

  it('retries 403, 429, 500, a dropped connection, an HTML page and a slow answer, then stores the day', async () => {
    server.slowMs = 1_500;
    server.failures.set('2024-03-27', [403, 429]);
    server.failures.set('2024-03-28', [500, 'drop']);
    server.failures.set('2024-04-01', ['html', 'slow']);
    const result = await catchUp().run({ to: TO, trigger: 'command' });
    expect(result.failure).toBeNull();
    expect(await storedDays()).toEqual(TRADING_DAYS);
  });

  it('stops at a day the site keeps refusing, keeps the days before, and the next run resumes there', async () => {
    server.failures.set('2024-03-28', [503, 503, 503]);
    const failed = await catchUp().run({ to: TO, trigger: 'schedule' });
    expect(failed.failure).toMatchObject({ date: '2024-03-28', reason: 'refused' });
    expect(await storedDays()).toEqual(['2024-03-26', '2024-03-27']);
    const [run] = await dataSource.query<{ status: string; failure: string; days_stored: number }[]>(
      'SELECT status, failure, days_stored FROM market_data_catch_ups',
    );
    expect(run).toMatchObject({ status: 'failed', days_stored: 2 });
    expect(run!.failure).toMatch(/^2024-03-28: .*HTTP 503/);

    server.requests.length = 0;
    const resumed = await catchUp().run({ to: TO, trigger: 'schedule' });
    expect(resumed).toMatchObject({ from: '2024-03-28', daysStored: 3, failure: null });
    expect(server.daysAsked()).toEqual(['2024-03-28', '2024-03-29', '2024-04-01', '2024-04-02']);
  });

  it.each([
    ['a malformed row', 'bad-row', 'malformed'],
    ['an empty stock summary beside an index summary', 'no-stocks', 'incomplete'],
  ] as const)('writes nothing of a day with %s', async (_label, failure, reason) => {
    server.failures.set('2024-03-27', [failure, failure, failure, failure, failure, failure]);
    const result = await catchUp().run({ to: TO, trigger: 'command' });
    expect(result.failure).toMatchObject({ date: '2024-03-27', reason });
    expect(await storedDays()).toEqual(['2024-03-26']);
    const partial = await dataSource.query('SELECT 1 FROM daily_prices WHERE date >= $1 AND date <> $2', [
      FROM,
      FROM,
    ]);
    expect(partial).toEqual([]);
  });

  it('gives up on an answer slower than the timeout after its retries', async () => {
    server.slowMs = 800;
    server.failures.set('2024-03-26', ['slow', 'slow', 'slow']);
    const result = await catchUp(dataSource, 300).run({ to: TO, trigger: 'command' });
    expect(result.failure).toMatchObject({ date: '2024-03-26', reason: 'unreachable' });
    expect(await storedDays()).toEqual([]);
  });
});

describe('IDX catch-up: listings', () => {
  afterEach(async () => {
    for (const day of server.days.values()) {
      day.stocks = day.stocks.filter((row) => !['NEWX', 'SUSP'].includes(String(row.StockCode)));
    }
    await dataSource.query("DELETE FROM companies WHERE code IN ('NEWX', 'SUSP', 'GONE')");
    await dataSource.query("DELETE FROM foreign_flow WHERE code IN ('NEWX', 'SUSP', 'GONE')");
    await dataSource.query("DELETE FROM daily_prices WHERE code IN ('NEWX', 'SUSP', 'GONE')");
  });

  it('makes a new listing a company, marks codes untraded for weeks suspended and absent for weeks delisted', async () => {
    // GONE and SUSP last traded in February; SUSP is still listed (rows without trades), GONE is not.
    for (const code of ['GONE', 'SUSP']) {
      await dataSource.query(`INSERT INTO companies (code, name, is_bank) VALUES ($1, $2, false)`, [
        code,
        `PT ${code} Tbk`,
      ]);
      await dataSource.query(
        `INSERT INTO foreign_flow (code, date, foreign_buy_shares, foreign_sell_shares, volume, value, frequency)
         VALUES ($1, '2024-02-01', 0, 0, 1000, 100000, 3)`,
        [code],
      );
    }
    const template = server.days.get('2024-04-01')!.stocks[0]!;
    for (const date of TRADING_DAYS) {
      const day = server.days.get(date)!;
      day.stocks.push({
        ...template,
        Date: `${date}T00:00:00`,
        StockCode: 'SUSP',
        Volume: 0,
        Value: 0,
        Frequency: 0,
        ForeignBuy: 0,
        ForeignSell: 0,
        OpenPrice: 0,
        High: 0,
        Low: 0,
        Close: 50,
        Previous: 50,
      });
      if (date >= '2024-04-01') {
        day.stocks.push({
          ...template,
          Date: `${date}T00:00:00`,
          StockCode: 'NEWX',
          StockName: 'PT Baru Sekali Tbk',
          Previous: date === '2024-04-01' ? 100 : 110,
          OpenPrice: 100,
          High: 120,
          Low: 100,
          Close: 110,
          ListedShares: 1_000_000_000,
        });
      }
    }
    const result = await catchUp().run({ to: TO, trigger: 'command' });
    expect(result.failure).toBeNull();
    expect(result.newCompanies).toEqual(['NEWX']);
    const companies = await dataSource.query(
      `SELECT code, name, sector, listing_date::text AS listing_date, listed_shares::text AS listed_shares, trading_status
         FROM companies WHERE code IN ('NEWX', 'SUSP', 'GONE', 'BBCA') ORDER BY code`,
    );
    expect(companies).toEqual([
      expect.objectContaining({ code: 'BBCA', trading_status: 'active' }),
      expect.objectContaining({ code: 'GONE', trading_status: 'delisted' }),
      {
        code: 'NEWX',
        name: 'PT Baru Sekali Tbk',
        sector: null,
        listing_date: '2024-04-01',
        listed_shares: '1000000000',
        trading_status: 'active',
      },
      expect.objectContaining({ code: 'SUSP', trading_status: 'suspended' }),
    ]);
    const newBars = await dataSource.query(
      "SELECT date::text AS date, close::float8 AS close FROM daily_prices WHERE code = 'NEWX' ORDER BY date",
    );
    expect(newBars).toEqual([
      { date: '2024-04-01', close: 110 },
      { date: '2024-04-02', close: 110 },
    ]);
  });
});

describe('IDX catch-up on two instances', () => {
  let other: DataSource;

  beforeAll(async () => {
    other = await new DataSource(typeormOptions({ url: database.url, poolSize: 3 }, entities)).initialize();
  });

  afterAll(async () => {
    await other?.destroy();
  });

  it('two commands at once fetch each day once between them', async () => {
    const [a, b] = await Promise.all([
      catchUp(dataSource).run({ to: TO, trigger: 'command' }),
      catchUp(other).run({ to: TO, trigger: 'command' }),
    ]);
    expect(a.daysStored + b.daysStored).toBe(5);
    expect(server.daysAsked()).toEqual([
      '2024-03-26',
      '2024-03-27',
      '2024-03-28',
      '2024-03-29',
      '2024-04-01',
      '2024-04-02',
    ]);
    expect(await storedDays()).toEqual(TRADING_DAYS);
  });

  it('the daily job at 16:20 WIB on two instances catches up once', async () => {
    const now = new Date('2024-04-02T09:20:00Z');
    const job = (db: DataSource) => {
      const clock = () => now;
      return new MarketDataRefreshJob(db, new MarketDataFreshness(db, null, clock), clock, catchUp(db));
    };
    const runs = [new ScheduledRunsService(dataSource), new ScheduledRunsService(other)];
    const jobs = [job(dataSource), job(other)];
    const outcomes = await Promise.all(
      runs.map((run, i) => run.runOnce(MARKET_DATA_REFRESH_CRON, '2024-04-02', () => jobs[i]!.runDaily(now))),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(server.daysAsked()).toEqual([
      '2024-03-26',
      '2024-03-27',
      '2024-03-28',
      '2024-03-29',
      '2024-04-01',
      '2024-04-02',
    ]);
    expect(await storedDays()).toEqual(TRADING_DAYS);
    const [run] = await dataSource.query<{ trigger: string; status: string }[]>(
      'SELECT trigger, status FROM market_data_catch_ups',
    );
    expect(run).toEqual({ trigger: 'schedule', status: 'succeeded' });
  });
});
