// `npm run bench:lighthouse`: Lighthouse's mobile performance score of the landing page and of an
// analysis (the public demo of BBCA), each run several times in a fresh Chromium profile (a first
// visit, nothing cached, no service worker yet), the median beside every run and the machine's load.
// On a loaded machine the scores say little (the simulation scales observed wall time); each run
// also prints the main thread's CPU time from the trace, which the load does not inflate.
//
//   LIGHTHOUSE_BIN=/path/to/lighthouse npm run bench:lighthouse -- [--url http://host:port] [--runs 3] [--pages /,/demo]
//
// Lighthouse is not a dependency of the app (about 110 packages and 90 MB for an occasional
// measurement): install it anywhere, e.g. `npm i --prefix /tmp/lh lighthouse@13.5.0`, and point
// LIGHTHOUSE_BIN at its `cli/index.js` (or at a `lighthouse` executable). Without --url the built app
// is started here (`npm run build` first) as `npm start` runs it, on PORT (default 3499).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { requireNode24, root } from './lib.mjs';

requireNode24();

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/demo' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);

const lighthouseBin = process.env.LIGHTHOUSE_BIN;
if (!lighthouseBin || !existsSync(lighthouseBin)) {
  console.error('Set LIGHTHOUSE_BIN to a Lighthouse CLI (cli/index.js of the lighthouse package).');
  console.error('  npm i --prefix /tmp/lh lighthouse@13.5.0');
  console.error('  LIGHTHOUSE_BIN=/tmp/lh/node_modules/lighthouse/cli/index.js npm run bench:lighthouse');
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The browser tests' flags: headless, no sandbox (containers), no network of Chromium's own.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

async function waitForServer(base, child) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      // 401 when the server is up (signed out): any answer below 500 means it listens.
      const response = await fetch(`${base}/api/auth/user`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the app did not answer within 240 s');
}

async function startApp() {
  const main = join(root, 'backend', 'dist', 'main.js');
  if (!existsSync(main) || !existsSync(join(root, 'frontend', 'dist', 'index.html'))) {
    console.error('Build the app first: npm run build');
    process.exit(1);
  }
  const port = process.env.PORT ?? '3499';
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: port, APP_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(base, child);
  return { base, stop: () => child.kill('SIGTERM') };
}

/** The load average over the last minute, per core: above 1, Lighthouse's CPU-bound figures (TBT) suffer. */
function load() {
  return (loadavg()[0] / availableParallelism()).toFixed(2);
}

function lighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), 'telisik-lighthouse-'));
  const output = join(dir, 'report.json');
  const command = lighthouseBin.endsWith('.js') ? process.execPath : lighthouseBin;
  const args = [
    ...(lighthouseBin.endsWith('.js') ? [lighthouseBin] : []),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags}`,
    // The trace too: its thread times give the load-independent figure below.
    '--save-assets',
    '--quiet',
  ];
  const result = spawnSync(command, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`lighthouse exited with ${result.status} on ${url}`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`lighthouse could not measure ${url}: ${report.runtimeError.code}`);
  }
  const traceFile = readdirSync(dir).find((name) => name.endsWith('.trace.json'));
  const cpu = traceFile ? mainThreadCpu(JSON.parse(readFileSync(join(dir, traceFile), 'utf8'))) : null;
  rmSync(dir, { recursive: true, force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  // Lighthouse 13 names the LCP element in the LCP breakdown insight.
  const lcpElement = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    lcpElement,
    cpu,
  };
}

/** Lighthouse's mobile preset slows the CPU four times; its TBT scales each observed task by this. */
const CPU_SLOWDOWN = 4;

/**
 * The page's main-thread work in CPU time (a trace event's `tdur`), which the machine's load does not
 * inflate the way it inflates wall time (Lighthouse's simulation scales the wall time): the total, and
 * the blocking time the tasks would add at Lighthouse's 4x slowdown on an idle machine (each task's
 * CPU time x 4, less 50 ms, summed; counted over the whole load, so an upper bound on TBT, which
 * starts at the first paint).
 */
function mainThreadCpu(trace) {
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  // The page's renderer is the one that worked most (others: about:blank, extensions' pages).
  const cpuByPid = new Map();
  for (const task of tasks) cpuByPid.set(task.pid, (cpuByPid.get(task.pid) ?? 0) + (task.tdur ?? 0));
  const pid = [...cpuByPid].sort((a, b) => b[1] - a[1])[0]?.[0];
  const milliseconds = tasks.filter((task) => task.pid === pid).map((task) => (task.tdur ?? 0) / 1000);
  return {
    total: milliseconds.reduce((sum, ms) => sum + ms, 0),
    blocking: milliseconds.reduce((sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - 50), 0),
  };
}

/** Attempts per run: Chromium now and then loses a trace's navigation start (NO_NAVSTART), a failure of the tool, not the page. */
const ATTEMPTS = 3;

function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  ${error.message}; again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const app = values.url ? { base: values.url.replace(/\/$/, ''), stop: () => undefined } : await startApp();
try {
  const summary = [];
  for (const page of pages) {
    const url = `${app.base}${page}`;
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const before = load();
      const result = measure(url);
      results.push(result);
      console.log(
        `${page} run ${run}: ${result.score}  FCP ${seconds(result.fcp)}  LCP ${seconds(result.lcp)}  ` +
          `TBT ${Math.round(result.tbt)} ms  SI ${seconds(result.si)}  CLS ${result.cls.toFixed(3)}  ` +
          `(load per core ${before} → ${load()})`,
      );
      if (result.cpu)
        console.log(
          `  main thread CPU ${Math.round(result.cpu.total)} ms, blocking at 4x on an idle machine ≤ ${Math.round(result.cpu.blocking)} ms`,
        );
      if (run === 1 && result.lcpElement)
        console.log(`  LCP element: ${result.lcpElement.selector} "${result.lcpElement.nodeLabel}"`);
    }
    summary.push({ page, score: median(results.map((r) => r.score)), scores: results.map((r) => r.score) });
  }
  console.log(`\nLighthouse mobile performance, median of ${runs} (load per core now ${load()}):`);
  for (const { page, score, scores } of summary) console.log(`  ${page}: ${score}  (${scores.join(', ')})`);
} finally {
  app.stop();
}
