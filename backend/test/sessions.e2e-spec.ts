import { createHmac } from 'node:crypto';
import request from 'supertest';
import { Session } from '../src/auth/entities/session.entity';
import { SESSION_COOKIE } from '../src/auth';
import { sessionIdOf, signIn, startTestApp, type TestApp } from './utils/app';

/** The cookie the app sets for a session id: "s:<id>.<HMAC-SHA256, base64 unpadded>", URL-encoded. */
function cookieFor(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describe('server-side sessions', () => {
  let t: TestApp;
  let secret: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    secret = t.config.sessionSecret;
    const agent = await signIn(t, 'sesi@example.com');
    userId = ((await agent.get('/api/auth/user').expect(200)).body as { id: string }).id;
  });
  afterAll(() => t.close());

  const rows = () => t.dataSource.getRepository(Session).find({ order: { sid: 'ASC' } });

  it('stores nothing and sets no cookie for a visitor who only reads', async () => {
    const before = await rows();
    for (const path of ['/api/auth/user', '/api/quota', '/api/public/demo', '/api/analyses']) {
      const response = await request(t.url).get(path);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await rows()).toEqual(before);
  });

  it('keeps a signed-in session as it was stored while it is only read: no write per request, the expiry where sign-in put it', async () => {
    const agent = await signIn(t, 'reader@example.com');
    const { id } = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    const [stored] = (await rows()).filter((row) => row.data.userId === id);
    for (let i = 0; i < 3; i += 1) {
      const response = await agent.get('/api/analyses').expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const [after] = (await rows()).filter((row) => row.data.userId === id);
    expect(after).toEqual(stored);
    // What the row keeps of its cookie: the 30-day lifetime it was given, and its expiry.
    expect(stored!.data.cookie).toEqual({ originalMaxAge: 30 * 24 * 3_600_000, expires: stored!.expiresAt.toISOString() });
  });

  it('still signs in a session stored before this middleware, in express-session’s format', async () => {
    const expires = new Date(Date.now() + 86_400_000);
    await t.dataSource.query('INSERT INTO sessions (sid, data, expires_at) VALUES ($1, $2, $3)', [
      'older-session-id-from-express-session',
      JSON.stringify({
        cookie: { originalMaxAge: 2_592_000_000, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
        userId,
        idToken: 'an-id-token',
      }),
      expires,
    ]);
    const response = await request(t.url)
      .get('/api/auth/user')
      .set('cookie', cookieFor('older-session-id-from-express-session', secret))
      .expect(200);
    expect(response.body).toMatchObject({ id: userId, email: 'sesi@example.com' });
  });

  it('treats a cookie whose signature does not hold as no session: signed out, nothing stored', async () => {
    const [live] = (await rows()).filter((row) => row.data.userId === userId);
    const genuine = cookieFor(live!.sid, secret);
    const before = await rows();
    const forged = [
      cookieFor(live!.sid, 'another-secret-of-the-same-length-0123456789abcd'),
      // The id changed under the genuine signature.
      genuine.replace(encodeURIComponent(`s:${live!.sid}`), encodeURIComponent(`s:${live!.sid.slice(0, -1)}x`)),
      // No signature, a bare id, a broken escape.
      `${SESSION_COOKIE}=${encodeURIComponent(`s:${live!.sid}`)}`,
      `${SESSION_COOKIE}=${live!.sid}`,
      `${SESSION_COOKIE}=%E0%A4%A`,
    ];
    for (const cookie of forged) {
      const response = await request(t.url).get('/api/auth/user').set('cookie', cookie).expect(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await rows()).toEqual(before);
    // The genuine one, among other cookies and quoted, still holds.
    await request(t.url).get('/api/auth/user').set('cookie', `theme=dark; ${genuine.replace('=', '="')}"; lang=id`).expect(200);
  });

  it('stores a sign-in’s session under a new id, once, with the cookie’s expiry on the row', async () => {
    const agent = request.agent(t.url);
    const started = (await agent.get('/api/login').expect(302)).headers['set-cookie'];
    const preLogin = sessionIdOf(started);
    expect((await rows()).map((row) => row.sid)).toContain(preLogin);
    const signedIn = await signIn(t, 'fresh@example.com');
    const { id } = (await signedIn.get('/api/auth/user').expect(200)).body as { id: string };
    const mine = (await rows()).filter((row) => row.data.userId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.sid).not.toBe(preLogin);
    expect(Math.abs(mine[0]!.expiresAt.getTime() - (Date.now() + 30 * 24 * 3_600_000))).toBeLessThan(60_000);
  });
});
