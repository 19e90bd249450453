// `npm run bench`: the numbers the issues set targets for. Not a test: it measures and reports, each
// figure beside its target. Pick parts by name (`npm run bench -- import market latency`):
//   import      the bundle import on PostgreSQL (target ≤ 15 s) and on PGlite (≤ 25 s)
//   market      the whole market scored as of one date from the database (≤ 5 s on two cores)
//   history     one stock scored at every month end 2016–2025 (the score history, < 2 s)
//   backtest    the whole market at every month end 2016–2025 (the walk-forward backtest, < 10 min)
//   latency     analysis latency over HTTP on PostgreSQL and PGlite (target p50 ≤ 15 ms on each, issue 24):
//               after 30 analyses of other stocks (the JIT warm), a first reader of 50 stocks
//               (computed), then a second (copied from the first's); timed to the answer's last
//               byte, the client's decoding and parsing beside it
//   alerts      the after-close alerts run for 100 watched tickers (first day, a daily run, a re-run)
//   first-start the first `npm start` of a fresh clone of HEAD until it listens, `npm ci` included (≤ 90 s)
//   load-list   GET /api/analyses at 50 connections, as a ratio to a raw node:http + pg handler of the
//               same query in the same run (target ≥ 0.8×)
//   catch-up    the IDX daily-summary catch-up of the bundle's last 150 and 20 trading days through a
//               local summary server, on PostgreSQL (target ≤ 1 s a trading day) and on PGlite
//   load-create POST /api/analyses from 20 Premium users at once: 0 errors, p99 ≤ 200 ms (and from
//               10), the app in a process of its own; the CPU of one analysis (app, PostgreSQL)
// The machine may be shared: the load average is printed with the figures.
import { fork, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { Agent as HttpAgent, createServer, request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  AlertDigestsService, AlertsRunService, MailOutboxService, PushOutboxService, webPush, ScheduledRunsService, StockSnapshotsService, admin, createApp, dbUrl, DataSource, freePort, importMarketDataBundle, loadAppConfig, MarketDataService,
  MarketScoresService, ms, openDatabase, percentile, premiumCoverageSql, repositoryRoot, resolveMarketDataDir, ScoringPool,
  signIn, silentProgress, typeormOptions, autocannon, Client, Pool,
} from './lib.mjs';

/** The session secret of every app the bench starts (the raw list handler verifies cookies with it). */
const BENCH_SESSION_SECRET = 'bench-session-secret-long-enough-0123456789';

const bundleDir = resolveMarketDataDir(process.env);
if (!bundleDir) {
  console.error('The benchmarks need the IDX bundle: set MARKET_DATA_DIR.');
  process.exit(1);
}
const PARTS = ['import', 'market', 'history', 'backtest', 'latency', 'alerts', 'first-start', 'load-list', 'load-create', 'catch-up'];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !PARTS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const wants = (name) => only.length === 0 || only.includes(name);
const results = [];
const load = () => loadavg()[0].toFixed(1);
const seconds = (started) => (performance.now() - started) / 1000;
const report = (line) => {
  const full = `${line} [load ${load()}]`;
  results.push(full);
  console.log(full);
};
console.log(`${availableParallelism()} cores, load average ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);

/** Month ends 2016-01 … 2025-12, the last one the bundle's last trading day. */
const MONTH_ENDS = Array.from({ length: 120 }, (_, i) =>
  new Date(Date.UTC(2016, i + 1, 0)).toISOString().slice(0, 10),
).map((date) => (date > '2025-12-30' ? '2025-12-30' : date));

async function importInto(connection) {
  const dataSource = await new DataSource(typeormOptions(connection)).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const started = performance.now();
  await importMarketDataBundle(dataSource, bundleDir, { progress: silentProgress });
  const took = seconds(started);
  await dataSource.destroy();
  return took;
}

async function withPostgresMarket(fn) {
  // BENCH_DATABASE_PREFIX: a helper sharing the server keeps its databases in its own namespace.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'telisik_bench_'}${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  try {
    const took = await importInto({ url: dbUrl(name), poolSize: 4 });
    if (wants('import')) report(`import, PostgreSQL: ${took.toFixed(1)} s (target ≤ 15 s)`);
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

/** The whole-market paths: one date, a score history, the backtest's scale; all on the worker pool. */
async function wholeMarket(url) {
  const dataSource = await new DataSource(typeormOptions({ url, poolSize: 4 })).initialize();
  const pool = new ScoringPool();
  const scores = new MarketScoresService(new MarketDataService(dataSource), pool);
  try {
    if (wants('market')) {
      const asOf = MONTH_ENDS.at(-1);
      for (const label of ['workers starting', 'workers running']) {
        const started = performance.now();
        const { scored, skipped } = await scores.scoreMarket(asOf);
        report(
          `whole market as of ${asOf}, ${label}: ${scored.length} scored, ${skipped.length} skipped, ${seconds(started).toFixed(1)} s on ${pool.size} workers (target ≤ 5 s on two cores)`,
        );
      }
    }
    if (wants('history')) {
      const started = performance.now();
      let scored = 0;
      for await (const month of scores.scoreDates(MONTH_ENDS, { codes: ['BBCA'] })) scored += month.scored.length;
      report(`score history, BBCA at ${MONTH_ENDS.length} month ends 2016–2025: ${scored} scores in ${seconds(started).toFixed(2)} s (target < 2 s)`);
    }
    if (wants('backtest')) {
      const started = performance.now();
      let scored = 0;
      for await (const month of scores.scoreDates(MONTH_ENDS)) scored += month.scored.length;
      report(`whole market at ${MONTH_ENDS.length} month ends 2016–2025 (backtest scale): ${scored} scores in ${seconds(started).toFixed(0)} s (target < 600 s on two cores)`);
    }
  } finally {
    await pool.close();
    await dataSource.destroy();
  }
}

/**
 * The after-close run for 100 watched tickers (the most traded on the last day), watched by 10
 * Premium users with 50 each: the first run (no earlier snapshots: two days scored), the next
 * day's run (one day scored), and a re-run of that day (nothing new).
 */
async function alertsRun(url) {
  const dataSource = await new DataSource(typeormOptions({ url, poolSize: 4 })).initialize();
  const pool = new ScoringPool();
  const marketData = new MarketDataService(dataSource);
  const scores = new MarketScoresService(marketData, pool);
  // The digests are queued in the outbox as part of the run; delivery is the outbox's own work, so
  // this transport accepts each message at once.
  const config = { appUrl: 'http://127.0.0.1', sessionSecret: 'bench-session-secret-long-enough-0123456789', mail: { from: 'bench@telisik.test' } };
  const outbox = new MailOutboxService(dataSource, { send: async () => 'bench', close: () => undefined }, config);
  const digests = new AlertDigestsService(outbox, config);
  // No bench user has a device subscribed: pushes are queued for none, as for most users.
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:bench@telisik.test' };
  const noPushEndpoints = { serviceHosts: [], testOrigin: null, resolve: () => Promise.reject(new Error('no device in the bench')) };
  const pushes = new PushOutboxService(dataSource, { push: { testOrigin: null, timeoutMs: 10_000 } }, vapid, noPushEndpoints);
  const run = new AlertsRunService(dataSource, new StockSnapshotsService(dataSource, scores, marketData), digests, pushes, new ScheduledRunsService(dataSource));
  try {
    const codes = (await dataSource.query(
      `SELECT code FROM daily_prices WHERE date = '2025-12-30' ORDER BY close * volume DESC, code LIMIT 100`,
    )).map((r) => r.code);
    for (let u = 0; u < 10; u += 1) {
      const [{ id }] = await dataSource.query(
        `INSERT INTO users (issuer, subject, email) VALUES ('bench', $1, $2) RETURNING id`,
        [`alerts-${u}`, `alerts-${u}@bench.test`],
      );
      await dataSource.query(
        `INSERT INTO premium_periods (user_id, source, anchored_at, starts_at, ends_at, days)
         VALUES ($1, 'grant', now(), now() - interval '1 day', now() + interval '30 days', 30)`,
        [id],
      );
      await dataSource.query('INSERT INTO watched_stocks (user_id, ticker) SELECT $1, unnest($2::text[])', [
        id,
        codes.filter((_, i) => (i + u) % 2 === 0),
      ]);
    }
    for (const [label, asOf] of [
      ['first run (two days scored)', '2025-12-29'],
      ['daily run (the day before stored)', '2025-12-30'],
      ['re-run of the same day', '2025-12-30'],
    ]) {
      const started = performance.now();
      const result = await run.run(asOf);
      report(
        `alerts run for ${result.tickers} watched tickers as of ${asOf}, ${label}: ${result.snapshots} scored, ${result.alertsCreated} new alerts, ${result.digests} mails queued, ${seconds(started).toFixed(2)} s on ${pool.size} workers`,
      );
    }
  } finally {
    await outbox.onModuleDestroy();
    await pool.close();
    await dataSource.destroy();
  }
}

async function analysisLatency(label, target, env, codes) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'telisik-bench-'));
  const config = loadAppConfig({
    NODE_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir,
    SESSION_SECRET: BENCH_SESSION_SECRET, ANALYSES_PER_MINUTE: '100000',
    FRONTEND_DIST: join(dataDir, 'none'), ...env,
  });
  const app = await createApp(config, { logger: false });
  await app.listen(port, '127.0.0.1');
  let postgres = null;
  try {
    const dataSource = app.get(DataSource);
    const premium = (email) => premiumUser(config.appUrl, dataSource, email);
    postgres = env.DATABASE_URL ? await postgresCpuMeter(env.DATABASE_URL) : null;
    // Large, mid and small caps alike: every 18th code of the market, 50 in all.
    const step = Math.max(1, Math.floor(codes.length / 50));
    const sample = codes.filter((_, i) => i % step === 0).slice(0, 50);
    // The server's latency: from the request's first byte to the answer's last, as a browser sends
    // it (brotli accepted) on a kept-alive connection. What the client then does with the bytes
    // (decoding, JSON.parse: about 1 ms for an analysis) is the client's time, reported beside it.
    const timed = async ({ cookie }) => {
      const times = [];
      const withClient = [];
      const statuses = {};
      const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
      const cpuBefore = process.cpuUsage();
      const postgresBefore = postgres ? await postgres.cpuMs() : null;
      try {
        for (const ticker of sample) {
          const answer = await rawPost(config.appUrl, '/api/analyses', { ticker, companyName: ticker }, { cookie, agent });
          times.push(answer.ms);
          const decodeStarted = performance.now();
          const body = JSON.parse(decoded(answer).toString('utf8'));
          withClient.push(answer.ms + performance.now() - decodeStarted);
          if (answer.status === 201 && typeof body.id !== 'string') throw new Error('a 201 without an analysis');
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }
      } finally {
        agent.destroy();
      }
      // CPU per analysis, which the machine's load inflates far less than the wall clock: this
      // process (the app, the lean client and, when embedded, PGlite) and PostgreSQL's backends.
      const cpu = process.cpuUsage(cpuBefore);
      const postgresAfter = postgres ? await postgres.cpuMs() : null;
      const cpuLine = `CPU per analysis: this process ${ms((cpu.user + cpu.system) / 1000 / times.length)}${
        postgresBefore !== null && postgresAfter !== null ? `, PostgreSQL ${ms((postgresAfter - postgresBefore) / times.length)}` : ''
      }`;
      times.sort((a, b) => a - b);
      withClient.sort((a, b) => a - b);
      return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1))} over ${times.length} tickers (statuses ${JSON.stringify(statuses)}; target p50 ≤ ${target} ms; with the client's decoding and parsing: p50 ${ms(percentile(withClient, 50))}; ${cpuLine})`;
    };
    const first = await premium('bench@example.com');
    // A server that has been up a while: its JIT has compiled the engine. The first analyses after
    // a start run while V8 still compiles (about twice the CPU); 30 analyses of other stocks than
    // the sample's warm it, and each timed analysis is still the first of its stock.
    const warmUp = codes.filter((_, i) => i % step === Math.floor(step / 2)).slice(0, 30);
    for (const ticker of warmUp) await first.agent.post('/api/analyses').send({ ticker, companyName: ticker });
    // The first reader of each stock on the day's data: the engine computes it.
    report(`analysis over HTTP, ${label}: ${await timed(first)}`);
    // A later reader of the same stocks and data: the stored analysis is copied (analyses.service).
    report(`analysis over HTTP, ${label}, a stock already analysed on the day's data: ${await timed(await premium('bench-2@example.com'))}`);
  } finally {
    await postgres?.close();
    await app.close();
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The CPU time (ms) the backends of the database at `url` have used so far, read through a connection of its own. */
async function postgresCpuMeter(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    cpuMs: () => postgresCpuMs(async (sql) => (await client.query(sql)).rows),
    close: () => client.end(),
  };
}

