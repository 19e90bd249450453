import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { streamProgress } from '../../src/market-data/import/import-progress';
import { importMarketDataBundle } from '../../src/market-data/import/market-data-importer';
import {
  MARKET_DATABASE_PREFIX,
  marketDatabaseName,
} from '../../src/market-data/import/market-database-name';
import { resolveMarketDataDir } from '../../src/market-data';
import { databaseUrl, withAdmin } from './database';

export interface MarketDatabase {
  name: string;
  url: string;
  bundleDir: string;
}

/** Held while a process checks for and builds the database, so concurrent test runs build it once. */
const BUILD_LOCK_KEY = 7_401_205_302;
/** Market databases of other schemas kept beside the current one (see buildMarketDatabase). */
const OTHER_CHECKOUTS_KEPT = 8;

/**
 * A database holding the whole real IDX bundle, shared by every test file and kept between runs:
 * importing 4 million rows takes most of a minute, so it is built once per machine and reused.
 * Its name hashes the bundle (MANIFEST.csv), the migration list and the importer version, so a
 * change to any of them builds a new one. It is read-only (`default_transaction_read_only`):
 * tests must not write to it; a test that needs to write imports the fixture bundle into its own
 * database instead.
 */
export async function sharedMarketDatabase(): Promise<MarketDatabase> {
  const bundleDir = resolveMarketDataDir(process.env);
  if (!bundleDir) {
    throw new Error(
      'The real IDX bundle is needed: set MARKET_DATA_DIR or put it at ../shared/data/idx-bundle',
    );
  }
  const name = marketDatabaseName(bundleDir);
  const database = { name, url: databaseUrl(name), bundleDir };

  await withAdmin(async (admin) => {
    const exists = async (): Promise<boolean> =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return;
    await admin.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK_KEY]);
    try {
      if (await exists()) return;
      await buildMarketDatabase(admin, name, bundleDir);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK_KEY]);
    }
  });
  return database;
}

type AdminClient = Parameters<Parameters<typeof withAdmin>[0]>[0];

/**
 * Builds under a temporary name and renames at the end, so an interrupted build never leaves a
 * half-imported database under the name later runs trust.
 */
async function buildMarketDatabase(admin: AdminClient, name: string, bundleDir: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${building}"`);
  process.stderr.write(`Building the shared market database ${name} from ${bundleDir} (once per bundle)\n`);
  const dataSource = await new DataSource(
    typeormOptions({ url: databaseUrl(building), poolSize: 2 }, entities),
  ).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await importMarketDataBundle(dataSource, bundleDir, { progress: streamProgress(process.stderr) });
  } finally {
    await dataSource.destroy();
  }
  await admin.query(`ALTER DATABASE "${building}" SET default_transaction_read_only = on`);
  await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  // Databases of older bundles or schemas are dead weight (half a gigabyte each), but the newest
  // few may belong to other checkouts testing on this server right now (a branch with another
  // migration list): those are kept, and only older ones dropped (oids grow with creation). One
  // still in use refuses to drop, which is fine.
  const stale = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2 AND datname NOT LIKE '%\\_building'
      ORDER BY oid DESC OFFSET $3`,
    [`${MARKET_DATABASE_PREFIX.replace(/_/g, '\\_')}%`, name, OTHER_CHECKOUTS_KEPT],
  );
  for (const { datname } of stale.rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}
