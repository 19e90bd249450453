import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { openDatabase, type DatabaseConnection } from './database-connection';
import { typeormOptions } from './typeorm-options';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: CoreConfig) => openDatabase(config.database),
    },
  ],
  exports: [DATABASE_CONNECTION],
})
class DatabaseConnectionModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

@Module({
  imports: [
    DatabaseConnectionModule,
    TypeOrmModule.forRootAsync({
      inject: [DATABASE_CONNECTION],
      // Each feature module registers its own entities (TypeOrmModule.forFeature): this module knows none.
      useFactory: (connection: DatabaseConnection) => ({ ...typeormOptions(connection, []), autoLoadEntities: true }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        // Migrations run at start, before the app answers anything; schema sync is never used.
        await migrateOnce(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}

/** Held while one instance migrates, so replicas starting together do not run the same migration twice. */
const MIGRATION_LOCK_KEY = 7_401_205_299;

async function migrateOnce(dataSource: DataSource): Promise<void> {
  const max = (dataSource.options as { extra?: { max?: unknown } }).extra?.max;
  if (max === 1) {
    // PGlite: one embedded instance and one connection, which the lock would hold from the migrations.
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The next instance in finds nothing pending.
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
