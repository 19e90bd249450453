import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { recordedHeaders } from './recorded-headers';

/** The headers an app answers GET / with, without those that differ per response. */
async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const response = await request(app).get('/').expect(200);
  const { date: _date, etag: _etag, ...headers } = response.headers as Record<string, string>;
  return headers;
}

describe('recordedHeaders', () => {
  it('answers with exactly the headers helmet sets, policy and all, as the app configures it', async () => {
    const configured = () =>
      helmet({
        contentSecurityPolicy: {
          directives: { 'img-src': ["'self'", 'data:', 'https:'], 'script-src': ["'self'", "'sha256-abc'"], 'upgrade-insecure-requests': [] },
        },
        strictTransportSecurity: true,
      });
    const recorded = await headersOf(recordedHeaders(configured()));
    expect(recorded).toEqual(await headersOf(configured()));
    expect(recorded['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(recorded['x-content-type-options']).toBe('nosniff');
    expect(recorded['strict-transport-security']).toMatch(/^max-age=/);
  });

  it('removes what the middleware removes', async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader('X-Powered-By', 'something');
      next();
    });
    app.use(recordedHeaders((_req, res, next) => {
      res.removeHeader('X-Powered-By');
      next();
    }));
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    const response = await request(app).get('/').expect(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses, at startup, a middleware whose headers depend on the request or that does not finish at once', () => {
    expect(() =>
      recordedHeaders((req, res, next) => {
        res.setHeader('X-Path', req.path);
        next();
      }),
    ).toThrow(/depend on the request/);
    expect(() =>
      recordedHeaders((_req, res, next) => {
        setTimeout(() => {
          res.setHeader('X-Late', '1');
          next();
        }, 0);
      }),
    ).toThrow(/did not finish at once/);
  });
});
