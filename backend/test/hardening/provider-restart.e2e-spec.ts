import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startTestApp, type TestApp } from '../utils/app';
import { createTestDatabase, type TestDatabase } from '../utils/database';

/** Issue 22 item 4: 'Keluar' after a server restart lands on the provider's logout page, not a raw 400. */
describe('signing out after the server restarted', () => {
  let db: TestDatabase;
  let dataDir: string;
  const running: TestApp[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'telisik-restart-'));
  });
  afterAll(async () => {
    for (const app of running) await app.close().catch(() => undefined);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts the ID token the session kept from before the restart, and signs out at the provider', async () => {
    const first = await startTestApp({ DATA_DIR: dataDir }, { database: db });
    running.push(first);
    const agent = await signIn(first, 'restart@example.com', 'Rina');
    await agent.get('/api/auth/user').expect(200);
    const port = String(first.config.port);
    await first.close();
    running.pop();

    // Same data folder, same address, same database: a restart.
    const second = await startTestApp(
      { DATA_DIR: dataDir, PORT: port, APP_URL: first.url },
      { database: db },
    );
    running.push(second);
    await agent.get('/api/auth/user').expect(200);
    const logout = await agent.post('/api/logout').set('Origin', second.url).set('Accept', 'text/html').expect(303);
    const endSession = new URL(logout.headers.location as string);
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();

    const confirm = await agent.get(endSession.pathname + endSession.search);
    expect(confirm.status).toBe(200);
    expect(confirm.text).not.toContain('id_token_hint');
    const action = /action="([^"]+)"/.exec(confirm.text)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)![1]!;
    const done = await agent
      .post(new URL(action, second.url).pathname)
      .type('form')
      .send({ xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${second.url}/`);
    await agent.get('/api/auth/user').expect(401);
  });
});
