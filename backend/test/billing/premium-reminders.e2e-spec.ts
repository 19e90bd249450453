import { EntitlementService } from '../../src/entitlement/entitlement.service';
import { PremiumRemindersJob } from '../../src/billing/premium-reminders.job';
import { MailOutboxService } from '../../src/mail/mail-outbox.service';
import { User } from '../../src/users/entities/user.entity';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { newAnalysis } from '../utils/factories';
import { TestSmtpServer } from '../utils/smtp';

const DAY = 24 * 60 * 60 * 1000;

describe('the end of Premium: a reminder three days before, Free again after', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    second = await startTestApp({ SMTP_URL: smtp.url }, { database: t.db });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });

  /** A signed-in user whose 30 days of Premium were granted `daysAgo` days ago. */
  async function premiumSince(
    email: string,
    daysAgo: number,
    firstName = 'Nina',
  ): Promise<{ agent: Agent; user: User }> {
    const agent = await signIn(t, email, firstName);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    await t.dataSource.transaction((manager) =>
      t.app.get(EntitlementService).grant(manager, {
        userId: user.id,
        days: 30,
        reason: 'uji',
        grantedBy: 'test',
        at: new Date(Date.now() - daysAgo * DAY),
      }),
    );
    return { agent, user };
  }

  const run = async (app: TestApp) => {
    const result = await app.app.get(PremiumRemindersJob).run();
    await app.app.get(MailOutboxService).drain();
    return result;
  };

  it('reminds once, three days before the end, and says what renewing does', async () => {
    const { agent } = await premiumSince('ending@example.com', 28, 'Agus');
    await premiumSince('later@example.com', 20);
    await run(t);
    await run(t);
    const reminders = smtp
      .to('ending@example.com')
      .filter((m) => /berakhir pada/.test(m.parsed.subject ?? ''));
    expect(reminders).toHaveLength(1);
    const until = (
      (await agent.get('/api/billing/subscription').expect(200)).body as { premiumUntil: string }
    ).premiumUntil;
    const day = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(
      new Date(until),
    );
    expect(reminders[0]!.parsed.subject).toBe(`Premium Anda berakhir pada ${day}`);
    expect(reminders[0]!.parsed.text).toContain('Halo Agus,');
    expect(reminders[0]!.parsed.text).toContain('Rp 199.000 / 30 hari');
    expect(reminders[0]!.parsed.text).toContain('30 hari tambahan dihitung dari tanggal berakhir');
    expect(reminders[0]!.parsed.html).toContain(`${t.url}/settings`);
    expect(smtp.to('later@example.com')).toHaveLength(0);
  });

  it('reminds again for the new end after a renewal, not before it is due', async () => {
    const { user } = await premiumSince('renewer@example.com', 28);
    await run(t);
    expect(smtp.to('renewer@example.com')).toHaveLength(1);
    await t.dataSource.transaction((manager) =>
      t.app
        .get(EntitlementService)
        .grant(manager, { userId: user.id, days: 30, reason: 'perpanjang', grantedBy: 'test' }),
    );
    await run(t);
    expect(smtp.to('renewer@example.com')).toHaveLength(1);
  });

  it('makes the user Free again once it ends, keeps every analysis, and says so once', async () => {
    const { agent, user } = await premiumSince('ended@example.com', 31);
    await newAnalysis(t.dataSource, user.id);
    await newAnalysis(t.dataSource, user.id, {
      ticker: 'TLKM',
      companyName: 'PT Telkom Indonesia (Persero) Tbk',
    });
    await t.dataSource.getRepository(User).update({ id: user.id }, { analysesUsed: 2 });

    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
    expect((await agent.get('/api/quota').expect(200)).body).toEqual({
      quota: { analysesUsed: 2, limit: 1, isPremium: false },
    });
    expect((await agent.get('/api/analyses').expect(200)).body).toHaveLength(2);
    expect(((await agent.get('/api/billing/subscription').expect(200)).body as { plan: string }).plan).toBe(
      'free',
    );

    await run(t);
    await run(t);
    const ended = smtp.to('ended@example.com');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.parsed.subject).toBe('Premium Anda telah berakhir');
    expect(ended[0]!.parsed.text).toContain('Semua analisis Anda tetap tersimpan');
  });

  it('does not mail about periods that ended long ago', async () => {
    await premiumSince('ancient@example.com', 60);
    await run(t);
    expect(smtp.to('ancient@example.com')).toHaveLength(0);
  });

  it('runs once across instances: both at the same moment send each reminder once', async () => {
    for (let i = 0; i < 5; i += 1) await premiumSince(`pair-${i}@example.com`, 28);
    const [a, b] = await Promise.all([
      second.app.get(PremiumRemindersJob).run(),
      t.app.get(PremiumRemindersJob).run(),
    ]);
    // One instance did the work (the other found the advisory lock taken), or both ran one after the other.
    expect([a, b].some((result) => result !== null)).toBe(true);
    await Promise.all([t.app.get(MailOutboxService).drain(), second.app.get(MailOutboxService).drain()]);
    for (let i = 0; i < 5; i += 1) expect(smtp.to(`pair-${i}@example.com`)).toHaveLength(1);
  });
});
