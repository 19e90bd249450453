import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import type { DatabaseConnection } from './database-connection';

/**
 * The app's TypeORM settings. The entities come from the caller: the Nest app lets each feature
 * module register its own (autoLoadEntities), and tools outside Nest pass the list from
 * `src/entities.ts`; the data layer itself knows no feature. Migrations are listed explicitly.
 */
export function typeormOptions(
  connection: Pick<DatabaseConnection, 'url' | 'poolSize'>,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: connection.url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ (and PGlite): no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: connection.poolSize },
    logging: ['error'],
  };
}
