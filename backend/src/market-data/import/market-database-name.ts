import { createHash } from 'node:crypto';
import { migrations } from '../../database/migrations';
import { readManifest } from './manifest';
import { MARKET_DATA_IMPORT_VERSION } from './market-data-importer';

/**
 * The name of a database holding `bundleDir` imported under this schema: it hashes the bundle
 * (MANIFEST.csv), the migration list and the importer version, so a change to any of them names
 * another database. The backend tests build one and keep it between runs; the browser tests'
 * server starts on a copy of the one with this exact name (test/utils/market-database.ts,
 * e2e/server.mjs), never on one of another checkout's schema.
 */
export function marketDatabaseName(bundleDir: string): string {
  const fingerprint = createHash('sha256')
    .update(readManifest(bundleDir).sha256)
    .update(migrations.map((migration) => migration.name).join(','))
    .update(String(MARKET_DATA_IMPORT_VERSION))
    .digest('hex');
  return `${MARKET_DATABASE_PREFIX}${fingerprint.slice(0, 8)}`;
}

export const MARKET_DATABASE_PREFIX = 'telisik_market_';