/**
 * POSTs JSON as a browser does (brotli or gzip accepted, the session's cookie, same origin) and
 * times it to the answer's last byte; the body is left as it travelled.
 */
function rawPost(baseUrl, path, json, { cookie, agent }) {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          origin: baseUrl,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function decoded({ encoding, body }) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * A fresh clone of HEAD started with `npm start` as a new user would: `npm ci` (from the local npm
 * cache when it has the packages), the builds, migrations and the bundle import into PGlite, until
 * the app says it listens.
 */
async function firstStart() {
  const dir = mkdtempSync(join(tmpdir(), 'telisik-first-start-'));
  const clone = spawnSync('git', ['clone', '--quiet', repositoryRoot, dir], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');
  const port = await freePort();
  // The defaults a new user gets (PGlite in the clone's .data), on a free port.
  const env = { ...process.env, PORT: String(port), MARKET_DATA_DIR: bundleDir };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'APP_URL']) delete env[name];
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // When each step began, from what `npm start` prints.
  const steps = [
    ['npm ci', 'Installing dependencies'],
    ['frontend build', 'Building the frontend'],
    ['backend build', 'Building the backend'],
    ['migrations and import', 'Database: PGlite'],
    ['listening', 'Telisik is running at'],
  ].map(([label, marker]) => ({ label, marker, at: null }));
  const listening = await new Promise((resolve) => {
    const watch = (chunk) => {
      output += chunk;
      for (const step of steps) if (step.at === null && output.includes(step.marker)) step.at = seconds(started);
      if (output.includes('Telisik is running at')) resolve(true);
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', () => resolve(false));
  });
  const took = seconds(started);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
  if (!listening) throw new Error(`npm start on a fresh clone did not listen:\n${output.slice(-2000)}`);
  const seen = steps.filter((step) => step.at !== null);
  const breakdown = seen
    .slice(0, -1)
    .map((step, i) => `${step.label} ${(seen[i + 1].at - step.at).toFixed(0)} s`)
    .join(', ');
  report(`first npm start of a fresh clone until it listens: ${took.toFixed(0)} s (${breakdown}; target ≤ 90 s)`);
}

/** The app on PostgreSQL for the load parts: rate limits out of the way, Nest's logs off. */
async function withApp(url, fn) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'telisik-bench-load-'));
  const config = loadAppConfig({
    NODE_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: url,
    SESSION_SECRET: BENCH_SESSION_SECRET, ANALYSES_PER_MINUTE: '100000',
    SIGN_IN_STARTS_PER_MINUTE: '100000', FRONTEND_DIST: join(dataDir, 'none'),
  });
  const app = await createApp(config, { logger: false });
  await app.listen(port, '127.0.0.1');
  try {
    return await fn(config.appUrl, app.get(DataSource));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A signed-in Premium user: the agent and its cookie header. */
async function premiumUser(appUrl, dataSource, email) {
  const agent = await signIn(appUrl, email);
  await dataSource.query(
    `INSERT INTO premium_periods (user_id, source, days, anchored_at, starts_at, ends_at, reason, granted_by)
     SELECT id, 'grant', 30, now(), now(), now() + interval '30 days', 'bench', 'bench' FROM users WHERE email = $1`,
    [email],
  );
  const cookie = (await agent.get('/api/auth/user')).request.cookies;
  return { agent, cookie };
}

const LOAD_ROUNDS = 5;
const LOAD_ROUND_SECONDS = 3;

/** The session id of the app's signed cookie ("s:<sid>.<HMAC-SHA256, base64 unpadded>"), if the signature holds. */
function signedSessionId(cookieHeader, secret) {
  const raw = /(?:^|;\s*)telisik\.sid=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot < 0) return null;
  const sid = value.slice(2, dot);
  const expected = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return expected === value.slice(dot + 1) ? sid : null;
}


