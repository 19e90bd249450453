import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import { entities } from '../src/entities';
import { TEMPLATE_ENV, databaseUrl, withAdmin } from './utils/database';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Migrates one template database per run; every test file clones it (see createTestDatabase). */
export default async function globalSetup(): Promise<void> {
  const template = `telisik_template_${process.pid}`;
  await withAdmin(async (admin) => {
    const leftovers = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^telisik_(t|template)_[0-9]+(_|$)'",
    );
    // Databases of interrupted runs, named by their process id; a run still going is left alone.
    for (const { datname } of leftovers.rows) {
      const pid = Number(/^telisik_(?:t|template)_(\d+)/.exec(datname)?.[1]);
      if (!isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${template}"`);
  });
  const dataSource = await new DataSource(typeormOptions({ url: databaseUrl(template), poolSize: 1 }, entities)).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  process.env[TEMPLATE_ENV] = template;
}
