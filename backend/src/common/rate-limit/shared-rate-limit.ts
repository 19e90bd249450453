import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { namedStatementClient } from '../../database/prepared-statements';
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
      // The library names its statements (prepared once per connection): namedStatementClient
      // keeps them working on PGlite's one session when the pool replaces its connection.
      storeClient: namedStatementClient(dataSource),
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
