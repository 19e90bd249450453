import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { messages } from '../../src/common/messages';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';

/** Fault 3 of issue 13: input that used to reach a 500 or Express's HTML page gets a 4xx JSON body. */
describe('hostile input', () => {
  let t: TestApp;
  let agent: Agent;
  let dist: string;

  beforeAll(async () => {
    // A built frontend, so the static paths exist.
    dist = mkdtempSync(join(tmpdir(), 'telisik-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Telisik</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ FRONTEND_DIST: dist });
    agent = await signIn(t, 'fuzzer@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

  it('refuses a NUL in the query with 400, not a database error', async () => {
    for (const path of ['/api/companies?q=%00', '/api/companies?q=BB%00CA', '/api/analyses?x=%00']) {
      const response = await agent.get(path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badRequest(messages.invalidCharacter));
    }
    // The same search without it still works.
    expect((await agent.get('/api/companies?q=BB')).status).toBe(200);
  });

  it('refuses a NUL inside a JSON body', async () => {
    const response = await agent.post('/api/analyses').send({ ticker: 'BB\u0000CA' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badRequest(messages.invalidCharacter));
  });

  it('refuses JSON nested 1,500 deep (3 KB) with 400 instead of overflowing the stack', async () => {
    const deep = `{"ticker":"BBCA","x":${'['.repeat(1500)}${']'.repeat(1500)}}`;
    expect(deep.length).toBeLessThan(16 * 1024);
    const response = await agent.post('/api/analyses').set('content-type', 'application/json').send(deep);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badRequest(messages.bodyTooDeep));
  });

  it('refuses __proto__, constructor and prototype keys like any unknown field', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = `{"ticker":"BBCA","${key}":{"isPremium":true}}`;
      const response = await agent.post('/api/analyses').set('content-type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badRequest(messages.unknownField(key)));
    }
    expect((await agent.get('/api/quota')).body).toEqual({ quota: { analysesUsed: 0, limit: 1, isPremium: false } });
  });

  it('answers other methods on static paths and pages with a JSON 4xx, never an HTML page', async () => {
    for (const [method, path] of [
      ['post', '/'],
      ['put', '/index.html'],
      ['delete', '/assets/app.js'],
      ['patch', '/settings'],
      ['post', '/assets/missing.js'],
    ] as const) {
      const response = await request(t.url)[method](path).set('content-type', 'application/json').send('{}');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toMatchObject({ statusCode: response.status, message: expect.any(String) });
    }
    // GETs still serve the app.
    expect((await request(t.url).get('/settings')).text).toContain('<title>Telisik</title>');
  });
});