const run = (options) => new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/**
 * GET /api/analyses (the first page of a user with 200 analyses) at 50 connections, against the
 * same read from a bare node:http server on a pg pool of the app's size, in alternating rounds:
 * the query the endpoint runs (the page of list items and the count), with the session's user id given.
 * The bench's process CPU per request is printed beside the rates (the server and the client share
 * it; both rates are bound by it).
 */
async function loadList(url) {
  await withApp(url, async (appUrl, dataSource) => {
    const { agent, cookie } = await premiumUser(appUrl, dataSource, 'bench-list@example.com');
    for (const ticker of ['BBCA', 'TLKM', 'ASII', 'BBRI']) await agent.post('/api/analyses').send({ ticker });
    const [{ id: userId }] = await dataSource.query(`SELECT id FROM users WHERE email = 'bench-list@example.com'`);
    // 200 analyses: the four real ones, copied with distinct times.
    await dataSource.query(
      `INSERT INTO analyses (user_id, ticker, company_name, recommendation, total_score, fundamental_score, technical_score,
                             sentiment_score, current_price, target_price, upside, data_as_of, analysis_result, created_at)
       SELECT user_id, ticker, company_name, recommendation, total_score, fundamental_score, technical_score,
              sentiment_score, current_price, target_price, upside, data_as_of, analysis_result, created_at - g * interval '1 minute'
         FROM analyses CROSS JOIN generate_series(1, 49) g WHERE user_id = $1`,
      [userId],
    );
    // The market was imported just before: without this, PostgreSQL's autovacuum and checkpoint of
    // those gigabytes ran during the rounds, and the rates measured them as much as the two servers.
    await dataSource.query('VACUUM ANALYZE');
    await dataSource.query('CHECKPOINT');
    // The raw handler does the endpoint's work with nothing between it and node:http and pg: it
    // verifies the signed session cookie, reads the session and the user (with the Premium fact, as
    // the guard does) in one round trip, then every column of the list item (all but the stored
    // result and the owner, named as the API names them), the page and the count in another, and
    // answers the same JSON. Its statements are prepared, as the app's are (queryPrepared): the
    // ratio is then what the framework costs, not what the endpoint chooses to read or how.
    const listColumns = dataSource.entityMetadatas
      .find((metadata) => metadata.tableName === 'analyses')
      .columns.filter((column) => !['analysis_result', 'user_id', 'source_key'].includes(column.databaseName))
      .map((column) => `a."${column.databaseName}" AS "${column.propertyName}"`)
      .join(', ');
    const listSql = `SELECT total.n AS total, page.*
       FROM (SELECT count(*)::int AS n FROM analyses c WHERE c.user_id = $1) total
       LEFT JOIN LATERAL (SELECT ${listColumns} FROM analyses a WHERE a.user_id = $1
                          ORDER BY a.created_at DESC, a.id DESC LIMIT 21) page ON true`;
    const pool = new Pool({ connectionString: url, max: 10 });
    const sessionSql = `SELECT s.data, u.* FROM sessions s
       LEFT JOIN LATERAL (SELECT u.*, ${premiumCoverageSql('u.id')} AS is_premium FROM users u
                           WHERE u.id = (s.data->>'userId')::uuid) u ON true
      WHERE s.sid = $1 AND s.expires_at > now()`;
    const raw = createServer(async (req, res) => {
      try {
        const sid = signedSessionId(req.headers.cookie, BENCH_SESSION_SECRET);
        const user = sid
          ? (await pool.query({ name: 'session', text: sessionSql, values: [sid] })).rows[0]
          : undefined;
        if (!user?.id) {
          res.writeHead(401).end();
          return;
        }
        const { rows } = await pool.query({ name: 'list', text: listSql, values: [user.id] });
        const analyses = rows.slice(0, 20).map((row) => {
          const item = { ...row };
          delete item.total;
          return item;
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ analyses, total: rows[0]?.total ?? 0, next: null }));
      } catch {
        res.writeHead(500).end();
      }
    });
    const rawPort = await freePort();
    await new Promise((resolve) => raw.listen(rawPort, '127.0.0.1', resolve));
    const sides = {
      app: { url: `${appUrl}/api/analyses`, requests: 0, seconds: 0, cpu: 0, mainCpu: 0, errors: 0 },
      raw: { url: `http://127.0.0.1:${rawPort}/`, requests: 0, seconds: 0, cpu: 0, mainCpu: 0, errors: 0 },
    };
    const roundRatios = [];
    try {
      // Both sides warm first (the JIT, the pools' connections and prepared statements), then
      // LOAD_ROUNDS rounds, each the app then the raw handler for LOAD_ROUND_SECONDS: on a shared
      // machine whose speed drifts by the minute, alternating short rounds lets the drift fall on
      // both sides alike, where one long run of each measured the machine as much as the code.
      for (const side of Object.values(sides)) await run({ url: side.url, connections: 50, duration: 2, headers: { cookie } });
      for (let round = 0; round < LOAD_ROUNDS; round += 1) {
        const rates = {};
        for (const [name, side] of Object.entries(sides)) {
          const cpu = process.cpuUsage();
          const mainCpu = process.threadCpuUsage();
          const result = await run({ url: side.url, connections: 50, duration: LOAD_ROUND_SECONDS, headers: { cookie } });
          const used = process.cpuUsage(cpu);
          const usedMain = process.threadCpuUsage(mainCpu);
          side.cpu += used.user + used.system;
          side.mainCpu += usedMain.user + usedMain.system;
          side.requests += result.requests.total;
          side.seconds += result.duration;
          side.errors += result.errors + result.non2xx;
          rates[name] = result.requests.total / result.duration;
        }
        roundRatios.push(rates.app / rates.raw);
      }
    } finally {
      raw.closeAllConnections();
      await new Promise((resolve) => raw.close(resolve));
      await pool.end();
    }
    const rate = (side) => side.requests / side.seconds;
    const cpuPerRequest = (side) => (side.cpu / Math.max(1, side.requests)).toFixed(0);
    // The main thread runs both servers and autocannon and is the bottleneck on both sides (the
    // machine stays partly idle): its CPU per request is the framework's cost, steadier than the rates.
    const mainCpuPerRequest = (side) => side.mainCpu / Math.max(1, side.requests);
    const errors = sides.app.errors + sides.raw.errors;
    const sorted = roundRatios.toSorted((x, y) => x - y);
    report(
      `GET /api/analyses at 50 connections, ${LOAD_ROUNDS} alternating rounds of ${LOAD_ROUND_SECONDS} s: ${rate(sides.app).toFixed(0)} req/s (${errors} errors) vs raw node:http + pg ${rate(sides.raw).toFixed(0)} req/s: ${(rate(sides.app) / rate(sides.raw)).toFixed(2)}× (target ≥ 0.8×; rounds ${sorted[0].toFixed(2)}–${sorted.at(-1).toFixed(2)}); CPU per request of the bench's process (server and client): app ${cpuPerRequest(sides.app)} µs, raw ${cpuPerRequest(sides.raw)} µs; of its main thread: app ${mainCpuPerRequest(sides.app).toFixed(0)} µs, raw ${mainCpuPerRequest(sides.raw).toFixed(0)} µs (${(mainCpuPerRequest(sides.app) / mainCpuPerRequest(sides.raw)).toFixed(2)}×)`,
    );
  });
}

