import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { IdxCatchUp } from '../../src/market-data/live/idx-catch-up';
import { IdxSummaryClient } from '../../src/market-data/live/idx-summary-client';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { sharedMarketDatabase, type MarketDatabase } from '../utils/market-database';
import { IdxSummaryServer, summaryDaysFromBundle, type BundleDays } from './idx-summary-server';

/** The bundle's last 20 trading days are left out of the database and caught up through the protocol. */
const DAYS = 20;
/** A 2:1 split injected on the sixth of those days. */
const SPLIT_CODE = 'BBRI';
const SPLIT_RATIO = 2;

interface PriceRow {
  code: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: string;
}
interface FlowRow {
  code: string;
  date: string;
  buy: string;
  sell: string;
  volume: string;
  value: string;
  frequency: number;
}

const priceSql = `SELECT code, date::text AS date, open::float8 AS open, high::float8 AS high, low::float8 AS low,
                         close::float8 AS close, volume::text AS volume FROM daily_prices WHERE date >= $1`;
const flowSql = `SELECT code, date::text AS date, foreign_buy_shares::text AS buy, foreign_sell_shares::text AS sell,
                        volume::text AS volume, value::text AS value, frequency FROM foreign_flow WHERE date >= $1`;
const key = (row: { code: string; date: string }) => `${row.code}|${row.date}`;

function catchUpFor(dataSource: DataSource, server: IdxSummaryServer): IdxCatchUp {
  const client = new IdxSummaryClient({ baseUrl: server.url, backoffMs: 1, timeoutMs: 1_000, attempts: 3 });
  return new IdxCatchUp(dataSource, client);
}

