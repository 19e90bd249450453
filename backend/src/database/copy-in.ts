/**
 * `COPY … FROM STDIN` on either database. PostgreSQL streams it over the connection
 * (pg-copy-streams). PGlite cannot take COPY FROM STDIN over node-pg's connection (its protocol
 * handler ends the embedded server), so on PGlite the text goes through PGlite's own API as
 * `COPY … FROM '/dev/blob'`, in blobs of a few megabytes. PGlite is one session: the statement
 * lands in the transaction the pooled connection has open, like any other statement of it.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DatabaseError, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Some CSV rows, whole lines, as COPY reads them. */
export interface CsvChunk {
  text: string;
  rows: number;
}

/**
 * A COPY that PostgreSQL refused, with the position of the first row of the statement that failed,
 * so the caller can turn PostgreSQL's "line N" (counted within that statement) into its own.
 */
export class CopyFailure extends Error {
  constructor(
    override readonly cause: unknown,
    /** Rows written by earlier statements of this copy (0 when one statement carried everything). */
    readonly firstRow: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'CopyFailure';
  }
}

/**
 * Runs `sql` (a `COPY … FROM STDIN …` statement) on the session of `client`, feeding it `chunks`.
 * An error thrown by `chunks` aborts the COPY and is rethrown as it is; a database error comes as
 * a CopyFailure.
 */
export type CopyIn = (client: PoolClient, sql: string, chunks: AsyncIterable<CsvChunk>) => Promise<void>;

/** Text per `COPY … FROM '/dev/blob'` on PGlite: big enough that per-statement costs vanish. */
const PGLITE_BLOB_BYTES = 32 * 1024 * 1024;

/** The part of PGlite this needs (kept structural: PGlite is an ES module loaded on demand). */
export interface EmbeddedDatabase {
  query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** PGlite instances this process serves, by the URL that names each (database-connection.ts). */
const embedded = new Map<string, EmbeddedDatabase>();

export function registerEmbeddedDatabase(url: string, database: EmbeddedDatabase): () => void {
  embedded.set(url, database);
  return () => embedded.delete(url);
}

/** How to COPY into the database at `url`. */
export function copyInFor(url: string | undefined): CopyIn {
  const database = url === undefined ? undefined : embedded.get(url);
  return database ? pgliteCopyIn(database) : postgresCopyIn;
}

const postgresCopyIn: CopyIn = async (client, sql, chunks) => {
  async function* text(): AsyncGenerator<string> {
    for await (const chunk of chunks) yield chunk.text;
  }
  try {
    await pipeline(Readable.from(text()), client.query(copyFrom(sql)));
  } catch (error) {
    // The server's refusal, as opposed to an error of the chunks' own source.
    throw error instanceof DatabaseError ? new CopyFailure(error, 0) : error;
  }
};

function pgliteCopyIn(database: EmbeddedDatabase): CopyIn {
  const blobSql = (sql: string): string => sql.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'");
  return async (_client, sql, chunks) => {
    const statement = blobSql(sql);
    let parts: string[] = [];
    let bytes = 0;
    let rows = 0;
    let written = 0;
    const flush = async (): Promise<void> => {
      if (parts.length === 0) return;
      const blob = new Blob(parts);
      parts = [];
      bytes = 0;
      try {
        await database.query(statement, [], { blob });
      } catch (error) {
        throw new CopyFailure(error, written);
      }
      written = rows;
    };
    for await (const chunk of chunks) {
      parts.push(chunk.text);
      bytes += chunk.text.length;
      rows += chunk.rows;
      if (bytes >= PGLITE_BLOB_BYTES) await flush();
    }
    await flush();
  };
}
