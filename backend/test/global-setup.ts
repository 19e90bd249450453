import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import { TEMPLATE_ENV, databaseUrl, withAdmin } from './utils/database';

/** Migrates one template database per run; every test file clones it (see createTestDatabase). */
export default async function globalSetup(): Promise<void> {
  const template = `telisik_template_${process.pid}`;
  await withAdmin(async (admin) => {
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'telisik\\_t\\_%' OR datname LIKE 'telisik\\_template\\_%'",
    );
    // Leftovers of interrupted runs; a run in progress elsewhere on this machine is not expected.
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
  });
  const dataSource = await new DataSource(typeormOptions({ url: databaseUrl(template), poolSize: 1 })).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  process.env[TEMPLATE_ENV] = template;
}
