import type { AlertsResponse } from '@telisik/contract';
import request from 'supertest';
import { AlertsRunService } from '../../src/alerts/alerts-run.service';
import { grantPremium } from '../../src/cli/grant-premium';
import { MAX_MAIL_ATTEMPTS, MailOutboxService } from '../../src/mail/mail-outbox.service';
import { freePort, signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { sharedMarketDatabase } from '../utils/market-database';
import { TestSmtpServer } from '../utils/smtp';

/** The daily digest through a real SMTP server, and leaving it from the mail, signed out. */
describe('the alerts digest mail', () => {
  const EMAIL = 'digest@example.com';
  let smtp: TestSmtpServer;
  let t: TestApp;
  let agent: Agent;
  let userId: string;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    const market = await sharedMarketDatabase();
    t = await startTestApp({ SMTP_URL: smtp.url }, { template: market.name });
    agent = await signIn(t, EMAIL, 'Dewi');
    await grantPremium(t.config, EMAIL);
    userId = ((await agent.get('/api/auth/user').expect(200)).body as { id: string }).id;
    for (const ticker of ['DEWA', 'BUMI']) await agent.post('/api/watchlist').send({ ticker }).expect(201);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const digests = () => smtp.messages.filter((m) => m.envelopeTo.includes(EMAIL) && m.parsed.subject?.startsWith('Telisik:'));
  let link: URL;

  it('mails one digest of the day\'s alerts with one-click unsubscribe headers, and a re-run mails nothing', async () => {
    const run = t.app.get(AlertsRunService);
    const result = await run.run('2025-12-09');
    expect(result.digests).toBe(1);
    const alerts = ((await agent.get('/api/alerts').expect(200)).body as AlertsResponse).alerts;
    expect(alerts.length).toBeGreaterThanOrEqual(2);

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(EMAIL));
    expect(mail.parsed.subject).toBe(`Telisik: ${alerts.length} peringatan saham setelah penutupan 9 Desember 2025`);
    for (const alert of alerts) expect(mail.parsed.text).toContain(alert.title);
    expect(mail.parsed.text).toContain('Halo Dewi');
    const header = /^List-Unsubscribe: <([^>]+)>$/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '));
    expect(header).not.toBeNull();
    link = new URL(header![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.url}/api/alerts/unsubscribe`);
    expect(link.searchParams.get('user')).toBe(userId);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(mail.parsed.text).toContain(link.toString());

    expect((await run.run('2025-12-09')).digests).toBe(0);
    await t.app.get(MailOutboxService).drain();
    expect(digests()).toHaveLength(1);
  }, 300_000);

  it('refuses a tampered link, changing nothing', async () => {
    const path = `${link.pathname}`;
    const token = link.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    const page = await request(t.url).get(path).query({ user: userId, token: tampered }).expect(400);
    expect(page.text).toContain('Tautan berhenti berlangganan ini tidak valid atau telah diubah.');
    const other = await signIn(t, 'lain@example.com');
    const otherId = ((await other.get('/api/auth/user').expect(200)).body as { id: string }).id;
    const posted = await request(t.url).post(path).query({ user: otherId, token }).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(posted.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'Tautan berhenti berlangganan ini tidak valid atau telah diubah. Buka tautan dari email Telisik terbaru, atau atur email peringatan di Pengaturan.',
    });
    expect(await t.dataSource.query('SELECT * FROM alert_settings')).toEqual([]);
  });

  it('unsubscribes signed out with one click; the link reused changes nothing; later runs mail nobody', async () => {
    const query = Object.fromEntries(link.searchParams);
    // Opening the link (or a prefetcher) only shows the button.
    const page = await request(t.url).get(link.pathname).query(query).expect(200);
    expect(page.text).toContain('Berhenti menerima email peringatan?');
    expect(page.text).toContain('<form method="post"');
    expect(await t.dataSource.query('SELECT * FROM alert_settings')).toEqual([]);

    // The mail client's one-click POST (RFC 8058): a form body, no session.
    const done = await request(t.url).post(link.pathname).query(query).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('Anda tidak akan lagi menerima email peringatan saham.');
    const again = await request(t.url).post(link.pathname).query(query).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(again.text).toContain('sudah dihentikan sebelumnya');
    expect((await request(t.url).get(link.pathname).query(query).expect(200)).text).toContain('Anda sudah berhenti berlangganan');

    // Wednesday 10 December: BUMI closed ~20% up. The bell is told; the mail is not.
    const result = await t.app.get(AlertsRunService).run('2025-12-10');
    expect(result.alertsCreated).toBeGreaterThan(0);
    expect(result.digests).toBe(0);
    await t.app.get(MailOutboxService).drain();
    expect(digests()).toHaveLength(1);
  }, 300_000);
});

describe('alert settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    t = await startTestApp({}, { template: market.name });
  }, 600_000);
  afterAll(() => t?.close());

  it('keeps each user\'s channel and thresholds, refuses bad ones with the error body, and the run applies them', async () => {
    const agent = await signIn(t, 'ambang@example.com');
    await grantPremium(t.config, 'ambang@example.com');
    expect((await agent.get('/api/alerts/settings').expect(200)).body).toEqual({ mailEnabled: true, pushEnabled: false, scorePoints: 4, pricePercent: 7 });
    for (const [body, message] of [
      [{ mailEnabled: 'ya', scorePoints: 4, pricePercent: 7 }, 'Kolom mailEnabled harus bernilai true atau false.'],
      [{ mailEnabled: true, scorePoints: 0, pricePercent: 7 }, 'Kolom scorePoints harus bilangan bulat antara 1 dan 30.'],
      [{ mailEnabled: true, scorePoints: 4, pricePercent: 7.5 }, 'Kolom pricePercent harus bilangan bulat antara 1 dan 35.'],
      [{ mailEnabled: true, scorePoints: 4 }, 'Kolom pricePercent wajib diisi.'],
    ] as const) {
      expect((await agent.put('/api/alerts/settings').send(body).expect(400)).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
      });
    }
    expect((await agent.get('/api/alerts/settings').expect(200)).body).toEqual({ mailEnabled: true, pushEnabled: false, scorePoints: 4, pricePercent: 7 });

    // DEWA on 9 December 2025: +10.26% in the session, total score +5 points.
    await agent.post('/api/watchlist').send({ ticker: 'DEWA' }).expect(201);
    const strict = { mailEnabled: false, scorePoints: 6, pricePercent: 11 };
    expect((await agent.put('/api/alerts/settings').send(strict).expect(200)).body).toEqual({ ...strict, pushEnabled: false });
    const run = t.app.get(AlertsRunService);
    const first = await run.run('2025-12-09');
    expect(first.alertsCreated).toBe(0);
    await agent.put('/api/alerts/settings').send({ mailEnabled: false, scorePoints: 6, pricePercent: 10 }).expect(200);
    const second = await run.run('2025-12-09');
    expect(second).toMatchObject({ alertsCreated: 1, digests: 0 });
    const alerts = ((await agent.get('/api/alerts').expect(200)).body as AlertsResponse).alerts;
    expect(alerts.map((a) => a.kind)).toEqual(['price_moved']);
  }, 300_000);
});

describe('the alerts digest with the mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const market = await sharedMarketDatabase();
    // Nothing listens on this port: every connection is refused.
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }, { template: market.name });
  }, 600_000);
  afterAll(() => t?.close());

  it('keeps the run\'s alerts, retries the digest with backoff, then records it as failed', async () => {
    const agent = await signIn(t, 'tanpa-smtp@example.com');
    await grantPremium(t.config, 'tanpa-smtp@example.com');
    await agent.post('/api/watchlist').send({ ticker: 'DEWA' }).expect(201);

    const result = await t.app.get(AlertsRunService).run('2025-12-09');
    expect(result).toMatchObject({ digests: 1 });
    expect(result.alertsCreated).toBeGreaterThan(0);
    expect(((await agent.get('/api/alerts').expect(200)).body as AlertsResponse).alerts).toHaveLength(result.alertsCreated);

    const outbox = t.app.get(MailOutboxService);
    const digest = async () =>
      (await t.dataSource.query<{ status: string; attempts: number; last_error: string | null }[]>(
        "SELECT status, attempts, last_error FROM mail_outbox WHERE kind = 'alerts-digest'",
      ))[0];
    await outbox.drain();
    expect(await digest()).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    // Not due again yet: a drain now leaves it alone.
    await outbox.drain();
    expect(await digest()).toMatchObject({ status: 'queued', attempts: 1 });
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await t.dataSource.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'queued'");
      await outbox.drain();
    }
    expect(await digest()).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    // A re-run of the day queues no second digest.
    expect((await t.app.get(AlertsRunService).run('2025-12-09')).digests).toBe(0);
  }, 300_000);
});
