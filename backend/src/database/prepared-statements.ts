import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The pools whose new connections start with no prepared statements left by an earlier one. */
const cleanedPools = new WeakSet<Pool>();

/**
 * The pg pool under the data source, set up so that named (server-side prepared) statements are
 * safe on it. PostgreSQL gives every new connection a new session, but the embedded PGlite is ONE
 * session behind its socket: when the pool replaces its connection, the session still holds the
 * old connection's statements while pg, on the new one, believes none exist, and preparing one
 * again fails ("already exists"; once every sign-in after an idle reconnect was a 500). So each new
 * connection first deallocates whatever its session holds: pg runs that before anything the
 * connection is handed out for.
 */
export function preparedStatementPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  if (!cleanedPools.has(pool)) {
    cleanedPools.add(pool);
    pool.on('connect', (client: PoolClient) => {
      // A failure here (the connection died at once) surfaces on the caller's own query.
      client.query('DEALLOCATE ALL').catch(() => undefined);
    });
  }
  return pool;
}

/** A statement's name: derived from its text, so one text is one statement on every connection. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs one statement as a prepared statement: each pooled connection parses and plans it once and
 * afterwards only binds and executes it. For the statements behind every request (the session
 * read) and the analysis path, where planning a CTE costs as much as running it and both sides
 * share two cores. `text` must be a constant (or one of a few shapes): every distinct text stays
 * prepared on every connection for its life. Not inside a transaction (it takes a connection of its
 * own). Errors arrive as TypeORM's QueryFailedError, as from `dataSource.query`.
 */
export async function queryPrepared<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  try {
    const result = await preparedStatementPool(dataSource).query<Row>({
      name: nameOf(text),
      text,
      values: values as unknown[],
    });
    return result.rows;
  } catch (error) {
    throw new QueryFailedError(text, values as unknown[], error as Error);
  }
}
