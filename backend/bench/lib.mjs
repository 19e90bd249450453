// Shared pieces of the benchmarks: they drive the compiled app (backend/dist), like production.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('reflect-metadata');
export const request = require('supertest');
export const { Client, Pool } = require('pg');
export const autocannon = require('autocannon');
export const { DataSource } = require('typeorm');
export const { createApp } = require('../dist/app.factory.js');
export const { loadAppConfig } = require('../dist/app-config.js');
export const { resolveMarketDataDir } = require('../dist/market-data/market-data-config.js');
const { typeormOptions: withEntities } = require('../dist/database/typeorm-options.js');
const { entities } = require('../dist/entities.js');
/** TypeORM options with every entity, as the command-line tools build them. */
export const typeormOptions = (connection) => withEntities(connection, entities);
export const { openDatabase } = require('../dist/database/database-connection.js');
export const { MarketDataService } = require('../dist/market-data/read/market-data.service.js');
export const { importMarketDataBundle } = require('../dist/market-data/import/market-data-importer.js');
export const { silentProgress } = require('../dist/market-data/import/import-progress.js');
export const { MarketScoresService } = require('../dist/market-scores/market-scores.service.js');
export const { ScoringPool } = require('../dist/market-scores/scoring-pool.js');
export const { AlertsRunService } = require('../dist/alerts/alerts-run.service.js');
export const { ScheduledRunsService } = require('../dist/common/scheduled-runs/scheduled-runs.service.js');
export const { StockSnapshotsService } = require('../dist/alerts/stock-snapshots.service.js');
export const { AlertDigestsService } = require('../dist/alerts/alert-digests.service.js');
export const { MailOutboxService } = require('../dist/mail/mail-outbox.service.js');
export const { PushOutboxService } = require('../dist/push/push-outbox.service.js');
export const { premiumCoverageSql } = require('../dist/entitlement/premium-coverage.js');
export const webPush = require('web-push');

/** The repository this bench runs in (what the first-start bench clones). */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function dbUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(fn) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/** Signs in through the embedded provider exactly as a browser does; returns a cookie-keeping agent. */
export async function signIn(baseUrl, email) {
  const agent = request.agent(baseUrl);
  const path = (location) => {
    const url = new URL(location, baseUrl);
    return url.pathname + url.search;
  };
  let response = await agent.get('/api/login');
  response = await agent.get(path(response.headers.location));
  const page = await agent.get(path(response.headers.location));
  const action = /action="([^"]+)"/.exec(page.text)[1];
  response = await agent.post(action).type('form').send({ email });
  let location = response.headers.location;
  for (let hop = 0; hop < 6 && !location.includes('/api/callback'); hop += 1) {
    location = (await agent.get(path(location))).headers.location;
  }
  await agent.get(path(location));
  return agent;
}
