/**
 * Migration tooling without ts-node: `generate <Name>` writes the SQL that would bring a freshly
 * migrated database in line with the entities; `check` fails when that SQL is not empty, i.e. when
 * entities and migrations have drifted apart.
 * Runs against a throw-away database: a new one on DATABASE_URL's server, or a temporary PGlite.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase, type DatabaseConnection } from '../database/database-connection';
import { typeormOptions } from '../database/typeorm-options';
import { entities } from '../entities';

interface Scratch {
  connection: Pick<DatabaseConnection, 'url' | 'poolSize'>;
  dispose(): Promise<void>;
}

async function scratchDatabase(): Promise<Scratch> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `telisik_migration_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      connection: { url: url.toString(), poolSize: 1 },
      dispose: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'telisik-migrations-'));
  const connection = await openDatabase({ kind: 'pglite', dataDir: dir });
  return {
    connection,
    dispose: async () => {
      await connection.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function migrationSource(name: string, timestamp: number, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'check' && !(command === 'generate' && name && /^[A-Z][A-Za-z0-9]+$/.test(name))) {
    console.error('usage: migrations check | migrations generate <PascalCaseName>');
    process.exit(2);
  }
  const scratch = await scratchDatabase();
  let dataSource: DataSource | undefined;
  try {
    dataSource = await new DataSource(typeormOptions(scratch.connection, entities)).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    const up = sql.upQueries.map((q) => q.query);
    const down = sql.downQueries.map((q) => q.query).reverse();
    if (command === 'check') {
      if (up.length > 0) {
        console.error('Entities and migrations have drifted; a new migration would run:');
        for (const q of up) console.error(`  ${q};`);
        process.exitCode = 1;
      } else {
        console.log('Migrations match the entities.');
      }
    } else if (up.length === 0) {
      console.log('No changes: nothing to generate.');
    } else {
      const timestamp = Date.now();
      const file = join(__dirname, '..', '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
      writeFileSync(file, migrationSource(name!, timestamp, up, down));
      console.log(`Wrote ${file}; add it to src/database/migrations/index.ts.`);
    }
  } finally {
    await dataSource?.destroy();
    await scratch.dispose();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
