import { Logger } from '@nestjs/common';
import request from 'supertest';
import { sessionIdOf, signIn, startTestApp, type TestApp } from './utils/app';

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a database failure with a generic 500 and a request id, leaking nothing internal', async () => {
    const agent = await signIn(t, 'err@example.com');
    await t.dataSource.query('ALTER TABLE analyses RENAME TO analyses_gone');
    try {
      const response = await agent.get('/api/analyses').expect(500);
      expect(response.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/analyses|relation|QueryFailed/i);
    } finally {
      await t.dataSource.query('ALTER TABLE analyses_gone RENAME TO analyses');
    }
    await agent.get('/api/analyses').expect(200);
  });

  it('logs a failed request without its query values (one-time codes, state) or the session id', async () => {
    const agent = await signIn(t, 'logs@example.com');
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await t.dataSource.query('ALTER TABLE sessions RENAME TO sessions_gone');
    try {
      await agent.get('/api/callback?code=one-time-code-123&state=state-456').expect(500);
    } finally {
      await t.dataSource.query('ALTER TABLE sessions_gone RENAME TO sessions');
    }
    const text = JSON.stringify(logged.mock.calls);
    logged.mockRestore();
    expect(text).toContain('/api/callback?code=…&state=…');
    expect(text).not.toContain('one-time-code-123');
    expect(text).not.toContain('state-456');
    const cookie = (await agent.get('/api/auth/user')).request.cookies as string;
    const sid = sessionIdOf(cookie);
    expect(text).not.toContain(sid);
  });

  it('answers a failure before routing (the session store) with the same JSON body, not an HTML page', async () => {
    const agent = await signIn(t, 'store@example.com');
    await t.dataSource.query('ALTER TABLE sessions RENAME TO sessions_gone');
    try {
      const response = await agent.get('/api/auth/user').expect(500);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    } finally {
      await t.dataSource.query('ALTER TABLE sessions_gone RENAME TO sessions');
    }
    await agent.get('/api/auth/user').expect(200);
  });
});

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports ok while the database answers', async () => {
    const response = await request(t.url).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});
