import request from 'supertest';
import { Session } from '../../src/auth/entities/session.entity';
import { messages } from '../../src/common/messages';
import { signIn, startTestApp, type TestApp } from '../utils/app';

const DAY_MS = 24 * 3_600_000;

/** Faults 4, 7 and 8 of issue 13: pre-login sessions, cross-site logout, sign-in from another host. */
describe('sign-in and sign-out hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', SIGN_IN_STARTS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  const sessionRows = () => t.dataSource.getRepository(Session).find();

  it('sends a browser on another host than APP_URL to APP_URL first, storing nothing (fault 8)', async () => {
    const port = new URL(t.url).port;
    const before = (await sessionRows()).length;
    const response = await request(t.url).get('/api/login').set('host', `localhost:${port}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`${t.url}/api/login`);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await sessionRows()).length).toBe(before);
  });

  it('keeps a pre-login session for minutes, and a signed-in one for 30 days (fault 4)', async () => {
    const started = Date.now();
    const response = await request(t.url).get('/api/login').set('x-forwarded-for', '198.51.100.1').expect(302);
    const cookie = String(response.headers['set-cookie']);
    // The cookie holds `s:<sid>.<signature>`, URL-encoded.
    const sid = /^s:([^.]+)\./.exec(decodeURIComponent(/telisik\.sid=([^;]+)/.exec(cookie)![1]!))![1]!;
    const row = await t.dataSource.getRepository(Session).findOneByOrFail({ sid });
    expect(row.expiresAt.getTime() - started).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(row.expiresAt.getTime() - started).toBeGreaterThan(5 * 60_000);

    const agent = await signIn(t, 'long-lived@example.com');
    const user = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    const [signedIn] = (await sessionRows()).filter((s) => (s.data as { userId?: string }).userId === user.id);
    expect(signedIn!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });

  it('limits sign-in starts per client address, with the JSON error body (fault 4)', async () => {
    const from = (address: string) => request(t.url).get('/api/login').set('x-forwarded-for', address);
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).status).toBe(302);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: messages.rateLimited(Number(refused.headers['retry-after'])),
    });
    // Another address is not held back by this one.
    expect((await from('203.0.113.8')).status).toBe(302);
  });

  it('asks before signing out a browser sent by another site, and signs out at once from the app (fault 7)', async () => {
    const agent = await signIn(t, 'lured@example.com');
    const lured = await agent.get('/api/logout').set('sec-fetch-site', 'cross-site').set('sec-fetch-mode', 'navigate');
    expect(lured.status).toBe(200);
    expect(lured.headers['content-type']).toMatch(/text\/html/);
    expect(lured.text).toContain(messages.logoutConfirmTitle);
    expect(lured.text).toContain('href="/api/logout"');
    expect(lured.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/auth/user').expect(200);

    // The page's button (or the app's own menu) is a same-origin navigation: out at once.
    const own = await agent.get('/api/logout').set('sec-fetch-site', 'same-origin');
    expect(own.status).toBe(302);
    await agent.get('/api/auth/user').expect(401);

    // An address typed by the user (no initiator) also signs out.
    const typed = await signIn(t, 'typed@example.com');
    expect((await typed.get('/api/logout').set('sec-fetch-site', 'none')).status).toBe(302);
    await typed.get('/api/auth/user').expect(401);
  });
});
