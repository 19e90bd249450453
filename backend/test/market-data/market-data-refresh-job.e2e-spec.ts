import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DatabaseConnection } from '../../src/database/database-connection';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataFreshness } from '../../src/market-data/live/market-data-freshness';
import {
  MarketDataRefreshJob,
  type RefreshJobResult,
} from '../../src/market-data/live/market-data-refresh-job';
import { YahooMarketDataProvider } from '../../src/market-data/live/yahoo-market-data-provider';
import type { IdxCatchUp } from '../../src/market-data/live/idx-catch-up';
import { AnalysesService } from '../../src/analyses';
import { Analysis } from '../../src/analyses/entities/analysis.entity';
import { QuotaService } from '../../src/quota';
import type { UsersService } from '../../src/users';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { newAnalysis, newUser } from '../utils/factories';
import {
  AAPL_2020,
  recordedBars,
  seedCompany,
  seedIndex,
  seedPrices,
  US_LISTING,
} from './live-market-data-fixtures';
import { gate, RecordedYahoo } from './yahoo-recordings';
import { openPgliteTestDatabase, type PgliteTestDatabase } from '../utils/pglite';

const NOW = new Date('2020-11-07T00:00:00Z');

/** Tickers analysed recently (AAPL), long ago (MSFT) and one that is no company (ZZZZ). */
async function seedWatchlist(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    'TRUNCATE analyses, companies, daily_prices, corporate_actions, index_prices, market_data_refreshes CASCADE',
  );
  const user = await newUser(dataSource);
  for (const [ticker, createdAt] of [
    ['AAPL', '2020-11-05T08:00:00Z'],
    ['AAPL', '2020-11-06T08:00:00Z'],
    ['MSFT', '2020-10-20T08:00:00Z'],
    ['ZZZZ', '2020-11-06T08:00:00Z'],
  ] as const) {
    const analysis = await newAnalysis(dataSource, user.id, { ticker });
    await dataSource.query('UPDATE analyses SET created_at = $2 WHERE id = $1', [analysis.id, createdAt]);
  }
  for (const code of ['AAPL', 'MSFT']) {
    await seedCompany(dataSource, code);
    await seedPrices(dataSource, code, recordedBars(AAPL_2020).slice(0, 10));
  }
  await seedIndex(dataSource, 'COMPOSITE', ['2020-11-06']);
}

/**
 * The job as the app wires it: AnalysesModule tells it, through the real AnalysesService, which
 * tickers were analysed lately (the service's engine and quota are not used for that).
 */
function watchingAnalyses(job: MarketDataRefreshJob, dataSource: DataSource): MarketDataRefreshJob {
  const unused = () => Promise.reject(new Error('no analysis is made here'));
  const engine = {
    analyse: unused,
    freshen: unused,
    analyseAsStored: unused,
    sourceKeySql: () => "''",
    writerId: 'none',
  };
  // The quota (and the users behind it) is not asked for a read of what was analysed.
  const users = new Proxy({} as UsersService, {
    get: (_target, name) => {
      throw new Error(`UsersService.${String(name)} is not used by the refresh job`);
    },
  });
  const analyses = new AnalysesService(
    dataSource.getRepository(Analysis),
    dataSource,
    new QuotaService(dataSource, users),
    engine,
  );
  job.watchAnalysedTickers((since) => analyses.tickersAnalysedSince(since));
  return job;
}

/** One app instance: its own pool, provider, freshness policy and job. */
function instance(dataSource: DataSource, yahoo: RecordedYahoo | null): MarketDataRefreshJob {
  const provider = yahoo
    ? new YahooMarketDataProvider(dataSource, { fetch: yahoo.fetch, listing: US_LISTING, clock: () => NOW })
    : null;
  const clock = () => NOW;
  return watchingAnalyses(
    new MarketDataRefreshJob(dataSource, new MarketDataFreshness(dataSource, provider, clock), clock),
    dataSource,
  );
}

