import request from 'supertest';
import { PaymentOrder } from '../src/billing/entities/payment-order.entity';
import { User } from '../src/users/entities/user.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { MidtransFake } from './utils/midtrans-fake';
import { TestSmtpServer } from './utils/smtp';

const DAY = 24 * 60 * 60 * 1000;

describe('the operator view (/api/admin, ADMIN_EMAILS only)', () => {
  let smtp: TestSmtpServer;
  let midtrans: MidtransFake;
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    midtrans = await new MidtransFake().start();
    t = await startTestApp({
      ...midtrans.env(),
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: ' Ops@Telisik.test , boss@telisik.test',
      // The embedded provider vouches for the first operator only; boss@ signs in unproven.
      EMBEDDED_VERIFIED_EMAILS: 'ops@telisik.test',
      SUPPORT_EMAIL: 'bantuan@telisik.test',
    });
    admin = await signIn(t, 'ops@telisik.test', 'Operator');
  });
  afterAll(async () => {
    await t.close();
    await midtrans.close();
    await smtp.close();
  });

  const userId = (email: string) =>
    t.dataSource
      .getRepository(User)
      .findOneByOrFail({ email })
      .then((u) => u.id);

  it('is a 404 for everyone else, signed in or not, on every endpoint', async () => {
    const someone = await signIn(t, 'curious@example.com');
    const id = await userId('curious@example.com');
    const endpoints = [
      ['get', '/api/admin/me'],
      ['get', '/api/admin/users?q=a'],
      ['get', `/api/admin/users/${id}`],
      ['post', `/api/admin/users/${id}/premium-grants`],
      ['post', `/api/admin/users/${id}/premium-revocations`],
      ['get', '/api/admin/payments'],
      ['get', '/api/admin/support-requests'],
      ['post', `/api/admin/support-requests/${id}/replies`],
      ['get', '/api/admin/audit-log'],
      ['get', '/api/admin/market-data/catch-ups'],
    ] as const;
    for (const [method, path] of endpoints) {
      for (const client of [someone, request(t.url)]) {
        const response = await client[method](path).send(
          method === 'post' ? { days: 30, reason: 'saya sendiri', message: 'hai' } : undefined,
        );
        expect({ path, status: response.status, body: response.body as unknown }).toEqual({
          path,
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'Alamat yang diminta tidak ditemukan.' },
        });
      }
    }
    expect(((await someone.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
  });

  it('is a 404 for a listed address the provider did not verify (email_verified: false)', async () => {
    const impostor = await signIn(t, 'boss@telisik.test');
    const id = await userId('boss@telisik.test');
    await impostor.get('/api/admin/me').expect(404);
    await impostor.get('/api/admin/users?q=a').expect(404);
    await impostor.post(`/api/admin/users/${id}/premium-grants`).send({ days: 365, reason: 'saya sendiri' }).expect(404);
    expect(((await impostor.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(false);
  });

  it('lets an operator (email matched without regard to case) in', async () => {
    expect((await admin.get('/api/admin/me').expect(200)).body).toEqual({ email: 'ops@telisik.test' });
  });

  it('finds users by email or name', async () => {
    await signIn(t, 'siti.find@example.com', 'Siti');
    const byEmail = (await admin.get('/api/admin/users?q=SITI.FIND').expect(200)).body as { email: string }[];
    expect(byEmail.map((u) => u.email)).toEqual(['siti.find@example.com']);
    const byName = (await admin.get('/api/admin/users?q=siti').expect(200)).body as {
      email: string;
      isPremium: boolean;
    }[];
    expect(byName).toContainEqual(
      expect.objectContaining({ email: 'siti.find@example.com', isPremium: false, premiumUntil: null }),
    );
    expect((await admin.get('/api/admin/users?q=%25').expect(200)).body).toEqual([]);
  });

  it('grants Premium for some days with a reason, in the audit log; revokes it with a reason', async () => {
    const member = await signIn(t, 'granted@example.com', 'Gani');
    const id = await userId('granted@example.com');
    const granted = (
      await admin
        .post(`/api/admin/users/${id}/premium-grants`)
        .send({ days: 14, reason: 'Kompensasi gangguan 3 Jan' })
        .expect(201)
    ).body as {
      isPremium: boolean;
      premiumUntil: string;
      periods: { source: string; days: number; reason: string; grantedBy: string }[];
      audit: { action: string; reason: string; adminEmail: string }[];
    };
    expect(granted.isPremium).toBe(true);
    expect(Math.abs(new Date(granted.premiumUntil).getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(granted.periods).toEqual([
      expect.objectContaining({
        source: 'grant',
        days: 14,
        reason: 'Kompensasi gangguan 3 Jan',
        grantedBy: 'ops@telisik.test',
      }),
    ]);
    expect(granted.audit).toEqual([
      expect.objectContaining({
        action: 'grant_premium',
        reason: 'Kompensasi gangguan 3 Jan',
        adminEmail: 'ops@telisik.test',
      }),
    ]);
    expect(((await member.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );

    const revoked = (
      await admin
        .post(`/api/admin/users/${id}/premium-revocations`)
        .send({ reason: 'Salah akun' })
        .expect(201)
    ).body as {
      isPremium: boolean;
      audit: { action: string; reason: string }[];
    };
    expect(revoked.isPremium).toBe(false);
    expect(revoked.audit.map((a) => [a.action, a.reason])).toEqual([
      ['revoke_premium', 'Salah akun'],
      ['grant_premium', 'Kompensasi gangguan 3 Jan'],
    ]);
    expect(((await member.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
    const nothing = await admin
      .post(`/api/admin/users/${id}/premium-revocations`)
      .send({ reason: 'Lagi' })
      .expect(409);
    expect(nothing.body.message).toBe('Pengguna ini tidak sedang Premium: tidak ada yang dicabut.');
  });

  it.each([
    ['no reason', { days: 30 }, 'Kolom reason wajib diisi.'],
    ['a blank reason', { days: 30, reason: '   ' }, 'Kolom reason minimal 3 karakter.'],
    ['zero days', { days: 0, reason: 'uji coba' }, 'Kolom days harus bilangan bulat antara 1 dan 366.'],
    [
      'fractional days',
      { days: 1.5, reason: 'uji coba' },
      'Kolom days harus bilangan bulat antara 1 dan 366.',
    ],
    ['days as text', { days: '30', reason: 'uji coba' }, 'Kolom days harus bilangan bulat antara 1 dan 366.'],
  ])('refuses a grant with %s and grants nothing', async (_label, body, message) => {
    await signIn(t, 'bad-grant@example.com');
    const id = await userId('bad-grant@example.com');
    const response = await admin.post(`/api/admin/users/${id}/premium-grants`).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(
      ((await admin.get(`/api/admin/users/${id}`).expect(200)).body as { periods: unknown[] }).periods,
    ).toEqual([]);
  });

  it('answers 404 for a user that does not exist', async () => {
    await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/admin/users/not-a-uuid').expect(404);
    await admin
      .post('/api/admin/users/not-a-uuid/premium-grants')
      .send({ days: 3, reason: 'uji coba' })
      .expect(404);
  });

  it('shows payments with their notification history', async () => {
    const buyer = await signIn(t, 'payer@example.com');
    const order = (await buyer.post('/api/billing/orders').expect(201)).body as { orderId: string };
    midtrans.set(order.orderId, 'pending');
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send(midtrans.notification(order.orderId))
      .expect(200);
    midtrans.set(order.orderId, 'settlement');
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send(midtrans.notification(order.orderId))
      .expect(200);
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send(midtrans.notification(order.orderId))
      .expect(200);

    const payments = (await admin.get('/api/admin/payments?limit=10').expect(200)).body as {
      orderId: string;
      status: string;
      customerEmail: string;
      notifications: { notifiedStatus: string; confirmedStatus: string; effect: string }[];
    }[];
    const payment = payments.find((p) => p.orderId === order.orderId)!;
    expect(payment).toMatchObject({ status: 'paid', customerEmail: 'payer@example.com' });
    expect(payment.notifications.map((n) => [n.confirmedStatus, n.effect])).toEqual([
      ['pending', 'waiting'],
      ['settlement', 'granted'],
      ['settlement', 'none'],
    ]);
    const detail = (await admin.get(`/api/admin/users/${await userId('payer@example.com')}`).expect(200))
      .body as {
      payments: { orderId: string }[];
      periods: { orderId: string }[];
    };
    expect(detail.payments.map((p) => p.orderId)).toEqual([order.orderId]);
    expect(detail.periods.map((p) => p.orderId)).toEqual([order.orderId]);
    await admin.get('/api/admin/payments?limit=0').expect(400);
    expect(await t.dataSource.getRepository(PaymentOrder).countBy({ orderId: order.orderId })).toBe(1);
  });

  it('lists support requests priority first and answers one: stored, shown to the user, mailed, audited', async () => {
    const free = await signIn(t, 'free-asker@example.com', 'Fadli');
    const premium = await signIn(t, 'premium-asker@example.com', 'Putri');
    await admin
      .post(`/api/admin/users/${await userId('premium-asker@example.com')}/premium-grants`)
      .send({ days: 30, reason: 'uji prioritas' })
      .expect(201);
    await free
      .post('/api/support/requests')
      .send({ subject: 'Pertanyaan gratis', message: 'Bagaimana skor dihitung?' })
      .expect(201);
    await premium
      .post('/api/support/requests')
      .send({ subject: 'Pertanyaan premium', message: 'Kapan data diperbarui?' })
      .expect(201);

    const queue = (await admin.get('/api/admin/support-requests').expect(200)).body as {
      id: string;
      subject: string;
      priority: boolean;
      user: { email: string };
    }[];
    const mine = queue.filter((r) => ['Pertanyaan gratis', 'Pertanyaan premium'].includes(r.subject));
    expect(mine.map((r) => [r.subject, r.priority])).toEqual([
      ['Pertanyaan premium', true],
      ['Pertanyaan gratis', false],
    ]);
    const target = mine[1]!;
    const answered = (
      await admin
        .post(`/api/admin/support-requests/${target.id}/replies`)
        .send({ message: 'Skor dihitung dari 39 aturan.' })
        .expect(201)
    ).body as {
      status: string;
      replies: { message: string; authorEmail: string }[];
    };
    expect(answered.status).toBe('answered');
    expect(answered.replies).toEqual([
      expect.objectContaining({ message: 'Skor dihitung dari 39 aturan.', authorEmail: 'ops@telisik.test' }),
    ]);

    const seen = (await free.get('/api/support/requests').expect(200)).body as {
      status: string;
      replies: { message: string }[];
    }[];
    expect(seen[0]).toMatchObject({
      status: 'answered',
      replies: [expect.objectContaining({ message: 'Skor dihitung dari 39 aturan.' })],
    });
    expect(JSON.stringify(seen)).not.toContain('ops@telisik.test');
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('free-asker@example.com'));
    expect(mail.parsed.subject).toBe('Re: Pertanyaan gratis');
    expect(mail.parsed.text).toContain('Skor dihitung dari 39 aturan.');
    expect(mail.parsed.text).toContain('> Bagaimana skor dihitung?');

    const audit = (await admin.get('/api/admin/audit-log').expect(200)).body as {
      action: string;
      details: { requestId?: string };
    }[];
    expect(audit[0]).toMatchObject({ action: 'reply_support', details: { requestId: target.id } });
    await admin.post('/api/admin/support-requests/not-a-uuid/replies').send({ message: 'Halo' }).expect(404);
    await admin.post(`/api/admin/support-requests/${target.id}/replies`).send({ message: '' }).expect(400);
  });

  it('lists the IDX catch-ups newest first: days, rows and where a failed one stopped', async () => {
    await t.dataSource.query(
      `INSERT INTO market_data_catch_ups (id, trigger, status, started_at, finished_at, from_date, to_date,
                                          days_stored, holidays, rows_written, failure)
       VALUES ('00000000-0000-4000-8000-000000000001', 'command', 'succeeded', '2026-11-24T09:00:00Z',
               '2026-11-24T09:02:00Z', '2026-01-02', '2026-11-24', 220, 8, 450000, NULL),
              ('00000000-0000-4000-8000-000000000002', 'schedule', 'failed', '2026-11-25T09:20:00Z',
               '2026-11-25T09:21:00Z', '2026-11-25', '2026-11-25', 0, 0, 0, '2026-11-25: HTTP 403')`,
    );
    const runs = (await admin.get('/api/admin/market-data/catch-ups').expect(200)).body as unknown[];
    expect(runs).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000002',
        trigger: 'schedule',
        status: 'failed',
        startedAt: '2026-11-25T09:20:00.000Z',
        finishedAt: '2026-11-25T09:21:00.000Z',
        fromDate: '2026-11-25',
        toDate: '2026-11-25',
        daysStored: 0,
        holidays: 0,
        rowsWritten: 0,
        failure: '2026-11-25: HTTP 403',
      },
      expect.objectContaining({ id: '00000000-0000-4000-8000-000000000001', daysStored: 220, rowsWritten: 450000 }),
    ]);
    await admin.get('/api/admin/market-data/catch-ups?limit=0').expect(400);
  });
});
