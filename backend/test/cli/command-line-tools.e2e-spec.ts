import type { AdminAuditEntry, AlertsResponse, QuotaResponse } from '@telisik/contract';
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { sharedMarketDatabase } from '../utils/market-database';
import { TestSmtpServer } from '../utils/smtp';

const BACKEND = resolve(__dirname, '..', '..');

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run user:premium` and `npm run alerts:run` as an operator runs them: the built tools
 * (dist/cli/*.js) in their own process, on the test app's database, judged by what the user and the
 * operator then see in the running app and their mailbox.
 */
describe('the command-line tools, built, on the app\'s database', () => {
  const WATCHER = 'cli-watcher@example.com';
  const OPERATOR = 'ops@telisik.test';
  let smtp: TestSmtpServer;
  let t: TestApp;
  let watcher: Agent;

  /** Asynchronous, so the SMTP server in this process answers the tool while it runs. */
  function runTool(tool: string, args: string[]): Promise<ToolRun> {
    return new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, [join(BACKEND, 'dist', 'cli', tool), ...args], {
        cwd: BACKEND,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          APP_URL: t.url,
          DATABASE_URL: t.db.url,
          DATA_DIR: t.config.dataDir,
          SMTP_URL: smtp.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolvePromise({ code, stdout, stderr }));
    });
  }

  const digests = () => smtp.messages.filter((m) => m.envelopeTo.includes(WATCHER) && m.parsed.subject?.startsWith('Telisik:'));

  beforeAll(async () => {
    // The tools run as built: build them from the current source.
    const build = spawnSync(process.execPath, [resolve(BACKEND, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
      cwd: BACKEND,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
    smtp = await new TestSmtpServer().start();
    const market = await sharedMarketDatabase();
    t = await startTestApp(
      { SMTP_URL: smtp.url, ADMIN_EMAILS: OPERATOR, EMBEDDED_VERIFIED_EMAILS: OPERATOR },
      { template: market.name },
    );
    watcher = await signIn(t, WATCHER, 'Citra');
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('user:premium makes a signed-in user Premium (analyses without a quota) and writes the audit log; refuses a stranger and bad arguments', async () => {
    const granted = await runTool('grant-premium.js', ['CLI-Watcher@Example.com', '--days', '45', '--reason', 'Uji coba mitra']);
    expect(granted).toEqual({
      code: 0,
      stdout: 'CLI-Watcher@Example.com is Premium for 45 more days (an operator grant, in the audit log).\n',
      stderr: '',
    });

    expect(((await watcher.get('/api/quota').expect(200)).body as QuotaResponse).quota).toEqual({
      analysesUsed: 0,
      limit: null,
      isPremium: true,
    });
    // Past a free user's one analysis.
    for (const ticker of ['BBCA', 'TLKM']) await watcher.post('/api/analyses').send({ ticker }).expect(201);

    const { id } = (await watcher.get('/api/auth/user').expect(200)).body as { id: string };
    const operator = await signIn(t, OPERATOR);
    const audit = (await operator.get('/api/admin/audit-log').expect(200)).body as AdminAuditEntry[];
    expect(audit).toEqual([
      {
        id: expect.any(String),
        adminEmail: 'cli',
        action: 'grant_premium',
        targetUserId: id,
        reason: 'Uji coba mitra',
        details: { days: 45, startsAt: expect.any(String), endsAt: expect.any(String) },
        createdAt: expect.any(String),
      },
    ]);
    const { startsAt, endsAt } = audit[0]!.details as { startsAt: string; endsAt: string };
    expect(Date.parse(endsAt) - Date.parse(startsAt)).toBe(45 * 86_400_000);

    expect(await runTool('grant-premium.js', ['stranger@example.com'])).toMatchObject({
      code: 1,
      stderr: 'No user with email stranger@example.com: they must sign in once first.\n',
    });
    expect(await runTool('grant-premium.js', [WATCHER, '--days', '0'])).toMatchObject({
      code: 2,
      stderr: 'usage: npm run user:premium -- <email> [--days 30] [--reason "why"]\n',
    });
    expect((await operator.get('/api/admin/audit-log').expect(200)).body).toHaveLength(1);
  }, 300_000);

  it('alerts:run tells a watcher what fired, in the bell and one mail; a second run the same day tells nothing', async () => {
    for (const ticker of ['DEWA', 'BUMI']) await watcher.post('/api/watchlist').send({ ticker }).expect(201);
    // Tuesday 9 December 2025: DEWA and BUMI each closed 7% or more from the session before.
    const first = await runTool('alerts-run.js', ['--as-of', '2025-12-09']);
    expect(first).toMatchObject({ code: 0 });
    const alerts = ((await watcher.get('/api/alerts').expect(200)).body as AlertsResponse).alerts;
    const kinds = alerts.map((alert) => `${alert.ticker} ${alert.asOf} ${alert.kind}`);
    expect(kinds).toEqual(expect.arrayContaining(['DEWA 2025-12-09 price_moved', 'BUMI 2025-12-09 price_moved']));
    expect(first.stdout).toMatch(
      new RegExp(
        `^alerts 2025-12-09: 2 of 2 watched tickers scored, ${alerts.length} new alerts, 1 mails, 0 pushes, 0 users paused \\(no Premium\\), \\d+ ms$`,
        'm',
      ),
    );
    // The tool sent the digest itself before it exited.
    expect(digests()).toHaveLength(1);
    const [mail] = digests();
    expect(mail!.parsed.subject).toBe(`Telisik: ${alerts.length} peringatan saham setelah penutupan 9 Desember 2025`);
    for (const alert of alerts) expect(mail!.parsed.text).toContain(alert.title);

    const again = await runTool('alerts-run.js', ['--as-of', '2025-12-09']);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toMatch(/^alerts 2025-12-09: 2 of 2 watched tickers scored, 0 new alerts, 0 mails, 0 pushes, 0 users paused/m);
    expect(((await watcher.get('/api/alerts').expect(200)).body as AlertsResponse).alerts).toHaveLength(alerts.length);
    expect(digests()).toHaveLength(1);
  }, 300_000);

  it('alerts:run refuses a day without trading (exit 1) and a malformed date (exit 2), telling nobody anything', async () => {
    const before = ((await watcher.get('/api/alerts').expect(200)).body as AlertsResponse).alerts.length;
    expect(await runTool('alerts-run.js', ['--as-of', '2025-12-06'])).toMatchObject({
      code: 1,
      stderr: '2025-12-06 is not a trading day in the market data.\n',
    });
    expect(await runTool('alerts-run.js', ['--as-of', '9 Desember'])).toMatchObject({
      code: 2,
      stderr: 'usage: npm run alerts:run -- [--as-of YYYY-MM-DD]\n',
    });
    expect(((await watcher.get('/api/alerts').expect(200)).body as AlertsResponse).alerts).toHaveLength(before);
    expect(digests()).toHaveLength(1);
  }, 300_000);
});
