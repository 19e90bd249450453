import type { INestApplication, LoggerService } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { grantPremium } from '../../src/cli/grant-premium';
import { loadAppConfig, type AppConfig } from '../../src/app-config';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** Base URL the app listens on (the embedded provider calls back to it). */
  url: string;
  dataSource: DataSource;
  db: TestDatabase;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The real AppModule on a fresh PostgreSQL database, listening on a free port. */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  /** `database`: another instance's database (several instances on one PostgreSQL); it is not dropped. */
  options: { template?: string; database?: TestDatabase; logger?: LoggerService } = {},
): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase(options));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'telisik-test-'));
  const config = loadAppConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
    // Every test user signs in from 127.0.0.1: one address standing for many users.
    SIGN_IN_STARTS_PER_MINUTE: '1000',
    ...env,
  });
  const app = await createApp(config, { logger: options.logger ?? false });
  // config.port: a test may pin the port (a restart on the same address).
  await app.listen(config.port, '127.0.0.1');
  return {
    app,
    config,
    url: config.appUrl,
    dataSource: app.get(DataSource),
    db,
    close: async () => {
      await app.close();
      if (!options.database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Agent = ReturnType<typeof request.agent>;

/** The session id a Set-Cookie or Cookie header carries (`telisik.sid=s:<id>.<signature>`, URL-encoded); throws when there is none. */
export function sessionIdOf(cookies: unknown): string {
  const value = /telisik\.sid=([^;,]+)/.exec(String(cookies))?.[1];
  const sid = value === undefined ? undefined : /^s:([^.]+)\./.exec(decodeURIComponent(value))?.[1];
  if (!sid) throw new Error(`No session cookie in ${String(cookies)}`);
  return sid;
}

/** Follows one redirect hop with the agent's cookies, resolving relative locations against the app. */
async function follow(agent: Agent, base: string, location: string) {
  return agent.get(new URL(location, base).href.replace(base, ''));
}

/**
 * Signs in through the whole OpenID flow against the embedded provider, as a browser would:
 * /api/login → provider → sign-in form → provider → /api/callback → /.
 */
export async function signIn(testApp: TestApp, email: string, firstName?: string): Promise<Agent> {
  const agent = request.agent(testApp.url);
  let response = await agent.get('/api/login').expect(302);
  let location = response.headers.location as string;
  // The provider redirects to its interaction page.
  response = await follow(agent, testApp.url, location);
  expect(response.status).toBe(303);
  location = response.headers.location as string;
  const interaction = await follow(agent, testApp.url, location);
  expect(interaction.status).toBe(200);
  const action = /action="([^"]+)"/.exec(interaction.text)?.[1];
  if (!action) throw new Error('sign-in form not found');
  response = await agent
    .post(action)
    .type('form')
    .send({ email, ...(firstName ? { firstName } : {}) });
  expect(response.status).toBe(303);
  location = response.headers.location as string;
  // Back to the authorization endpoint, which now issues a code to our callback.
  for (let hop = 0; hop < 5 && !location.includes('/api/callback'); hop += 1) {
    response = await follow(agent, testApp.url, location);
    expect([302, 303]).toContain(response.status);
    location = response.headers.location as string;
  }
  response = await follow(agent, testApp.url, location);
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/');
  return agent;
}

/** A user signed in and then made Premium by an operator's grant (`npm run user:premium`). */
export async function signInPremium(testApp: TestApp, email: string): Promise<Agent> {
  const agent = await signIn(testApp, email);
  await grantPremium(testApp.config, email);
  return agent;
}
