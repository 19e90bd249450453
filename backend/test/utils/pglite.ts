import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { openDatabase, type DatabaseConnection } from '../../src/database/database-connection';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';

export interface PgliteTestDatabase {
  connection: DatabaseConnection;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** A migrated PGlite in a temporary folder, behind the app's pool of one connection. */
export async function openPgliteTestDatabase(prefix: string): Promise<PgliteTestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const connection = await openDatabase({ kind: 'pglite', dataDir });
  const dataSource = await new DataSource(typeormOptions(connection, entities)).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    connection,
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
