import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../app-config';
import { openDatabase } from '../database/database-connection';
import { typeormOptions } from '../database/typeorm-options';
import { entities } from '../entities';

/**
 * The app's database outside Nest, migrated like at start: for the bundle import only, a bulk COPY
 * through the driver with no service to wire (the other tools build a Nest context, cli-context.ts).
 */
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
