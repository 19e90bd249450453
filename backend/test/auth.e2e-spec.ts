import request from 'supertest';
import { User } from '../src/users/entities/user.entity';
import { signIn, startTestApp, type TestApp } from './utils/app';

describe('sign-in with the embedded OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is signed out without a session: 401 whose message contains Unauthorized', async () => {
    const response = await request(t.url).get('/api/auth/user').expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.stringContaining('Unauthorized'),
    });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const response = await request(t.url).get('/api/login').expect(302);
    const target = new URL(response.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${t.url}/oidc/auth`);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(`${t.url}/api/callback`);
    expect(target.searchParams.get('scope')).toBe('openid email profile');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/telisik\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('creates the user from the claims and returns the profile', async () => {
    const agent = await signIn(t, 'Siti@Example.com', 'Siti');
    const response = await agent.get('/api/auth/user').expect(200);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'siti@example.com',
      firstName: 'Siti',
      lastName: null,
      profileImageUrl: null,
      isPremium: false,
    });
    const quota = await agent.get('/api/quota').expect(200);
    expect(quota.body).toEqual({ quota: { analysesUsed: 0, limit: 1, isPremium: false } });
  });

  it('signs out a live session whose user is gone: the user is read with the session on every request', async () => {
    const agent = await signIn(t, 'vanished@example.com');
    await agent.get('/api/analyses').expect(200);
    const { id } = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    // The row goes behind the app's back; the session row (no foreign key to users) stays live.
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [id]);
    const [{ live }] = await t.dataSource.query<Array<{ live: number }>>(
      `SELECT count(*)::int AS live FROM sessions WHERE data->>'userId' = $1 AND expires_at > now()`,
      [id],
    );
    expect(live).toBe(1);
    const response = await agent.get('/api/analyses').expect(401);
    expect(response.body.message).toContain('Unauthorized');
    await agent.get('/api/auth/user').expect(401);
  });

  it('signs the same email in as the same user and updates the name from the claims, keeping it when a sign-in omits it', async () => {
    const first = await signIn(t, 'andi@example.com');
    const firstUser = (await first.get('/api/auth/user').expect(200)).body as { id: string; firstName: string | null };
    expect(firstUser.firstName).toBeNull();
    const second = await signIn(t, 'andi@example.com', 'Andi');
    const secondUser = (await second.get('/api/auth/user').expect(200)).body as { id: string; firstName: string };
    expect(secondUser.id).toBe(firstUser.id);
    expect(secondUser.firstName).toBe('Andi');
    expect(await t.dataSource.getRepository(User).countBy({ email: 'andi@example.com' })).toBe(1);
    // A sign-in whose claims leave the name out (the optional field left empty) keeps the one known.
    const third = await signIn(t, 'andi@example.com');
    expect((await third.get('/api/auth/user').expect(200)).body).toMatchObject({ id: firstUser.id, firstName: 'Andi' });
  });

  /**
   * Runs the sign-in up to the provider's redirect back to us and returns that callback address
   * (with a real, unused code) without following it. `tamper` may change the authorization request.
   */
  async function callbackUrl(agent: ReturnType<typeof request.agent>, email: string, tamper?: (auth: URL) => void): Promise<URL> {
    const login = await agent.get('/api/login').expect(302);
    const auth = new URL(login.headers.location as string);
    tamper?.(auth);
    let location = auth.pathname + auth.search;
    let response = await agent.get(location);
    const page = await agent.get(response.headers.location as string).expect(200);
    const action = /action="([^"]+)"/.exec(page.text)![1]!;
    response = await agent.post(action).type('form').send({ email });
    location = response.headers.location as string;
    for (let hop = 0; hop < 5 && !location.includes('/api/callback'); hop += 1) {
      response = await agent.get(new URL(location, t.url).pathname + new URL(location, t.url).search);
      location = response.headers.location as string;
    }
    return new URL(location, t.url);
  }

  it('rejects a callback whose state does not match the session, even with a real code', async () => {
    const agent = request.agent(t.url);
    const callback = await callbackUrl(agent, 'forged-state@example.com');
    expect(callback.searchParams.get('code')).toBeTruthy();
    // Only the state differs from what the session expects: the code itself is valid and unused.
    callback.searchParams.set('state', 'forged-state-value');
    const response = await agent.get(callback.pathname + callback.search).expect(401);
    expect(response.body.message).toContain('Unauthorized');
    await agent.get('/api/auth/user').expect(401);
    expect(await t.dataSource.getRepository(User).countBy({ email: 'forged-state@example.com' })).toBe(0);
  });

  it('rejects an ID token whose nonce is not the one this session sent', async () => {
    const agent = request.agent(t.url);
    // The provider signs whatever nonce the request carries: an attacker's request, our session.
    const callback = await callbackUrl(agent, 'wrong-nonce@example.com', (auth) => auth.searchParams.set('nonce', 'attacker-nonce'));
    const response = await agent.get(callback.pathname + callback.search).expect(401);
    expect(response.body.message).toContain('Unauthorized');
    await agent.get('/api/auth/user').expect(401);
    expect(await t.dataSource.getRepository(User).countBy({ email: 'wrong-nonce@example.com' })).toBe(0);
  });

  it('gives a new session id at sign-in, so an id planted before it (session fixation) is worth nothing', async () => {
    const agent = request.agent(t.url);
    const planted = String((await agent.get('/api/login').expect(302)).headers['set-cookie']);
    const plantedSid = /telisik\.sid=([^;]+)/.exec(planted)![1]!;
    const callback = await callbackUrl(agent, 'fixated@example.com');
    const signedIn = await agent.get(callback.pathname + callback.search).expect(302);
    const issued = /telisik\.sid=([^;]+)/.exec(String(signedIn.headers['set-cookie']))![1]!;
    expect(issued).not.toBe(plantedSid);
    await agent.get('/api/auth/user').expect(200);
    // Whoever planted the old id (and kept a copy) is not signed in with it.
    await request(t.url).get('/api/auth/user').set('Cookie', `telisik.sid=${plantedSid}`).expect(401);
  });

  it('re-rejects an invalid email on the sign-in page without signing in', async () => {
    const agent = request.agent(t.url);
    const login = await agent.get('/api/login').expect(302);
    const toInteraction = await agent.get(new URL(login.headers.location as string).pathname + new URL(login.headers.location as string).search);
    const page = await agent.get(toInteraction.headers.location as string).expect(200);
    expect(page.text).toContain('name="email"');
    expect(page.text).toContain('name="firstName"');
    const action = /action="([^"]+)"/.exec(page.text)![1]!;
    const rejected = await agent.post(action).type('form').send({ email: 'not-an-email' }).expect(400);
    expect(rejected.text).toContain('Masukkan alamat email yang valid.');
  });

  it('logs out: the session ends, the provider session ends, and the browser returns to /', async () => {
    const agent = await signIn(t, 'dewi@example.com', 'Dewi');
    await agent.get('/api/auth/user').expect(200);
    const logout = await agent.post('/api/logout').set('Origin', t.url).set('Accept', 'text/html').expect(303);
    // No Clear-Site-Data: "storage" would also unregister the service worker, and the installed app
    // must still open (signed out) with no connection. The app clears its saved data itself.
    expect(logout.headers['clear-site-data']).toBeUndefined();
    const endSession = new URL(logout.headers.location as string);
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    await agent.get('/api/auth/user').expect(401);

    // The provider's confirmation page submits itself; submitting it lands back on the app.
    const confirm = await agent.get(endSession.pathname + endSession.search).expect(200);
    const action = /action="([^"]+)"/.exec(confirm.text)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)![1]!;
    const done = await agent.post(new URL(action, t.url).pathname).type('form').send({ xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${t.url}/`);

    // Signed out at the provider too: signing in again shows the sign-in form rather than passing straight through.
    const login = await agent.get('/api/login').expect(302);
    const next = await agent.get(new URL(login.headers.location as string).pathname + new URL(login.headers.location as string).search);
    expect(next.headers.location).toMatch(/\/oidc\/interaction\//);
  });

  it('logout without a session still returns to /', async () => {
    const response = await request(t.url).post('/api/logout').set('Accept', 'text/html').expect(303);
    expect(response.headers.location).toBe('/');
  });
});