/**
 * The CPU time (ms) of the PostgreSQL backends of the database `query` reads (but its own; Linux /proc; null
 * where it cannot be read): with the app process's it gives the cost of one analysis on both sides,
 * a figure that, unlike the wall clock, hardly depends on what else the machine runs.
 */
async function postgresCpuMs(query) {
  const rows = await query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  let total = 0;
  for (const { pid } of rows) {
    const cpu = processCpuMs(pid);
    if (cpu === null) return null;
    total += cpu;
  }
  return total;
}

/** The CPU time (ms) of a process of this machine so far, from /proc; null where it cannot be read. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * The app on PostgreSQL in a process of its own (bench/serve.mjs), rate limits out of the way; `fn`
 * gets its URL, a small DataSource of the bench's own on the same database, and its pid.
 */
async function withAppProcess(url, fn) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'telisik-bench-load-'));
  const env = {
    NODE_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: url,
    SESSION_SECRET: BENCH_SESSION_SECRET, ANALYSES_PER_MINUTE: '100000',
    SIGN_IN_STARTS_PER_MINUTE: '100000', FRONTEND_DIST: join(dataDir, 'none'),
  };
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs'), [], {
    env: { ...process.env, BENCH_APP_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const dataSource = await new DataSource(typeormOptions({ url, poolSize: 2 })).initialize();
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the app process exited with ${code} before listening`)));
    });
    return await fn(env.APP_URL, dataSource, child.pid);
  } finally {
    await dataSource.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Premium users analysing at once (20, then 10), each 10 analyses back to back over 50
 * liquid-to-small codes, against the app in its own process; with the CPU of one analysis in the
 * app and in PostgreSQL (load-independent, unlike the wall clock) and its queries.
 */
async function loadCreate(url, codes) {
  await withAppProcess(url, async (appUrl, dataSource, appPid) => {
    const users = [];
    for (let i = 0; i < 20; i += 1) users.push(await premiumUser(appUrl, dataSource, `bench-create-${i}@example.com`));
    const step = Math.max(1, Math.floor(codes.length / 50));
    const sample = codes.filter((_, i) => i % step === 0).slice(0, 50);
    // A warm server, as one that has been serving for a while is: each code of the sample analysed
    // once (compiled code paths, each stock's pages in PostgreSQL's cache, the day's peer market).
    for (const ticker of sample) await users[0].agent.post('/api/analyses').send({ ticker });
    for (const count of [20, 10]) {
      const times = [];
      const statuses = {};
      const appBefore = processCpuMs(appPid);
      const postgresBefore = await postgresCpuMs((sql) => dataSource.query(sql));
      const clientsBefore = process.cpuUsage();
      const started = performance.now();
      // Each user on a kept-alive connection of its own, with a lean client (as in the latency
      // part): the clients share the machine's two cores with the app and PostgreSQL, and
      // supertest's parsing took more CPU than PostgreSQL did.
      await Promise.all(
        users.slice(0, count).map(async ({ cookie }, u) => {
          const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
          try {
            for (let i = 0; i < 10; i += 1) {
              const ticker = sample[(u * 10 + i) % sample.length];
              const answer = await rawPost(appUrl, '/api/analyses', { ticker }, { cookie, agent });
              times.push(answer.ms);
              statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            }
          } finally {
            agent.destroy();
          }
        }),
      );
      const wall = seconds(started);
      const clients = process.cpuUsage(clientsBefore);
      const appAfter = processCpuMs(appPid);
      const postgresAfter = await postgresCpuMs((sql) => dataSource.query(sql));
      const n = times.length;
      times.sort((a, b) => a - b);
      // An error is a failure of the app (5xx, a rate limit); a 422 (a code without enough data) is
      // the right answer for that code, shown in the statuses.
      const errors = Object.entries(statuses).filter(([status]) => Number(status) >= 500 || status === '429').reduce((sum, [, c]) => sum + c, 0);
      const perAnalysis = (before, after) => (before === null || after === null ? 'n/a' : ms((after - before) / n));
      report(
        `POST /api/analyses, ${count} Premium users at once (${n} analyses in ${wall.toFixed(1)} s, ${(n / wall).toFixed(0)}/s): ${errors} errors, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1))} (statuses ${JSON.stringify(statuses)}; target 0 errors, p99 ≤ 200 ms at 20 users); CPU per analysis: app ${perAnalysis(appBefore, appAfter)}, PostgreSQL ${perAnalysis(postgresBefore, postgresAfter)}, the bench's clients ${ms((clients.user + clients.system) / 1000 / n)}`,
      );
    }
  });
}