beforeEach(() => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('MarketDataRefreshJob on PostgreSQL', () => {
  let database: TestDatabase;
  let instanceA: DataSource;
  let instanceB: DataSource;
  let yahoo: RecordedYahoo;

  beforeAll(async () => {
    database = await createTestDatabase();
    instanceA = await new DataSource(
      typeormOptions({ url: database.url, poolSize: 3 }, entities),
    ).initialize();
    instanceB = await new DataSource(
      typeormOptions({ url: database.url, poolSize: 3 }, entities),
    ).initialize();
  });

  afterAll(async () => {
    await instanceA.destroy();
    await instanceB.destroy();
    await database.drop();
  });

  beforeEach(async () => {
    await seedWatchlist(instanceA);
    yahoo = new RecordedYahoo();
  });

  afterEach(() => {
    expect(yahoo.unmatched).toEqual([]);
  });

  it('does nothing without a live provider', async () => {
    expect(await instance(instanceA, null).run(NOW)).toEqual({ ran: false, reason: 'live-off' });
    expect(yahoo.requests).toEqual([]);
  });

  it('refreshes the known tickers analysed in the last 14 days, and only those', async () => {
    const result = await instance(instanceA, yahoo).run(NOW);
    expect(result).toMatchObject({
      ran: true,
      index: { code: 'COMPOSITE', status: 'fresh' },
      stocks: [{ code: 'AAPL', status: 'refreshed', asOf: '2020-11-06' }],
    });
    expect(yahoo.chartRequests().map((r) => r.symbol)).toEqual(['AAPL']);
  });

  it('with the IDX feed on too, takes only the dividends of the watched tickers from Yahoo', async () => {
    // The catch-up already brought AAPL to the last session: Yahoo must not rewrite its prices.
    await instanceA.query(
      `INSERT INTO daily_prices (code, date, open, high, low, close, volume) VALUES ('AAPL', '2020-11-06', 1, 1, 1, 1, 1)`,
    );
    const before = await instanceA.query(
      "SELECT date::text, close::text FROM daily_prices WHERE code = 'AAPL' ORDER BY date",
    );
    const clock = () => NOW;
    yahoo.pinChart('AAPL', AAPL_2020);
    const provider = new YahooMarketDataProvider(instanceA, {
      fetch: yahoo.fetch,
      listing: US_LISTING,
      clock,
    });
    const idx = { run: () => Promise.resolve({ failure: null }) } as unknown as IdxCatchUp;
    const job = watchingAnalyses(
      new MarketDataRefreshJob(instanceA, new MarketDataFreshness(instanceA, provider, clock), clock, idx),
      instanceA,
    );

    const result = await job.run(NOW);
    expect(result).toMatchObject({ ran: true, stocks: [{ code: 'AAPL', status: 'fresh' }] });
    expect(
      await instanceA.query(
        "SELECT date::text, close::text FROM daily_prices WHERE code = 'AAPL' ORDER BY date",
      ),
    ).toEqual(before);
    expect(
      await instanceA.query(
        "SELECT ex_date::text AS ex_date, action FROM corporate_actions WHERE code = 'AAPL' ORDER BY ex_date",
      ),
    ).toEqual([{ ex_date: '2020-11-06', action: 'dividend' }]);
  });

  it("refreshes the watched tickers' statements in a run of their own, under the same lock", async () => {
    // AAPL's recorded quarters (2024) and its quote for the currency, as of 2025-02-21.
    yahoo
      .pinTimeseries('AAPL', 'fixtures-2025-02/fundamentalsTimeSeries-AAPL-all-quarterly.json')
      .pinQuote('AAPL', 'fixtures-2025-02/quote-AAPL.json');
    const now = new Date('2025-02-21T12:00:00Z');
    await instanceA.query(`UPDATE analyses SET created_at = $1 WHERE ticker = 'AAPL'`, [
      new Date('2025-02-20T08:00:00Z'),
    ]);
    const clock = () => now;
    const provider = new YahooMarketDataProvider(instanceA, {
      fetch: yahoo.fetch,
      listing: US_LISTING,
      clock,
    });
    const job = watchingAnalyses(
      new MarketDataRefreshJob(instanceA, new MarketDataFreshness(instanceA, provider, clock), clock),
      instanceA,
    );

    const result = await job.runStatements(now);
    // AAPL was due (no statement stored): its 2024 quarters are stored; no price was asked.
    expect(result).toEqual({
      ran: true,
      stocks: [expect.objectContaining({ code: 'AAPL', status: 'refreshed', latest: '2024-12-31' })],
    });
    expect(yahoo.chartRequests()).toEqual([]);
    expect(await instance(instanceA, null).runStatements(now)).toEqual({ ran: false, reason: 'live-off' });
  });

  it('runs on one instance when two start together; the other sees the lock taken', async () => {
    const held = gate();
    const reached = gate();
    yahoo.intercept(async () => {
      reached.open();
      await held.promise;
    });
    const jobA = instance(instanceA, yahoo);
    const jobB = instance(instanceB, yahoo);

    // Both start at once; whichever takes the lock waits in Yahoo's answer until the other gave up.
    const runs = [jobA.run(NOW), jobB.run(NOW)];
    for (const run of runs) void run.then((result) => result.ran || held.open());
    const results: RefreshJobResult[] = await Promise.all(runs);

    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.filter((r) => !r.ran)).toEqual([{ ran: false, reason: 'locked' }]);
    expect(results.find((r) => r.ran)).toMatchObject({ stocks: [{ code: 'AAPL', status: 'refreshed' }] });
    expect(yahoo.chartRequests()).toHaveLength(1);
    await reached.promise;

    // The lock is released at the end: the next run goes ahead and finds AAPL fresh.
    expect(await jobB.run(NOW)).toMatchObject({ ran: true, stocks: [{ code: 'AAPL', status: 'fresh' }] });
    expect(yahoo.chartRequests()).toHaveLength(1);
  });

  it('releases the lock when a run fails', async () => {
    const failing = instance(instanceA, yahoo);
    // A broken database step (not a provider failure, which the policy absorbs) ends the run.
    jest
      .spyOn(MarketDataFreshness.prototype, 'ensureIndexFresh')
      .mockRejectedValueOnce(new Error('connection lost'));
    await expect(failing.run(NOW)).rejects.toThrow('connection lost');
    expect(await instance(instanceB, yahoo).run(NOW)).toMatchObject({ ran: true });
  });
});

