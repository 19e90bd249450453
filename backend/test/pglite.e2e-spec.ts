import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createApp } from '../src/app.factory';
import { loadAppConfig } from '../src/app-config';
import { resolveMarketDataDir } from '../src/market-data';
import { MarketDataImporter } from '../src/market-data/import/market-data-importer';
import { silentProgress } from '../src/market-data/import/import-progress';
import { User } from '../src/users/entities/user.entity';
import { freePort, signIn, type TestApp } from './utils/app';

function sharedBundleDir(): string {
  const dir = resolveMarketDataDir(process.env);
  if (!dir)
    throw new Error(
      'The real IDX bundle is needed: set MARKET_DATA_DIR or put it at ../shared/data/idx-bundle',
    );
  return dir;
}

/** The embedded default: the whole app on PGlite in a data folder, as `npm start` runs it. */
describe('the app on PGlite', () => {
  let t: TestApp;
  let dataDir: string;

  async function start(): Promise<TestApp> {
    const port = await freePort();
    const config = loadAppConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      FRONTEND_DIST: join(dataDir, 'none'),
    });
    const app = await createApp(config, { logger: false });
    // As `npm start` does: the real bundle, imported before listening (once; a restart skips it).
    await app.get(MarketDataImporter).importIfEmpty(sharedBundleDir(), { progress: silentProgress });
    await app.listen(port, '127.0.0.1');
    return {
      app,
      config,
      url: config.appUrl,
      dataSource: app.get(DataSource),
      db: { name: 'pglite', url: '', drop: async () => undefined },
      close: () => app.close(),
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'telisik-pglite-'));
    t = await start();
  }, 180_000);

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in and serves the API from the embedded database', async () => {
    const agent = await signIn(t, 'pglite@example.com', 'Lita');
    const user = await agent.get('/api/auth/user').expect(200);
    expect(user.body).toMatchObject({ email: 'pglite@example.com', firstName: 'Lita' });
    await agent.get('/api/quota').expect(200);
    await request(t.url).get('/api/analyses').expect(401);
  });

  it('serves Lihat Demo on its one embedded connection, several visitors at once', async () => {
    // The demo was once computed while a lock held the only connection: the request waited on itself.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => request(t.url).get('/api/public/demo').timeout(20_000).expect(200)),
    );
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ kind: 'demo', analysis: { ticker: 'BBCA' } });
    }
  });

  it('keeps signing users in after the pool replaces its one connection', async () => {
    await signIn(t, 'first-of-two@example.com');
    // The pool drops an idle connection and opens another to the same embedded session, which
    // still holds what the first connection left there (a prepared statement once made every
    // following sign-in a 500).
    const pool = (t.dataSource.driver as PostgresDriver).master as Pool;
    const client = await pool.connect();
    client.release(true);
    const agent = await signIn(t, 'second-of-two@example.com');
    await agent.get('/api/auth/user').expect(200);
    // The session read and the list are prepared statements too: replaced again, they still answer.
    const again = await pool.connect();
    again.release(true);
    await agent.get('/api/auth/user').expect(200);
    const list = await agent.get('/api/analyses').expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('never lets one transaction’s rollback lose another request’s write', async () => {
    const users = t.dataSource.getRepository(User);
    const rounds = 10;
    const outcomes = await Promise.allSettled(
      Array.from({ length: rounds }, async (_, i) => {
        const failing = t.dataSource.transaction(async (manager) => {
          await manager.save(
            manager.create(User, { issuer: 'iso', subject: `rolled-back-${i}`, email: null }),
          );
          await sleep(5);
          throw new Error('abort');
        });
        // Issued while the transaction above is open: it must wait, then commit on its own.
        const committed = users.save(users.create({ issuer: 'iso', subject: `kept-${i}`, email: null }));
        const [a, b] = await Promise.allSettled([failing, committed]);
        expect(a.status).toBe('rejected');
        expect(b.status).toBe('fulfilled');
      }),
    );
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(await users.countBy({ issuer: 'iso' })).toBe(rounds);
    const subjects = (await users.findBy({ issuer: 'iso' })).map((u) => u.subject).sort();
    expect(subjects).toEqual(Array.from({ length: rounds }, (_, i) => `kept-${i}`).sort());
  });

  it('keeps users and sessions across a restart of the app', async () => {
    const agent = await signIn(t, 'restart@example.com', 'Rudi');
    await t.close();
    t = await start();
    expect(await t.dataSource.getRepository(User).countBy({ email: 'restart@example.com' })).toBe(1);
    // The session cookie is bound to the old origin's port; replay it against the new one.
    const cookie = agent.jar.getCookie('telisik.sid', {
      domain: '127.0.0.1',
      path: '/',
      secure: false,
      script: false,
    });
    expect(cookie).toBeTruthy();
    const response = await request(t.url)
      .get('/api/auth/user')
      .set('Cookie', `telisik.sid=${cookie!.value}`)
      .expect(200);
    expect(response.body).toMatchObject({ firstName: 'Rudi' });
  }, 60000);
});