describe('IDX catch-up against a local summary server built from the bundle (PostgreSQL)', () => {
  let market: MarketDatabase;
  let bundle: DataSource;
  let database: TestDatabase;
  let dataSource: DataSource;
  let served: BundleDays;
  let server: IdxSummaryServer;
  let from: string;
  let last: string;
  let splitDate: string;

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    market = await sharedMarketDatabase();
    bundle = await new DataSource(typeormOptions({ url: market.url, poolSize: 2 }, entities)).initialize();
    const days = await bundle.query<{ date: string }[]>(
      'SELECT DISTINCT date::text AS date FROM foreign_flow ORDER BY date DESC LIMIT $1',
      [DAYS],
    );
    from = days.at(-1)!.date;
    last = days[0]!.date;
    splitDate = days.at(-6)!.date;
    served = await summaryDaysFromBundle(market.bundleDir, from, [
      { code: SPLIT_CODE, date: splitDate, ratio: SPLIT_RATIO },
    ]);
    server = await IdxSummaryServer.start(served.days);

    // The bundle without its last days, and the split's code still on its old share basis.
    database = await createTestDatabase({ template: market.name });
    dataSource = await new DataSource(
      typeormOptions({ url: database.url, poolSize: 3 }, entities),
    ).initialize();
    for (const table of ['daily_prices', 'foreign_flow', 'index_prices']) {
      await dataSource.query(`DELETE FROM ${table} WHERE date >= $1`, [from]);
    }
    await dataSource.query('DELETE FROM corporate_actions WHERE ex_date >= $1', [from]);
    await dataSource.query(
      `UPDATE daily_prices SET open = open * $2, high = high * $2, low = low * $2, close = close * $2,
              volume = round(volume / $2::numeric) WHERE code = $1`,
      [SPLIT_CODE, SPLIT_RATIO],
    );
    await dataSource.query(
      `UPDATE corporate_actions SET value = value * $2 WHERE code = $1 AND action = 'dividend'`,
      [SPLIT_CODE, SPLIT_RATIO],
    );
    await dataSource.query(
      'UPDATE companies SET listed_shares = round(listed_shares / $2::numeric) WHERE code = $1',
      [SPLIT_CODE, SPLIT_RATIO],
    );
  }, 600_000);

  afterAll(async () => {
    await server?.close();
    await dataSource?.destroy();
    await bundle?.destroy();
    await database?.drop();
    jest.restoreAllMocks();
  });

  it('fetches every missing day once and stores what the bundle holds, the split adjusted', async () => {
    const started = performance.now();
    const result = await catchUpFor(dataSource, server).run({ to: last, trigger: 'command' });
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`catch-up of ${DAYS} trading days on PostgreSQL: ${seconds.toFixed(1)} s\n`);

    expect(result.failure).toBeNull();
    expect(result.daysStored).toBe(DAYS);
    expect(result.latest).toBe(last);
    // Every weekday asked once (holidays included), each summary in one page, as a browser would.
    const weekdays = [...served.days.keys()];
    expect(server.daysAsked()).toEqual(weekdays);
    expect(server.requests.every((r) => r.userAgent?.startsWith('Mozilla/'))).toBe(true);
    expect(result.holidays).toBe(weekdays.length - DAYS);

    // Prices: every bundle bar of those days, equal; the split's code adjusted back to the bundle's basis.
    const expectedPrices = new Map(
      (await bundle.query<PriceRow[]>(priceSql, [from])).map((r) => [key(r), r]),
    );
    const storedPrices = new Map(
      (await dataSource.query<PriceRow[]>(priceSql, [from])).map((r) => [key(r), r]),
    );
    const expectedFlows = new Map((await bundle.query<FlowRow[]>(flowSql, [from])).map((r) => [key(r), r]));
    for (const [k, expected] of expectedPrices) {
      const stored = storedPrices.get(k);
      expect({ k, ...stored, volume: undefined }).toEqual({ k, ...expected, volume: undefined });
      // The live volume is the exchange's regular-market volume, which the foreign flow keeps raw.
      const flowVolume = BigInt(expectedFlows.get(k)!.volume);
      const factor = expected.code === SPLIT_CODE && expected.date < splitDate ? BigInt(SPLIT_RATIO) : 1n;
      const raw = (flowVolume + factor / 2n) / factor;
      expect(BigInt(stored!.volume) - raw * factor).toBeGreaterThanOrEqual(-1n);
      expect(BigInt(stored!.volume) - raw * factor).toBeLessThanOrEqual(1n);
    }
    // The only extra bars are traded days the bundle has no price for.
    const extra = [...storedPrices.keys()].filter((k) => !expectedPrices.has(k));
    for (const k of extra) expect(expectedFlows.get(k)?.volume).not.toBe('0');
    expect(extra.length).toBeLessThan(20);

    // The split's code's whole history is back on the bundle's basis.
    const history = (code: string, db: DataSource) =>
      db.query<{ date: string; close: number }[]>(
        `SELECT date::text AS date, close::float8 AS close FROM daily_prices WHERE code = $1 AND date < $2 ORDER BY date`,
        [code, from],
      );
    expect(await history(SPLIT_CODE, dataSource)).toEqual(await history(SPLIT_CODE, bundle));
    const dividends = `SELECT ex_date::text AS ex_date, value::float8 AS value FROM corporate_actions
                        WHERE code = $1 AND action = 'dividend' AND ex_date < $2 ORDER BY ex_date`;
    expect(await dataSource.query(dividends, [SPLIT_CODE, from])).toEqual(
      await bundle.query(dividends, [SPLIT_CODE, from]),
    );
    expect(
      await dataSource.query(
        `SELECT ex_date::text AS ex_date, value::float8 AS value FROM corporate_actions
                               WHERE code = $1 AND action = 'split' AND ex_date >= $2`,
        [SPLIT_CODE, from],
      ),
    ).toEqual([{ ex_date: splitDate, value: SPLIT_RATIO }]);
    expect(result.actions.map((a) => [a.code, a.date])).toEqual([[SPLIT_CODE, splitDate]]);

    // Foreign flow: the exchange's raw share counts, the bundle's rows (the split's code raw on its old basis).
    const storedFlows = await dataSource.query<FlowRow[]>(flowSql, [from]);
    expect(storedFlows).toHaveLength(expectedFlows.size);
    for (const stored of storedFlows) {
      const expected = expectedFlows.get(key(stored))!;
      if (stored.code === SPLIT_CODE && stored.date < splitDate) {
        expect(stored.buy).toBe(String(Math.round(Number(expected.buy) / SPLIT_RATIO)));
      } else {
        expect(stored).toEqual(expected);
      }
    }

    // The composite index: the official levels; its volume the day's regular-market volume.
    const indexSql = `SELECT date::text AS date, high::float8 AS high, low::float8 AS low, close::float8 AS close
                        FROM index_prices WHERE index_code = 'COMPOSITE' AND date >= $1 ORDER BY date`;
    expect(await dataSource.query(indexSql, [from])).toEqual(await bundle.query(indexSql, [from]));

    // Listed shares brought to the day, and a re-run adds nothing and asks nothing.
    const [{ listed_shares }] = await dataSource.query<{ listed_shares: string }[]>(
      'SELECT listed_shares::text AS listed_shares FROM companies WHERE code = $1',
      [SPLIT_CODE],
    );
    const [{ listed_shares: bundleShares }] = await bundle.query<{ listed_shares: string }[]>(
      'SELECT listed_shares::text AS listed_shares FROM companies WHERE code = $1',
      [SPLIT_CODE],
    );
    expect(listed_shares).toBe(bundleShares);
    const asked = server.requests.length;
    const again = await catchUpFor(dataSource, server).run({ to: last, trigger: 'command' });
    expect(again).toMatchObject({ from: null, daysStored: 0, rowsWritten: 0, failure: null });
    expect(server.requests.length).toBe(asked);
    const runs = await dataSource.query<{ status: string; days_stored: number }[]>(
      'SELECT status, days_stored FROM market_data_catch_ups ORDER BY started_at',
    );
    expect(runs).toEqual([
      { status: 'succeeded', days_stored: DAYS },
      { status: 'succeeded', days_stored: 0 },
    ]);
  }, 600_000);
});
