// Starts the production build for the browser tests on its own fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const port = Number(process.env.E2E_PORT ?? 3210);
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.E2E_DATABASE ?? 'telisik_e2e';

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
// The backend tests build a database holding the whole IDX bundle under a name that hashes the
// bundle and this checkout's schema; a copy of it spares the server its import at boot. Without
// one, the server imports the bundle itself (MARKET_DATA_DIR).
const require = createRequire(import.meta.url);
const { resolveMarketDataDir } = require('../backend/dist/market-data/market-data-config.js');
const { marketDatabaseName } = require('../backend/dist/market-data/import/market-database-name.js');
const bundleDir = resolveMarketDataDir(process.env);
const wanted = bundleDir ? marketDatabaseName(bundleDir) : null;
const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname = $1', [wanted]);
const template = rows[0]?.datname;
try {
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
} catch (error) {
  // 55006: the template is in use (backend tests reading it at the same moment). The import takes
  // seconds, so an empty database the server fills itself is as good as waiting for the copy.
  if (error.code !== '55006') throw error;
  console.log(`e2e: ${template} is in use; the server imports the bundle into an empty database`);
  await admin.query(`CREATE DATABASE "${name}"`);
}
await admin.end();

const url = new URL(server);
url.pathname = `/${name}`;
const pushDns = join(mkdtempSync(join(tmpdir(), 'telisik-e2e-dns-')), 'push-dns.json');
writeFileSync(pushDns, JSON.stringify({ 'push.telisik.test': ['93.184.216.34'] }));
const child = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'telisik-e2e-')),
    SESSION_SECRET: 'e2e-session-secret-long-enough-0123456789abcdef',
    // The operator of the /admin browser test; payments run against the embedded simulator.
    ADMIN_EMAILS: 'operator@telisik.test',
    EMBEDDED_VERIFIED_EMAILS: 'operator@telisik.test',
    // The push test's devices are on push.telisik.test (headless Chromium has no push service):
    // a push service host here, resolving to a public address (PUSH_TEST_DNS).
    PUSH_SERVICE_HOSTS: 'push.telisik.test',
    PUSH_TEST_DNS: pushDns,
    // Every browser test signs in from 127.0.0.1: one address standing for many users.
    SIGN_IN_STARTS_PER_MINUTE: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
