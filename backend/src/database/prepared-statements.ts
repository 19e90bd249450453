import { createHash } from 'node:crypto';
import type { Pool, QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** PostgreSQL's "prepared statement … already exists". */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

/** A pg-style client whose named statements survive PGlite's one session (namedStatementClient). */
export interface NamedStatementClient {
  query<Row extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<Row>>;
}

/**
 * Runs named (server-side prepared) statements on the pool under the data source, safely on both
 * databases. PostgreSQL gives every new connection a new session; the embedded PGlite is ONE
 * session whatever the connection, so when the pool replaces its connection the session still
 * holds the old connection's statements while pg, on the new connection, believes none exist:
 * preparing one again fails ("already exists"; once every sign-in after an idle reconnect was a
 * 500). Such a statement is deallocated and the query run again, on the same connection.
 */
export function namedStatementClient(dataSource: DataSource): NamedStatementClient {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return {
    async query<Row extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<Row>> {
      const client = await pool.connect();
      try {
        try {
          return await client.query<Row>(config);
        } catch (error) {
          if (!config.name || (error as { code?: string }).code !== DUPLICATE_PREPARED_STATEMENT) throw error;
          await client.query(`DEALLOCATE "${config.name.replaceAll('"', '""')}"`);
          return await client.query<Row>(config);
        }
      } finally {
        client.release();
      }
    },
  };
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

/** The named-statement client of each data source (one per pool). */
const clients = new WeakMap<DataSource, NamedStatementClient>();

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
  let client = clients.get(dataSource);
  if (!client) {
    client = namedStatementClient(dataSource);
    clients.set(dataSource, client);
  }
  try {
    const result = await client.query<Row>({ name: nameOf(text), text, values: values as unknown[] });
    return result.rows;
  } catch (error) {
    throw new QueryFailedError(text, values as unknown[], error as Error);
  }
}