let codes = [];
if (['import', 'market', 'history', 'backtest', 'latency', 'alerts', 'load-list', 'load-create'].some(wants)) {
  await withPostgresMarket(async (url) => {
    codes = await tradedCodes(url);
    if (['market', 'history', 'backtest'].some(wants)) await wholeMarket(url);
    if (wants('latency')) await analysisLatency('PostgreSQL', 15, { DATABASE_URL: url }, codes);
    if (wants('alerts')) await alertsRun(url);
    if (wants('load-list')) await loadList(url);
    if (wants('load-create')) await loadCreate(url, codes);
  });
}

if (wants('import') || wants('latency')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'telisik-bench-pglite-'));
  try {
    const connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const took = await importInto(connection);
    await connection.close();
    if (wants('import')) report(`import, PGlite: ${took.toFixed(1)} s (target ≤ 25 s)`);
    if (wants('latency')) await analysisLatency('PGlite', 15, { DATA_DIR: dataDir }, codes);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (wants('first-start')) await firstStart();

/**
 * The catch-up's figures come from test/market-data/catch-up-timing.bench.ts, run through Jest: it
 * shares the tests' local IDX summary server and market database. Each `catch-up, …` line it prints
 * is a figure.
 */
async function catchUpTiming() {
  const jest = spawn(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      join(repositoryRoot, 'node_modules', 'jest', 'bin', 'jest.js'),
      '-w',
      '1',
      '--testMatch',
      '<rootDir>/test/market-data/catch-up-timing.bench.ts',
    ],
    { cwd: join(repositoryRoot, 'backend'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  jest.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => jest.on('close', resolve));
  for (const line of output.split('\n')) if (line.startsWith('catch-up, ')) report(line);
  if (code !== 0) report(`catch-up: the timing run failed (exit ${code}); see its output above`);
}

if (wants('catch-up')) await catchUpTiming();

console.log('\nSummary\n' + results.map((r) => `  ${r}`).join('\n'));
