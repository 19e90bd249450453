import request from 'supertest';
import { signIn, startTestApp, type TestApp } from '../utils/app';

/** Fault 9 of issue 13, the embedded provider's half: headers, error bodies, a pinned origin. */
describe('the embedded OpenID provider behind the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers discovery with APP_URL's origin whatever Host or X-Forwarded-Host the client sends", async () => {
    const port = new URL(t.url).port;
    const response = await request(t.url)
      .get('/oidc/.well-known/openid-configuration')
      .set('host', `evil.example:${port}`)
      .set('x-forwarded-host', 'evil.example')
      .set('x-forwarded-proto', 'https')
      .expect(200);
    const discovery = response.body as Record<string, unknown>;
    const urls = Object.values(discovery).filter((value): value is string => typeof value === 'string' && value.includes('://'));
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url.startsWith(`${t.url}/oidc`)).toBe(true);
    expect(JSON.stringify(discovery)).not.toContain('evil.example');
  });

  it("serves its pages with the app's security headers, allowing only the logout page's own script", async () => {
    const response = await request(t.url).get('/oidc/.well-known/openid-configuration').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // Scripts: our origin and the one hashed inline script, nothing inline beyond it.
    expect(policy).toMatch(/(^|;)script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  });

  it("answers a tampered sign-in link with the app's JSON error body", async () => {
    const response = await request(t.url)
      .get('/oidc/auth')
      .query({ client_id: 'not-our-client', response_type: 'code', scope: 'openid', redirect_uri: `${t.url}/api/callback` })
      .expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^Permintaan masuk tidak valid: .+\. Mulai masuk lagi dari aplikasi\.$/) as unknown,
    });
  });

  it('still signs a user in and out through the pinned origin', async () => {
    const agent = await signIn(t, 'pinned-origin@example.com');
    await agent.get('/api/auth/user').expect(200);
  });
});
