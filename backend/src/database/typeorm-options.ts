import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import type { DatabaseConnection } from './database-connection';

/**
 * The app's TypeORM settings. The entities come from the caller: the Nest app lets each feature
 * module register its own (autoLoadEntities), and tools outside Nest pass the list from
 * `src/entities.ts`; the data layer itself knows no feature. Migrations are listed explicitly.
 */
/**
 * Every pooled PostgreSQL session's limits, so one stuck query, held lock or forgotten transaction
 * cannot hold the pool: a request fails with an error instead of waiting for ever. Sessions that
 * legitimately run long (the bundle import's COPY, the market history loader) lift them for
 * themselves with `unboundedSession`. Not applied to PGlite: one embedded session, one user.
 */
export const SESSION_TIMEOUTS = {
  statement_timeout: 15_000,
  lock_timeout: 5_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;
/** How long a request waits for a free pooled connection before failing. */
export const POOL_ACQUIRE_TIMEOUT_MS = 5_000;

export function typeormOptions(
  connection: Pick<DatabaseConnection, 'url' | 'poolSize'> & Partial<Pick<DatabaseConnection, 'kind' | 'stream'>>,
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
    extra: {
      max: connection.poolSize,
      ...(connection.stream ? { stream: connection.stream } : {}),
      ...(connection.kind === 'postgres'
        ? { ...SESSION_TIMEOUTS, connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS }
        : {}),
    },
    logging: ['error'],
  };
}

/** A query function of one pooled session (pg's PoolClient.query, or a QueryRunner's). */
type SessionQuery = (sql: string) => Promise<unknown>;

/**
 * Runs `fn` with the session's timeouts lifted (a bulk COPY, a whole-market read), then restores
 * the pool's defaults (RESET returns to the values the session was opened with) before the
 * connection goes back to the pool.
 */
export async function unboundedSession<T>(query: SessionQuery, fn: () => Promise<T>): Promise<T> {
  await query('SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0');
  try {
    return await fn();
  } finally {
    await query(
      'RESET statement_timeout; RESET lock_timeout; RESET idle_in_transaction_session_timeout',
    ).catch(() => undefined);
  }
}
