import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the tests run on (CI and developer machines: 127.0.0.1:5432, trust auth). */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_ENV = 'TELISIK_TEST_TEMPLATE';

export function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, cloned from the migrated template that the global setup
 * built: cheap (a file copy on the server) and isolated from every other file.
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const template = options.template ?? process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the tests through jest's global setup`);
  const name = `telisik_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    // A template in use by another session cannot be copied; readers of the shared market
    // database come and go, so wait for a quiet moment.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
