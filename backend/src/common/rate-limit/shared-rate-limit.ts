import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DomainError } from '../domain-error';
import { messages } from '../messages';

/**
 * A rate limit counted in PostgreSQL (rate-limiter-flexible's store, table `rate_limits`), so every
 * app instance on the database counts the same hits: `points` per key within `windowSeconds`
 * (a fixed window starting at the key's first hit). The counter is one atomic upsert per hit.
 */
export class SharedRateLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(dataSource: DataSource, name: string, points: number, windowSeconds: number) {
    this.limiter = new RateLimiterPostgres({
      storeClient: unnamedStatements(dataSource),
      storeType: 'pool',
      tableName: 'rate_limits',
      // The table comes from a migration; expired rows are swept by the library (hourly, unref'd).
      tableCreated: true,
      keyPrefix: name,
      points,
      duration: windowSeconds,
    });
  }

  /** Counts a hit of `key`; throws RATE_LIMITED (with the seconds to wait) past the limit. */
  async hit(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
        throw new DomainError('RATE_LIMITED', messages.rateLimited(retryAfterSeconds), retryAfterSeconds);
      }
      throw outcome;
    }
  }
}

interface StoreQuery {
  name?: string;
  text: string;
  values?: unknown[];
}

/**
 * The library names its statements (server-side prepared, once per connection as pg sees it). The
 * embedded PGlite is one session behind a socket: when the pool replaces its connection, the
 * session still holds the statement and preparing it again fails ("already exists"), which made
 * every sign-in after the first idle reconnect a 500. Unnamed statements hold nothing between
 * calls, on PGlite, PostgreSQL and a transaction-pooling proxy alike.
 */
function unnamedStatements(dataSource: DataSource): { query(q: StoreQuery): Promise<unknown> } {
  // The pg Pool under TypeORM (what the library's 'typeorm' store uses): its results carry rows and rowCount.
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return {
    query: ({ text, values }) => pool.query(text, values),
  };
}
