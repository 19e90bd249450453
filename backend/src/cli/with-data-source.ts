import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../app-config';
import { openDatabase } from '../database/database-connection';
import { typeormOptions } from '../database/typeorm-options';
import { entities } from '../entities';

/** The app's database outside Nest (command-line tools), migrated like at start. */
export async function withDataSource<T>(
  config: Pick<AppConfig, 'database'>,
  fn: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const connection = await openDatabase(config.database);
  const dataSource = new DataSource(typeormOptions(connection, entities));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return await fn(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await connection.close();
  }
}
