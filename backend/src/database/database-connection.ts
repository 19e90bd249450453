import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import type { CoreConfig } from '../config/core-config';
import { registerEmbeddedDatabase } from './copy-in';

export interface DatabaseConnection {
  url: string;
  /** Connections the pool may open: PGlite is one session, so it gets one. */
  poolSize: number;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite in the data folder, served over the
 * PostgreSQL wire protocol on a loopback port so the same `pg` driver, migrations and queries run
 * on both. PGlite has a single session, so the pool holds one connection: a transaction owns it
 * until it commits or rolls back, and no other request's statement can land inside it.
 */
export async function openDatabase(config: CoreConfig['database']): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') {
    return { url: config.url, poolSize: 10, kind: 'postgres', close: async () => undefined };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  mkdirSync(config.dataDir, { recursive: true });
  const db = await PGlite.create(config.dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  new Logger('Database').log(`PGlite in ${config.dataDir}`);
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  // Bulk loads reach PGlite through its own API (COPY cannot cross its wire server): see copy-in.ts.
  const unregister = registerEmbeddedDatabase(url, db);
  return {
    url,
    poolSize: 1,
    kind: 'pglite',
    close: async () => {
      unregister();
      await server.stop();
      await db.close();
    },
  };
}
