import request from 'supertest';
import { Session } from '../../src/auth/entities/session.entity';
import { messages } from '../../src/common/messages';
import { sessionIdOf, signIn, startTestApp, type TestApp } from '../utils/app';

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
    const sid = sessionIdOf(response.headers['set-cookie']);
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

  it('never signs out on a GET: another site\'s link or <img> gets a page whose button posts (fault 7, issue 23 item 3)', async () => {
    const agent = await signIn(t, 'lured@example.com');
    for (const site of ['cross-site', 'same-origin', 'none']) {
      const page = await agent.get('/api/logout').set('sec-fetch-site', site).set('sec-fetch-mode', 'navigate');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain(messages.logoutConfirmTitle);
      expect(page.text).toContain('<form method="post" action="/api/logout">');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    await agent.get('/api/auth/user').expect(200);

    // A cross-site or same-site post is refused and changes nothing.
    for (const [header, value] of [
      ['Origin', 'https://evil.example'],
      ['Origin', 'http://127.0.0.1:1'],
      ['Sec-Fetch-Site', 'same-site'],
      ['Sec-Fetch-Site', 'cross-site'],
    ] as const) {
      const refused = await agent.post('/api/logout').set(header, value);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.crossSiteRequest });
    }
    await agent.get('/api/auth/user').expect(200);

    // The page's button: a form post from the app's origin, answered with a redirect.
    const own = await agent.post('/api/logout').set('Origin', t.url).set('Accept', 'text/html');
    expect(own.status).toBe(303);
    await agent.get('/api/auth/user').expect(401);

    // The app's own fetch asks for JSON and navigates itself.
    const app = await signIn(t, 'app@example.com');
    const posted = await app.post('/api/logout').set('Origin', t.url).set('Sec-Fetch-Site', 'same-origin').send({});
    expect(posted.status).toBe(200);
    expect(new URL((posted.body as { redirectTo: string }).redirectTo).pathname).toBe('/oidc/session/end');
    await app.get('/api/auth/user').expect(401);
  });
});
