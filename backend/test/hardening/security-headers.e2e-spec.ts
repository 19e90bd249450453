import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';

/** What only a document reads: on a JSON answer these are bytes for nobody. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The API's set: nothing loads into an answer, nothing frames it, its type is what it says. */
function expectApiHeaders(response: Response): void {
  expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  for (const name of DOCUMENT_ONLY) expect({ name, value: response.headers[name] }).toEqual({ name, value: undefined });
}

/** A document's set: the frontend's own scripts and styles may load, other sites may not frame it. */
function expectDocumentHeaders(response: Response): void {
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("style-src 'self' https: 'unsafe-inline'");
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe("each response's security headers by what it is: an API answer or a page", () => {
  let t: TestApp;
  let user: Agent;
  const dist = mkdtempSync(join(tmpdir(), 'telisik-headers-dist-'));

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Telisik</title></head><body></body></html>');
    t = await startTestApp({ FRONTEND_DIST: dist });
    user = await signIn(t, 'headers@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives the API's answers the REST set, whether they succeed, fail or name no route", async () => {
    expectApiHeaders(await user.get('/api/analyses').expect(200));
    expectApiHeaders(await request(t.url).get('/api/analyses').expect(401));
    expectApiHeaders(await user.get('/api/analyses/not-an-id').expect(404));
    expectApiHeaders(await request(t.url).get('/api/no-such-route').expect(404));
    expectApiHeaders(await request(t.url).get('/api').expect(404));
    expectApiHeaders(await user.get('/api/analyses/').expect(200));
    expectApiHeaders(await user.post('/api/analyses').set('Origin', t.url).send({ ticker: 'x' }).expect(400));
  });

  it("gives the frontend's pages and the API's two pages the document set", async () => {
    const index = await request(t.url).get('/').expect(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expectDocumentHeaders(index);
    expectDocumentHeaders(await request(t.url).get('/riwayat').expect(200));

    const unsubscribe = await request(t.url).get('/api/alerts/unsubscribe?token=x').expect(400);
    expect(unsubscribe.headers['content-type']).toMatch(/text\/html/);
    expect(unsubscribe.text).toContain(' style="');
    expectDocumentHeaders(unsubscribe);
    // Past the prefix, routing ignores case and a trailing slash; so does the choice of a page.
    expectDocumentHeaders(await request(t.url).get('/api/Alerts/Unsubscribe/?token=x').expect(400));
    // Out of the API's prefix (as the frontend's fallback reads it), a path is one of the app's pages.
    const upper = await request(t.url).get('/API/analyses').expect(200);
    expect(upper.headers['content-type']).toMatch(/text\/html/);
    expectDocumentHeaders(upper);

    // The sign-out page keeps the stricter policy it sets itself, with its inline styles allowed.
    for (const path of ['/api/logout', '/api/logout/']) {
      const logout = await user.get(path).expect(200);
      expect(logout.headers['content-type']).toMatch(/text\/html/);
      expect(logout.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; form-action 'self' /);
      expect(logout.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