/** The embedded default: PGlite behind a pool of one connection, and necessarily one app instance. */
describe('MarketDataRefreshJob on PGlite', () => {
  let pglite: PgliteTestDatabase;
  let connection: DatabaseConnection;
  let dataSource: DataSource;

  beforeAll(async () => {
    pglite = await openPgliteTestDatabase('telisik-refresh-pglite');
    ({ connection, dataSource } = pglite);
  }, 600_000); // every migration in WASM: minutes on a loaded machine

  afterAll(() => pglite.close());

  it("refreshes without holding the only connection while Yahoo answers, so the app's queries go on", async () => {
    expect(connection.poolSize).toBe(1);
    await seedWatchlist(dataSource);
    const yahoo = new RecordedYahoo();
    const held = gate();
    const reached = gate();
    yahoo.intercept(async () => {
      reached.open();
      await held.promise;
    });

    const run = instance(dataSource, yahoo).run(NOW);
    await reached.promise;
    // An analysis reading the market data while the job waits for Yahoo is not blocked.
    const [company] = await dataSource.query<{ code: string }[]>(
      `SELECT code FROM companies WHERE code = 'AAPL'`,
    );
    expect(company).toEqual({ code: 'AAPL' });
    held.open();

    expect(await run).toMatchObject({
      ran: true,
      stocks: [{ code: 'AAPL', status: 'refreshed', asOf: '2020-11-06' }],
    });
    const [{ count }] = await dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM daily_prices WHERE code = 'AAPL'`,
    );
    expect(count).toBe(49);
  });
});
