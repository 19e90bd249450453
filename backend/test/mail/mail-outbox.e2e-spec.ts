import { simpleParser } from 'mailparser';
import { readFileSync } from 'node:fs';
import { MailOutboxMessage } from '../../src/mail/entities/mail-outbox-message.entity';
import { renderMail } from '../../src/mail/mail-layout';
import { MAX_MAIL_ATTEMPTS, MailOutboxService, retryDelaySeconds } from '../../src/mail/mail-outbox.service';
import { startTestApp, type TestApp } from '../utils/app';
import { TestSmtpServer } from '../utils/smtp';

function queue(t: TestApp, count: number, prefix: string): Promise<void> {
  const outbox = t.app.get(MailOutboxService);
  return t.dataSource.transaction(async (manager) => {
    for (let i = 0; i < count; i += 1) {
      const mail = renderMail({
        subject: `${prefix} ${i}`,
        heading: 'Uji',
        blocks: [{ kind: 'paragraph', text: `Pesan nomor ${i}` }],
      });
      await outbox.enqueue(manager, {
        ...mail,
        kind: 'test',
        dedupeKey: `${prefix}:${i}`,
        to: `${prefix}-${i}@example.com`,
        userId: null,
      });
    }
  });
}

const rows = (t: TestApp, prefix: string) =>
  t.dataSource
    .getRepository(MailOutboxMessage)
    .createQueryBuilder('m')
    .where('m.dedupe_key LIKE :prefix', { prefix: `${prefix}:%` })
    .orderBy('m.dedupe_key')
    .getMany();

describe('the mail outbox over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Telisik <halo@telisik.test>' });
    second = await startTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Telisik <halo@telisik.test>' },
      { database: t.db },
    );
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.refuse = false;
  });

  it('sends Indonesian text and HTML from MAIL_FROM, once, however often the outbox runs', async () => {
    await queue(t, 1, 'once');
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 1, failed: 0 });
    await t.app.get(MailOutboxService).drain();
    const received = smtp.to('once-0@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.parsed.from?.value).toEqual([{ name: 'Telisik', address: 'halo@telisik.test' }]);
    expect(received[0]!.parsed.text).toContain('Pesan nomor 0');
    expect(received[0]!.parsed.text).toContain('Tim Telisik');
    expect(received[0]!.parsed.html).toContain('<html lang="id">');
    const [row] = await rows(t, 'once');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(received[0]!.parsed.messageId).toBe(row!.messageId);
  });

  it('queues the same event twice as one message', async () => {
    await queue(t, 1, 'dedupe');
    await queue(t, 1, 'dedupe');
    expect(await rows(t, 'dedupe')).toHaveLength(1);
    await t.app.get(MailOutboxService).drain();
    expect(smtp.to('dedupe-0@example.com')).toHaveLength(1);
  });

  it('retries a refused send with backoff, then delivers it once', async () => {
    smtp.refuse = true;
    await queue(t, 1, 'retry');
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows(t, 'retry');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('Mailbox temporarily unavailable');
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    // Not due yet: nothing is tried.
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 0, failed: 0 });

    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = 'retry:0'`);
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 0, failed: 1 });
    [row] = await rows(t, 'retry');
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    smtp.refuse = false;
    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = 'retry:0'`);
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to('retry-0@example.com')).toHaveLength(1);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and leaves the message failed for an operator`, async () => {
    smtp.refuse = true;
    await queue(t, 1, 'giveup');
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await t.dataSource.query(
        `UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = 'giveup:0'`,
      );
      await t.app.get(MailOutboxService).drain();
    }
    const [row] = await rows(t, 'giveup');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = 'giveup:0'`);
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('backs off 30 s, 1 min, 2 min … up to 6 hours', () => {
    expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 21600]);
  });

  it('sends each message once when two instances work the outbox at the same moment', async () => {
    await queue(t, 30, 'pair');
    const [a, b] = await Promise.all([
      t.app.get(MailOutboxService).drain(),
      second.app.get(MailOutboxService).drain(),
    ]);
    expect(a.sent + b.sent).toBe(30);
    for (let i = 0; i < 30; i += 1) expect(smtp.to(`pair-${i}@example.com`)).toHaveLength(1);
    expect((await rows(t, 'pair')).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('takes over a message whose sender died mid-send, once its claim has lapsed', async () => {
    await queue(t, 1, 'orphan');
    await t.dataSource.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() - interval '1 second' WHERE dedupe_key = 'orphan:0'`,
    );
    expect(await second.app.get(MailOutboxService).drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to('orphan-0@example.com')).toHaveLength(1);
  });
});

describe('the mail outbox without SMTP_URL (npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file under the data folder', async () => {
    await queue(t, 1, 'file');
    expect(await t.app.get(MailOutboxService).drain()).toEqual({ sent: 1, failed: 0 });
    const [row] = await rows(t, 'file');
    const path = /^file: (.+\.eml)$/.exec(row!.delivery ?? '')?.[1];
    expect(path).toContain(`${t.config.dataDir}/mail/`);
    const parsed = await simpleParser(readFileSync(path!));
    expect(parsed.subject).toBe('file 0');
    expect(parsed.to).toMatchObject({ text: 'file-0@example.com' });
    expect(parsed.text).toContain('Pesan nomor 0');
    expect(parsed.html).toContain('Pesan nomor 0');
  });
});
