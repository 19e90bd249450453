import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { createTestDatabase, type TestDatabase } from '../utils/database';

export const FIXTURE_BUNDLE = join(__dirname, '..', 'fixtures', 'idx-mini');
const MANIFEST_SCRIPT = join(__dirname, '..', '..', 'scripts', 'write-bundle-manifest.mjs');

export interface MigratedDatabase {
  dataSource: DataSource;
  close(): Promise<void>;
}

/** A fresh migrated database of its own (cloned from the test template) with a DataSource on it. */
export async function openTestDataSource(): Promise<MigratedDatabase> {
  const database: TestDatabase = await createTestDatabase();
  const dataSource = await new DataSource(typeormOptions({ url: database.url, poolSize: 2 }, entities)).initialize();
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/**
 * A writable copy of the fixture bundle with one file edited by `edit` (on its decompressed text).
 * `manifest: 'rewrite'` refreshes MANIFEST.csv so the checksums match the edit, as a bundle built
 * with a bad value would have; 'keep' leaves the old checksums, as a file changed afterwards would.
 */
export function editedFixture(
  file: string,
  edit: (text: string) => string,
  manifest: 'rewrite' | 'keep',
): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'telisik-idx-mini-'));
  cpSync(FIXTURE_BUNDLE, dir, { recursive: true });
  const path = join(dir, file);
  const stored = readFileSync(path);
  const text = (file.endsWith('.gz') ? gunzipSync(stored) : stored).toString('utf8');
  const edited = Buffer.from(edit(text), 'utf8');
  writeFileSync(path, file.endsWith('.gz') ? gzipSync(edited) : edited);
  if (manifest === 'rewrite') execFileSync(process.execPath, [MANIFEST_SCRIPT, dir], { stdio: 'ignore' });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A stable digest of a table's whole content, to show that an import changed nothing. */
export async function tableDigest(dataSource: DataSource, table: string): Promise<string> {
  const rows = await dataSource.query<{ digest: string | null }[]>(
    `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
  );
  return rows[0]!.digest ?? 'empty';
}
