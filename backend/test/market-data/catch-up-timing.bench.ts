/**
 * The catch-up's speed, for `npm run bench -- catch-up` (not part of `npm test`: its name matches no
 * test pattern; the bench runs it through Jest with --testMatch for the test harness it shares):
 * the real bundle without its last 150, then 20, trading days, caught up through a local summary
 * server, on PostgreSQL and on PGlite. Prints one `catch-up, …` line per figure.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { silentProgress } from '../../src/market-data/import/import-progress';
import { importMarketDataBundle } from '../../src/market-data/import/market-data-importer';
import { IdxCatchUp } from '../../src/market-data/live/idx-catch-up';
import { IdxSummaryClient } from '../../src/market-data/live/idx-summary-client';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { sharedMarketDatabase } from '../utils/market-database';
import { openPgliteTestDatabase, type PgliteTestDatabase } from '../utils/pglite';
import { IdxSummaryServer, summaryDaysFromBundle } from './idx-summary-server';

const SPANS = [150, 20];
const TARGET_SECONDS_PER_DAY = 1;

async function lastTradingDays(dataSource: DataSource, count: number): Promise<string[]> {
  const rows = await dataSource.query<{ date: string }[]>(
    'SELECT DISTINCT date::text AS date FROM foreign_flow ORDER BY date DESC LIMIT $1',
    [count],
  );
  return rows.map((r) => r.date).reverse();
}

/** Drops the last `count` trading days from the database, catches them up, and reports the time. */
async function measure(
  label: string,
  dataSource: DataSource,
  bundleDir: string,
  count: number,
): Promise<number> {
  const days = await lastTradingDays(dataSource, count);
  const from = days[0]!;
  const served = await summaryDaysFromBundle(bundleDir, from);
  const server = await IdxSummaryServer.start(served.days);
  try {
    for (const table of ['daily_prices', 'foreign_flow', 'index_prices']) {
      await dataSource.query(`DELETE FROM ${table} WHERE date >= $1`, [from]);
    }
    await dataSource.query('DELETE FROM market_data_days WHERE date >= $1', [from]);
    const catchUp = new IdxCatchUp(dataSource, new IdxSummaryClient({ baseUrl: server.url, backoffMs: 1 }));
    const started = performance.now();
    const result = await catchUp.run({ to: days.at(-1)!, trigger: 'command' });
    const seconds = (performance.now() - started) / 1000;
    expect(result.failure).toBeNull();
    expect(result.daysStored).toBe(count);
    const perDay = seconds / count;
    process.stdout.write(
      `catch-up, ${label}, ${count} trading days: ${seconds.toFixed(1)} s, ${perDay.toFixed(2)} s a day` +
        `${label === 'PostgreSQL' ? ` (target ≤ ${TARGET_SECONDS_PER_DAY} s a day)` : ''}\n`,
    );
    return perDay;
  } finally {
    await server.close();
  }
}

beforeAll(() => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
});

describe('catch-up time', () => {
  it('on PostgreSQL', async () => {
    const market = await sharedMarketDatabase();
    const database: TestDatabase = await createTestDatabase({ template: market.name });
    const dataSource = await new DataSource(
      typeormOptions({ url: database.url, poolSize: 3 }, entities),
    ).initialize();
    try {
      for (const count of SPANS) await measure('PostgreSQL', dataSource, market.bundleDir, count);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  }, 3_600_000);

  it('on PGlite', async () => {
    const market = await sharedMarketDatabase();
    const pglite: PgliteTestDatabase = await openPgliteTestDatabase('telisik-catch-up-bench');
    try {
      await importMarketDataBundle(pglite.dataSource, market.bundleDir, { progress: silentProgress });
      for (const count of SPANS) await measure('PGlite', pglite.dataSource, market.bundleDir, count);
    } finally {
      await pglite.close();
    }
  }, 3_600_000);
});
