import type { AccountExport } from '@telisik/contract';
import request from 'supertest';
import { PaymentOrder } from '../src/billing/entities/payment-order.entity';
import { Analysis } from '../src/analyses/entities/analysis.entity';
import { User } from '../src/users/entities/user.entity';
import { signIn, startTestApp, type TestApp } from './utils/app';
import { newAnalysis } from './utils/factories';
import { MidtransFake } from './utils/midtrans-fake';

describe('my account: export my data, delete my account', () => {
  let midtrans: MidtransFake;
  let t: TestApp;
  beforeAll(async () => {
    midtrans = await new MidtransFake().start();
    t = await startTestApp(midtrans.env());
  });
  afterAll(async () => {
    await t.close();
    await midtrans.close();
  });

  const userByEmail = (email: string) => t.dataSource.getRepository(User).findOneBy({ email });

  async function paidUser(email: string) {
    const agent = await signIn(t, email, 'Yuni');
    const order = (await agent.post('/api/billing/orders').expect(201)).body as { orderId: string };
    midtrans.set(order.orderId, 'settlement');
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send(midtrans.notification(order.orderId))
      .expect(200);
    const user = (await userByEmail(email))!;
    await newAnalysis(t.dataSource, user.id);
    await agent
      .post('/api/support/requests')
      .send({ subject: 'Halo tim', message: 'Terima kasih atas aplikasinya.' })
      .expect(201);
    return { agent, user, orderId: order.orderId };
  }

  it('exports my profile, plan, payments, analyses and support requests as a JSON download', async () => {
    const { agent, orderId } = await paidUser('export@example.com');
    const other = await signIn(t, 'not-mine@example.com');
    await newAnalysis(t.dataSource, (await userByEmail('not-mine@example.com'))!.id, { ticker: 'GOTO' });
    const response = await agent.get('/api/account/export').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="telisik-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body as Record<string, unknown> & {
      analyses: { ticker: string }[];
      payments: { orderId: string; status: string }[];
      supportRequests: { subject: string }[];
    };
    expect(data.profile).toMatchObject({ email: 'export@example.com', firstName: 'Yuni' });
    expect(data.subscription).toMatchObject({ isPremium: true });
    expect(data.payments).toEqual([expect.objectContaining({ orderId, status: 'paid' })]);
    expect(data.analyses.map((a) => a.ticker)).toEqual(['BBCA']);
    expect(data.supportRequests.map((r) => r.subject)).toEqual(['Halo tim']);
    expect(data.premiumPeriods).toHaveLength(1);
    expect(
      (
        (await other.get('/api/account/export').expect(200)).body as { analyses: { ticker: string }[] }
      ).analyses.map((a) => a.ticker),
    ).toEqual(['GOTO']);
  });

  it('exports one of every kind of record I own: watchlist, alert settings and alerts, devices, share links, comparisons, mails (issue 23 item 5)', async () => {
    const { agent, user } = await paidUser('lengkap@example.com');
    const [analysis] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM analyses WHERE user_id = $1', [user.id]);
    const q = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
    await q('INSERT INTO watched_stocks (user_id, ticker) VALUES ($1, $2)', [user.id, 'TLKM']);
    await agent.put('/api/alerts/settings').send({ mailEnabled: true, pushEnabled: false, scorePoints: 6, pricePercent: 9 }).expect(200);
    await q(
      `INSERT INTO stock_alerts (user_id, ticker, as_of, kind, title, body) VALUES ($1, 'TLKM', '2025-12-09', 'price_moved', 'TLKM naik 9%', 'Harga TLKM naik.')`,
      [user.id],
    );
    await q(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, 'k', 'a', 'Firefox')`, [
      user.id,
      'https://updates.push.services.mozilla.com/wpush/v2/milik-saya',
    ]);
    await q(`INSERT INTO analysis_shares (user_id, analysis_id, token) VALUES ($1, $2, 'token-bagikan-milik-saya')`, [user.id, analysis!.id]);
    await q(`INSERT INTO comparisons (user_id, analysis_ids, data_as_of) VALUES ($1, $2, '2025-12-09')`, [user.id, [analysis!.id, analysis!.id]]);
    // Someone else's records of every kind must stay out.
    await signIn(t, 'orang-lain@example.com');
    const other = (await userByEmail('orang-lain@example.com'))!;
    await q('INSERT INTO watched_stocks (user_id, ticker) VALUES ($1, $2)', [other.id, 'GOTO']);

    const data = (await agent.get('/api/account/export').expect(200)).body as AccountExport;
    expect(data.watchlist).toEqual([{ ticker: 'TLKM', addedAt: expect.any(String) }]);
    expect(data.alertSettings).toEqual({ mailEnabled: true, pushEnabled: false, scorePoints: 6, pricePercent: 9, mailUnsubscribedAt: null });
    expect(data.alerts).toEqual([
      expect.objectContaining({ ticker: 'TLKM', asOf: '2025-12-09', kind: 'price_moved', title: 'TLKM naik 9%', readAt: null }),
    ]);
    expect(data.pushDevices).toEqual([
      { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/milik-saya', userAgent: 'Firefox', createdAt: expect.any(String) },
    ]);
    expect(data.shareLinks).toEqual([
      { url: `${t.url}/s/token-bagikan-milik-saya`, analysisId: analysis!.id, createdAt: expect.any(String), revokedAt: null },
    ]);
    expect(data.comparisons).toEqual([
      { id: expect.any(String), analysisIds: [analysis!.id, analysis!.id], dataAsOf: '2025-12-09', createdAt: expect.any(String) },
    ]);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((mail) => mail.subject.length > 0)).toBe(true);

    // Every table that holds a user's rows is in the export, or named here with why it is not.
    const notExported: Record<string, string> = {
      quota_reservations: 'a lease of a few minutes while an analysis runs',
      push_outbox: 'the pushes carry the alerts, which are exported',
    };
    const exportedFrom: Record<string, keyof AccountExport> = {
      analyses: 'analyses',
      premium_periods: 'premiumPeriods',
      payment_orders: 'payments',
      support_requests: 'supportRequests',
      watched_stocks: 'watchlist',
      alert_settings: 'alertSettings',
      stock_alerts: 'alerts',
      push_subscriptions: 'pushDevices',
      analysis_shares: 'shareLinks',
      comparisons: 'comparisons',
      mail_outbox: 'mails',
    };
    const tables = await t.dataSource.query<{ table_name: string }[]>(
      "SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row) => row.table_name).sort()).toEqual([...Object.keys(exportedFrom), ...Object.keys(notExported)].sort());
    for (const key of Object.values(exportedFrom)) expect(data[key]).not.toBeNull();
  });

  it('asks for the confirmation word and deletes nothing without it', async () => {
    const agent = await signIn(t, 'careful@example.com');
    for (const body of [undefined, {}, { confirmation: 'hapus' }, { confirmation: 'YA' }]) {
      const response = await agent.delete('/api/account').send(body).expect(400);
      expect(response.body.message).toBe('Ketik HAPUS untuk mengonfirmasi penghapusan akun.');
    }
    await agent.get('/api/auth/user').expect(200);
  });

  it('deletes me, every session of mine and my analyses; keeps the payment without my details', async () => {
    const { agent, user, orderId } = await paidUser('leaver@example.com');
    const otherDevice = await signIn(t, 'leaver@example.com');
    const bystander = await signIn(t, 'stays@example.com');
    const response = await agent.delete('/api/account').send({ confirmation: 'HAPUS' }).expect(204);
    expect(String(response.headers['set-cookie'])).toMatch(/telisik\.sid=;/);

    await agent.get('/api/auth/user').expect(401);
    await otherDevice.get('/api/auth/user').expect(401);
    await bystander.get('/api/auth/user').expect(200);
    expect(await userByEmail('leaver@example.com')).toBeNull();
    expect(await t.dataSource.getRepository(Analysis).countBy({ userId: user.id })).toBe(0);
    expect(
      Number(
        (
          await t.dataSource.query('SELECT count(*) AS n FROM support_requests WHERE user_id = $1', [user.id])
        )[0].n,
      ),
    ).toBe(0);
    expect(
      Number(
        (
          await t.dataSource.query('SELECT count(*) AS n FROM premium_periods WHERE user_id = $1', [user.id])
        )[0].n,
      ),
    ).toBe(0);
    expect(
      Number(
        (await t.dataSource.query('SELECT count(*) AS n FROM mail_outbox WHERE user_id = $1', [user.id]))[0]
          .n,
      ),
    ).toBe(0);
    const order = await t.dataSource.getRepository(PaymentOrder).findOneByOrFail({ orderId });
    expect(order).toMatchObject({
      userId: null,
      customerEmail: null,
      customerName: null,
      status: 'paid',
      amount: 199000,
    });
    expect(order.receiptNumber).toMatch(/^TLS\//);

    // Signing in again with the same email is a new, Free account.
    const back = await signIn(t, 'leaver@example.com');
    const fresh = (await back.get('/api/auth/user').expect(200)).body as { id: string; isPremium: boolean };
    expect(fresh.id).not.toBe(user.id);
    expect(fresh.isPremium).toBe(false);
    expect((await back.get('/api/billing/payments').expect(200)).body).toEqual([]);
  });

  it('records a payment that settles after the account was deleted, with no one to grant it to', async () => {
    const agent = await signIn(t, 'gone-before-paying@example.com');
    const order = (await agent.post('/api/billing/orders').expect(201)).body as { orderId: string };
    await agent.delete('/api/account').send({ confirmation: 'HAPUS' }).expect(204);
    midtrans.set(order.orderId, 'settlement');
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send(midtrans.notification(order.orderId))
      .expect(200);
    const row = await t.dataSource.getRepository(PaymentOrder).findOneByOrFail({ orderId: order.orderId });
    expect(row).toMatchObject({ status: 'paid', userId: null, customerEmail: null });
    expect(
      Number(
        (
          await t.dataSource.query('SELECT count(*) AS n FROM premium_periods WHERE payment_order_id = $1', [
            row.id,
          ])
        )[0].n,
      ),
    ).toBe(0);
  });

  it('needs a session', async () => {
    await request(t.url).get('/api/account/export').expect(401);
    await request(t.url).delete('/api/account').send({ confirmation: 'HAPUS' }).expect(401);
  });
});
