// Starts the production build as `npm start` runs it: no DATABASE_URL, so PGlite in a fresh data
// folder, with the real IDX bundle imported before it listens. The embedded default has one
// database connection and its own failure modes; the browser tests' main server is on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_EMBEDDED_PORT ?? 3212);
const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'telisik-e2e-embedded-')),
    SESSION_SECRET: 'e2e-session-secret-long-enough-0123456789abcdef',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
