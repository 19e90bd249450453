import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { DatabaseConnection } from '../../src/database/database-connection';
import { silentProgress } from '../../src/market-data/import/import-progress';
import {
  importMarketDataBundle,
  importMarketDataBundleIfEmpty,
} from '../../src/market-data/import/market-data-importer';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { editedFixture, FIXTURE_BUNDLE } from './fixture-bundle';
import { openPgliteTestDatabase, type PgliteTestDatabase } from '../utils/pglite';

/**
 * The embedded default: PGlite behind a pool of one connection. The import holds that connection
 * for its whole transaction, so it must never wait on the pool for anything else.
 */
describe('market data on PGlite', () => {
  let pglite: PgliteTestDatabase;
  let connection: DatabaseConnection;
  let dataSource: DataSource;

  beforeAll(async () => {
    pglite = await openPgliteTestDatabase('telisik-market-pglite');
    ({ connection, dataSource } = pglite);
  }, 600_000); // every migration in WASM: minutes on a loaded machine

  afterAll(() => pglite.close());

  it('imports the fixture, queues reads behind a running import, and rolls back a bad bundle', async () => {
    expect(connection.poolSize).toBe(1);
    const service = new MarketDataService(dataSource);
    const first = await importMarketDataBundleIfEmpty(dataSource, FIXTURE_BUNDLE, {
      progress: silentProgress,
    });
    expect(first?.tables.find((t) => t.table === 'daily_prices')?.written).toBe(56);

    // Reads queued behind a running import wait for it instead of deadlocking.
    const [again, input] = await Promise.all([
      importMarketDataBundle(dataSource, FIXTURE_BUNDLE, { progress: silentProgress }),
      service.scoringInput('BBCA', '2024-03-30'),
    ]);
    expect(again.tables.every((t) => t.written === 0)).toBe(true);
    expect(input?.statements.map((s) => s.periodEnd)).toEqual(['2022-12-31', '2023-12-31']);
    expect(input?.prices.at(-1)?.date).toBe('2024-03-28');
    expect(input?.sectorPeers.map((p) => p.code)).toEqual(['BBRI']);

    const bad = editedFixture(
      'macro_bi_rate.csv',
      (text) => text.replace('2024-05-22,6.25', '2024-05-22,x'),
      'rewrite',
    );
    try {
      await expect(importMarketDataBundle(dataSource, bad.dir, { progress: silentProgress })).rejects.toThrow(
        /^macro_bi_rate\.csv: line 10: "rate_pct" is "x"/,
      );
    } finally {
      bad.remove();
    }
    expect(await service.latestTradingDay()).toBe('2024-04-02');
    const [{ count }] = await dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM market_data_imports',
    );
    expect(count).toBe(2);
  }, 60_000);

  it('places a value PGlite refuses on its file line, and keeps the data as it was', async () => {
    const bad = editedFixture(
      'macro_fx_usd_idr.csv',
      (text) => text.replace('2024-03-27,', '2024-02-30,'),
      'rewrite',
    );
    try {
      await expect(importMarketDataBundle(dataSource, bad.dir, { progress: silentProgress })).rejects.toThrow(
        /^macro_fx_usd_idr\.csv: line 6: .*"2024-02-30"/,
      );
    } finally {
      bad.remove();
    }
    const [{ count }] = await dataSource.query<{ count: number }[]>(
      "SELECT count(*)::int AS count FROM macro_series WHERE series = 'usd_idr'",
    );
    expect(count).toBe(9);
  }, 60_000);
});
