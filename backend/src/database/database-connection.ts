import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import type { CoreConfig } from '../config/core-config';
import { registerEmbeddedDatabase } from './copy-in';
import { PgliteWire } from './pglite-wire';

export interface DatabaseConnection {
  url: string;
  /** Connections the pool may open: PGlite is one session, so it gets one. */
  poolSize: number;
  kind: 'postgres' | 'pglite';
  /** How node-pg reaches an embedded PGlite (PgliteWire); absent for PostgreSQL, reached at `url`. */
  stream?: () => Duplex;
  close(): Promise<void>;
}

/** Embedded databases opened by this process so far: each gets a URL of its own (copy-in.ts finds it by it). */
let embeddedOpened = 0;

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite in the data folder, which node-pg reaches
 * in the process (PgliteWire), so the same `pg` driver, migrations and queries run on both. The
 * URL then only names the instance: nothing listens on it. PGlite has a single session, so the
 * pool holds one connection: a transaction owns it until it commits or rolls back, and no other
 * request's statement can land inside it.
 */
export async function openDatabase(config: CoreConfig['database']): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') {
    return { url: config.url, poolSize: 10, kind: 'postgres', close: async () => undefined };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(config.dataDir, { recursive: true });
  const db = await PGlite.create(config.dataDir);
  new Logger('Database').log(`PGlite in ${config.dataDir}`);
  embeddedOpened += 1;
  const url = `postgres://postgres@pglite-${process.pid}-${embeddedOpened}.invalid/postgres`;
  // Bulk loads reach PGlite through its own API (COPY FROM STDIN over node-pg's connection ends
  // the embedded server): see copy-in.ts.
  const unregister = registerEmbeddedDatabase(url, db);
  return {
    url,
    poolSize: 1,
    kind: 'pglite',
    stream: () => new PgliteWire(db),
    close: async () => {
      unregister();
      await db.close();
    },
  };
}
