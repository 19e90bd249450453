import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../../src/app-config';
import { grantPremium } from '../../src/cli/grant-premium';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { ScheduledRun } from '../../src/common/scheduled-runs/scheduled-run.entity';
import { PREMIUM_REMINDERS_CRON } from '../../src/scheduling/scheduled-jobs';
import { freePort, signIn, type TestApp } from '../utils/app';
import { createTestDatabase, type TestDatabase } from '../utils/database';
import { sharedMarketDatabase } from '../utils/market-database';

const BACKEND = resolve(__dirname, '..', '..');

interface AppProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

/** The built app (dist/main.js) as its own OS process, as each replica runs in production. */
async function startProcess(db: TestDatabase, dataDir: string): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
    cwd: BACKEND,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      FRONTEND_DIST: join(dataDir, 'no-frontend'),
      SESSION_SECRET: 'two-processes-session-secret-0123456789abcdef',
      ANALYSES_PER_MINUTE: '4',
      SIGN_IN_STARTS_PER_MINUTE: '1000',
      // Both replicas tick the reminders every second; the run key is the hour.
      SCHEDULE_PREMIUM_REMINDERS: '* * * * * *',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${output.join('')}`);
    const ready = await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) return { url, child, output };
    if (waited > 60_000) throw new Error(`the app did not start: ${output.join('')}`);
    await sleep(200);
  }
}

/** signIn() drives a TestApp; a process needs only its URL. */
const asTestApp = (app: AppProcess) => ({ url: app.url }) as TestApp;

describe('two app processes on one PostgreSQL behave as one app', () => {
  let db: TestDatabase;
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;
  let dataSource: DataSource;

  beforeAll(async () => {
    // The processes run the built app: build it from the current source.
    const build = spawnSync(process.execPath, [resolve(BACKEND, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
      cwd: BACKEND,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
    const market = await sharedMarketDatabase();
    db = await createTestDatabase({ template: market.name });
    dataDir = mkdtempSync(join(tmpdir(), 'telisik-two-'));
    [a, b] = await Promise.all([startProcess(db, join(dataDir, 'a')), startProcess(db, join(dataDir, 'b'))]);
    dataSource = await new DataSource(typeormOptions({ url: db.url, poolSize: 2 }, entities)).initialize();
  }, 300_000);

  afterAll(async () => {
    for (const app of [a, b]) app?.child.kill('SIGTERM');
    await Promise.all([a, b].map((app) => (app && app.child.exitCode === null ? new Promise((r) => app.child.once('exit', r)) : null)));
    await dataSource?.destroy();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a user signed in on one process from the other', async () => {
    const agent = await signIn(asTestApp(a), 'roaming@example.com', 'Rina');
    const onA = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    const cookie = (await agent.get('/api/auth/user')).request.cookies;
    const onB = await request(b.url).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(onB.body).toEqual(onA);
    // Signing out on B ends the session on A too.
    await request(b.url).post('/api/logout').set('Cookie', cookie).set('sec-fetch-site', 'same-origin').expect(200);
    await agent.get('/api/auth/user').expect(401);
  });

  it('grants a free user exactly one analysis from requests racing on both processes', async () => {
    const agent = await signIn(asTestApp(a), 'racing@example.com');
    const cookie = (await agent.get('/api/auth/user')).request.cookies;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(i % 2 === 0 ? a.url : b.url)
          .post('/api/analyses')
          .set('Cookie', cookie)
          .send({ ticker: 'BBCA' })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => [201, 403, 409, 429].includes(s))).toBe(true);
    const quota = await request(b.url).get('/api/quota').set('Cookie', cookie).expect(200);
    expect(quota.body).toEqual({ quota: { analysesUsed: 1, limit: 1, isPremium: false } });
    const [row] = await dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM analyses a JOIN users u ON u.id = a.user_id WHERE u.email = 'racing@example.com'`,
    );
    expect(row!.n).toBe(1);
  });

  it('counts one rate limit across both processes', async () => {
    const agent = await signIn(asTestApp(a), 'busy-premium@example.com');
    // The operator's command, run beside the two processes on their database.
    const operator = loadAppConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir });
    await grantPremium(operator, 'busy-premium@example.com');
    const cookie = (await agent.get('/api/auth/user')).request.cookies;
    const statuses: number[] = [];
    // ANALYSES_PER_MINUTE is 4 on each: alternating, each process sees only 2 or 3 of the 5.
    for (let i = 0; i < 5; i += 1) {
      const response = await request(i % 2 === 0 ? a.url : b.url).post('/api/analyses').set('Cookie', cookie).send({ ticker: 'TLKM' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('runs a scheduled job once although both processes fire it', async () => {
    // Both tick every second: give them several ticks each.
    await sleep(3_500);
    const runs = await dataSource.getRepository(ScheduledRun).findBy({ job: PREMIUM_REMINDERS_CRON });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });
});
