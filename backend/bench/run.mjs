// `npm run bench`: the numbers the issues set targets for. Not a test: it measures and reports.
//   1. the bundle import on PostgreSQL (target < 2 min) and on PGlite
//   2. the whole market scored as of one date (target < 30 s for ~900 stocks)
//   3. analysis latency through the HTTP API over 50 tickers, offline writer, PostgreSQL and PGlite (target p50 < 300 ms)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin, createApp, dbUrl, DataSource, freePort, importMarketDataBundle, loadAppConfig, MarketDataService, ms,
  openDatabase, percentile, resolveMarketDataDir, score, signIn, typeormOptions,
} from './lib.mjs';

const bundleDir = resolveMarketDataDir(process.env);
if (!bundleDir) {
  console.error('The benchmarks need the IDX bundle: set MARKET_DATA_DIR.');
  process.exit(1);
}
const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);
const results = [];
const report = (line) => {
  results.push(line);
  console.log(line);
};

async function importInto(connection) {
  const dataSource = await new DataSource(typeormOptions(connection)).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const started = performance.now();
  await importMarketDataBundle(dataSource, bundleDir, {});
  const seconds = (performance.now() - started) / 1000;
  await dataSource.destroy();
  return seconds;
}

async function withPostgresMarket(fn) {
  const name = `telisik_bench_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  try {
    const seconds = await importInto({ url: dbUrl(name), poolSize: 4 });
    report(`import, PostgreSQL: ${seconds.toFixed(1)} s (target < 120 s)`);
    return await fn(dbUrl(name));
  } finally {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

/** Codes that traded in the month before the last trading day: the market an analysis can cover. */
async function tradedCodes(url) {
  const dataSource = await new DataSource(typeormOptions({ url, poolSize: 1 })).initialize();
  const codes = (await dataSource.query(
    `SELECT DISTINCT code FROM daily_prices WHERE date > (SELECT max(date) - 30 FROM daily_prices) ORDER BY code`,
  )).map((r) => r.code);
  await dataSource.destroy();
  return codes;
}

async function scoreWholeMarket(url, codes) {
  const dataSource = await new DataSource(typeormOptions({ url, poolSize: 4 })).initialize();
  const market = new MarketDataService(dataSource);
  const asOf = await market.latestTradingDay();
  const started = performance.now();
  let scored = 0;
  let failed = 0;
  const queue = [...codes];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let code = queue.shift(); code; code = queue.shift()) {
      try {
        const input = await market.scoringInput(code, asOf);
        if (input) { score(input); scored += 1; }
      } catch {
        failed += 1;
      }
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  report(`whole market as of ${asOf}: ${scored} stocks scored (${failed} failed) in ${seconds.toFixed(1)} s (target < 30 s)`);
  await dataSource.destroy();
}

async function analysisLatency(label, env, codes) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'telisik-bench-'));
  const config = loadAppConfig({
    NODE_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-long-enough-0123456789', ANALYSES_PER_MINUTE: '100000',
    FRONTEND_DIST: join(dataDir, 'none'), ...env,
  });
  const app = await createApp(config, { logger: false });
  await app.listen(port, '127.0.0.1');
  try {
    const agent = await signIn(config.appUrl, 'bench@example.com');
    const dataSource = app.get(DataSource);
    // Premium is a period that covers now (billing/entitlement): an operator's grant.
    await dataSource.query(
      `INSERT INTO premium_periods (user_id, source, days, anchored_at, starts_at, ends_at, reason, granted_by)
       SELECT id, 'grant', 30, now(), now(), now() + interval '30 days', 'bench', 'bench' FROM users WHERE email = 'bench@example.com'`,
    );
    // Large, mid and small caps alike: every 18th code of the market, 50 in all.
    const step = Math.max(1, Math.floor(codes.length / 50));
    const sample = codes.filter((_, i) => i % step === 0).slice(0, 50);
    await agent.post('/api/analyses').send({ ticker: 'BBCA', companyName: 'BBCA' }); // warm-up
    const times = [];
    const statuses = {};
    for (const ticker of sample) {
      const started = performance.now();
      const response = await agent.post('/api/analyses').send({ ticker, companyName: ticker });
      times.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
    times.sort((a, b) => a - b);
    report(
      `analysis over HTTP, ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1))} over ${times.length} tickers (statuses ${JSON.stringify(statuses)}; target p50 < 300 ms)`,
    );
  } finally {
    await app.close();
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

let codes = [];
await withPostgresMarket(async (url) => {
  codes = await tradedCodes(url);
  if (wants('market')) await scoreWholeMarket(url, codes);
  if (wants('latency')) await analysisLatency('PostgreSQL', { DATABASE_URL: url }, codes);
});

if (wants('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'telisik-bench-pglite-'));
  try {
    const connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const seconds = await importInto(connection);
    await connection.close();
    report(`import, PGlite: ${seconds.toFixed(1)} s`);
    await analysisLatency('PGlite', { DATA_DIR: dataDir }, codes);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\nSummary\n' + results.map((r) => `  ${r}`).join('\n'));
