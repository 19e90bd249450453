import request from 'supertest';
import { PaymentNotification } from '../../src/billing/entities/payment-notification.entity';
import { PaymentOrder } from '../../src/billing/entities/payment-order.entity';
import { PremiumPeriod } from '../../src/entitlement/premium-period.entity';
import { MailOutboxMessage } from '../../src/mail/entities/mail-outbox-message.entity';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { FAKE_SERVER_KEY, MidtransFake } from '../utils/midtrans-fake';
import { TestSmtpServer } from '../utils/smtp';

const DAY = 24 * 60 * 60 * 1000;
const NOTIFY = '/api/billing/midtrans/notification';

describe('buying Premium through Midtrans Snap (against a local Snap and status API)', () => {
  let t: TestApp;
  let midtrans: MidtransFake;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    midtrans = await new MidtransFake().start();
    smtp = await new TestSmtpServer().start();
    t = await startTestApp({
      ...midtrans.env(),
      SMTP_URL: smtp.url,
      COMPANY_NAME: 'PT Telisik Data Nusantara',
      COMPANY_ADDRESS: 'Jl. Sudirman 1, Jakarta',
      COMPANY_TAX_ID: '01.234.567.8-901.000',
    });
  });
  afterAll(async () => {
    await t.close();
    await midtrans.close();
    await smtp.close();
  });
  afterEach(() => {
    midtrans.snapMode = 'ok';
    midtrans.statusMode = 'ok';
  });

  async function buyer(email: string, firstName = 'Dewi'): Promise<Agent> {
    return signIn(t, email, firstName);
  }

  async function startOrder(
    agent: Agent,
  ): Promise<{ orderId: string; redirectUrl: string; reused: boolean }> {
    const response = await agent.post('/api/billing/orders').expect(201);
    return response.body as { orderId: string; redirectUrl: string; reused: boolean };
  }

  const notify = (body: Record<string, unknown>) => request(t.url).post(NOTIFY).send(body);
  const orderRow = (orderId: string) => t.dataSource.getRepository(PaymentOrder).findOneByOrFail({ orderId });
  const periodsOf = (orderId: string) =>
    orderRow(orderId).then((order) =>
      t.dataSource.getRepository(PremiumPeriod).findBy({ paymentOrderId: order.id }),
    );
  const notificationsOf = (orderId: string) =>
    orderRow(orderId).then((order) =>
      t.dataSource.getRepository(PaymentNotification).findBy({ paymentOrderId: order.id }),
    );

  async function pay(agent: Agent, status = 'settlement', extra: Record<string, unknown> = {}) {
    const order = await startOrder(agent);
    midtrans.set(order.orderId, status, extra);
    await notify(midtrans.notification(order.orderId)).expect(200);
    return order;
  }

  it('starts with Free and the price: Rp 199.000 for 30 days, nothing open', async () => {
    const agent = await buyer('fresh@example.com');
    const response = await agent.get('/api/billing/subscription').expect(200);
    expect(response.body).toEqual({
      plan: 'free',
      isPremium: false,
      premiumUntil: null,
      price: { amount: 199000, currency: 'IDR', periodDays: 30 },
      openOrder: null,
    });
  });

  it('creates the Snap transaction (order, amount, item, customer, finish page, notification URL) and sends the browser to its page', async () => {
    const agent = await buyer('snap@example.com', 'Sari');
    const order = await startOrder(agent);
    expect(order.reused).toBe(false);
    expect(order.orderId).toMatch(/^TLS-\d{8}-[0-9a-f]{10}$/);
    expect(order.redirectUrl).toContain(`${midtrans.url}/snap/v4/redirection/`);
    const sent = midtrans.snapRequests().at(-1)!;
    expect(sent.headers['x-override-notification']).toBe(`${t.url}${NOTIFY}`);
    expect(sent.body).toEqual({
      transaction_details: { order_id: order.orderId, gross_amount: 199000 },
      item_details: [{ id: 'premium-30-hari', price: 199000, quantity: 1, name: 'Telisik Premium 30 hari' }],
      customer_details: { email: 'snap@example.com', first_name: 'Sari' },
      callbacks: { finish: `${t.url}/billing/finish` },
      expiry: { unit: 'hour', duration: 24 },
    });
    const subscription = (await agent.get('/api/billing/subscription').expect(200)).body as {
      openOrder: { orderId: string };
    };
    expect(subscription.openOrder.orderId).toBe(order.orderId);
  });

  it('reuses the open order for a second click and for a burst of double clicks: one Snap transaction', async () => {
    const agent = await buyer('double@example.com');
    const before = midtrans.snapRequests().length;
    const burst = await Promise.all(Array.from({ length: 6 }, () => agent.post('/api/billing/orders')));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = new Set(burst.map((r) => (r.body as { orderId: string }).orderId));
    expect(ids.size).toBe(1);
    expect(midtrans.snapRequests().length - before).toBe(1);
    const again = await startOrder(agent);
    expect(again).toMatchObject({ orderId: [...ids][0], reused: true });
  });

  it('grants 30 days on settlement, shows Premium everywhere, and mails the receipt once', async () => {
    const agent = await buyer('settle@example.com', 'Budi');
    const order = await startOrder(agent);
    midtrans.set(order.orderId, 'settlement', {
      payment_type: 'bank_transfer',
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
    });
    const answer = await notify(midtrans.notification(order.orderId)).expect(200);
    expect(answer.body).toEqual({ status: 'ok', orderStatus: 'paid' });

    const user = (await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean };
    expect(user.isPremium).toBe(true);
    expect((await agent.get('/api/quota').expect(200)).body).toEqual({
      quota: { analysesUsed: 0, limit: null, isPremium: true },
    });
    const subscription = (await agent.get('/api/billing/subscription').expect(200)).body as {
      plan: string;
      premiumUntil: string;
      openOrder: unknown;
    };
    expect(subscription.plan).toBe('premium');
    expect(subscription.openOrder).toBeNull();
    const until = new Date(subscription.premiumUntil).getTime();
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const view = (await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({
      status: 'paid',
      amount: 199000,
      paymentMethod: 'Virtual Account BCA',
      instructions: null,
      redirectUrl: null,
    });
    expect(view.receiptNumber).toMatch(/^TLS\/\d{4}\/\d{6}$/);

    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes('settle@example.com') && /Kuitansi/.test(m.parsed.subject ?? ''),
    );
    expect(mail.parsed.subject).toBe(`Kuitansi ${String(view.receiptNumber)}: Telisik Premium`);
    expect(mail.parsed.text).toContain('Halo Budi,');
    expect(mail.parsed.text).toContain('Rp 199.000');
    expect(mail.parsed.text).toContain('Virtual Account BCA');
    expect(mail.parsed.text).toContain(order.orderId);
    expect(mail.parsed.text).toContain('PT Telisik Data Nusantara');
    expect(mail.parsed.text).toContain('NPWP 01.234.567.8-901.000');
    expect(mail.parsed.html).toContain('Lihat dan cetak kuitansi');
    expect(mail.parsed.html).toContain(`${t.url}/settings/receipts/${order.orderId}`);

    // Midtrans retries and duplicates: the same notification five more times grants nothing more.
    for (let i = 0; i < 5; i += 1) await notify(midtrans.notification(order.orderId)).expect(200);
    expect(await periodsOf(order.orderId)).toHaveLength(1);
    expect(await notificationsOf(order.orderId)).toHaveLength(6);
    expect((await notificationsOf(order.orderId)).filter((n) => n.effect === 'granted')).toHaveLength(1);
    expect(
      await t.dataSource
        .getRepository(MailOutboxMessage)
        .countBy({ kind: 'receipt', recipient: 'settle@example.com' }),
    ).toBe(1);

    const history = (await agent.get('/api/billing/payments').expect(200)).body as Record<string, unknown>[];
    expect(history).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        status: 'paid',
        amount: 199000,
        receiptNumber: view.receiptNumber,
      }),
    ]);
    const receipt = (await agent.get(`/api/billing/payments/${order.orderId}/receipt`).expect(200))
      .body as Record<string, unknown>;
    expect(receipt).toMatchObject({
      receiptNumber: view.receiptNumber,
      amount: 199000,
      itemName: 'Telisik Premium 30 hari',
      paymentMethod: 'Virtual Account BCA',
      customer: { name: 'Budi', email: 'settle@example.com' },
      company: {
        name: 'PT Telisik Data Nusantara',
        address: 'Jl. Sudirman 1, Jakarta',
        taxId: '01.234.567.8-901.000',
      },
    });
  });

  it('grants once when many copies of a settlement arrive at the same moment', async () => {
    const agent = await buyer('race@example.com');
    const order = await startOrder(agent);
    midtrans.set(order.orderId, 'settlement');
    const body = midtrans.notification(order.orderId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await periodsOf(order.orderId)).toHaveLength(1);
    expect(
      await t.dataSource
        .getRepository(MailOutboxMessage)
        .countBy({ kind: 'receipt', recipient: 'race@example.com' }),
    ).toBe(1);
  });

  it('is not fooled by an out-of-order pending after the settlement: the status API has the last word', async () => {
    const agent = await buyer('order@example.com');
    const order = await startOrder(agent);
    const pendingNotification =
      (midtrans.set(order.orderId, 'pending'), midtrans.notification(order.orderId));
    midtrans.set(order.orderId, 'settlement');
    await notify(midtrans.notification(order.orderId)).expect(200);
    // The older "pending" arrives late; Midtrans now says settlement, and the order stays paid.
    const late = await notify(pendingNotification).expect(200);
    expect(late.body).toEqual({ status: 'ok', orderStatus: 'paid' });
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await periodsOf(order.orderId)).toHaveLength(1);
  });

  it('believes the status API over the notification: a "settlement" that Midtrans calls pending grants nothing', async () => {
    const agent = await buyer('claim@example.com');
    const order = await startOrder(agent);
    midtrans.set(order.orderId, 'settlement');
    const claimed = midtrans.notification(order.orderId);
    midtrans.set(order.orderId, 'pending', { expiry_time: '2026-01-06 10:00:00' });
    const answer = await notify(claimed).expect(200);
    expect(answer.body).toEqual({ status: 'ok', orderStatus: 'pending' });
    expect(await periodsOf(order.orderId)).toHaveLength(0);
    const view = (await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(view.instructions).toEqual({
      kind: 'virtual_account',
      bank: 'bca',
      number: '12345678901',
      paymentType: 'bank_transfer',
      payBefore: '2026-01-06T03:00:00.000Z',
    });
    expect(view.redirectUrl).toBe(order.redirectUrl);
  });

  it.each([
    [
      'capture accepted by fraud detection',
      'capture',
      { payment_type: 'credit_card', fraud_status: 'accept' },
      'paid',
      1,
    ],
    [
      'capture challenged by fraud detection',
      'capture',
      { payment_type: 'credit_card', fraud_status: 'challenge' },
      'pending',
      0,
    ],
    [
      'capture denied by fraud detection',
      'capture',
      { payment_type: 'credit_card', fraud_status: 'deny' },
      'denied',
      0,
    ],
    ['card authorised, not captured', 'authorize', { payment_type: 'credit_card' }, 'pending', 0],
    ['pending', 'pending', {}, 'pending', 0],
    ['deny', 'deny', {}, 'denied', 0],
    ['cancel', 'cancel', {}, 'cancelled', 0],
    ['expire', 'expire', {}, 'expired', 0],
    ['failure', 'failure', {}, 'failed', 0],
  ])('maps %s', async (_label, status, extra, expected, periods) => {
    const agent = await buyer(
      `${status}-${String((extra as { fraud_status?: string }).fraud_status ?? 'x')}@example.com`,
    );
    const order = await pay(agent, status, extra);
    expect((await orderRow(order.orderId)).status).toBe(expected);
    expect(await periodsOf(order.orderId)).toHaveLength(periods);
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      periods === 1,
    );
  });

  it('lets an ended order free the slot: the next click starts a new order', async () => {
    const agent = await buyer('retry@example.com');
    const failed = await pay(agent, 'deny');
    const next = await startOrder(agent);
    expect(next.orderId).not.toBe(failed.orderId);
    expect(next.reused).toBe(false);
  });

  it.each([
    ['refund', 'refunded'],
    ['chargeback', 'charged_back'],
  ])('takes the period back on %s and tells the user', async (status, expected) => {
    const agent = await buyer(`${status}-back@example.com`, 'Rudi');
    const order = await pay(agent, 'settlement');
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );
    midtrans.set(order.orderId, status);
    await notify(midtrans.notification(order.orderId)).expect(200);
    expect((await orderRow(order.orderId)).status).toBe(expected);
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
    expect((await agent.get('/api/quota').expect(200)).body).toEqual({
      quota: { analysesUsed: 0, limit: 1, isPremium: false },
    });
    const [period] = await periodsOf(order.orderId);
    expect(period!.revokedAt).not.toBeNull();
    const mail = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(`${status}-back@example.com`) &&
        /Pembayaran .* (dikembalikan|ditarik)/.test(m.parsed.subject ?? ''),
    );
    expect(mail.parsed.text).toContain('periode Premium dari pesanan ini kami tarik kembali');
    // The receipt stays available: the payment happened.
    await agent.get(`/api/billing/payments/${order.orderId}/receipt`).expect(200);
  });

  it('is not fooled by a replayed settlement after a refund: the period stays taken back', async () => {
    const agent = await buyer('replay@example.com');
    const order = await pay(agent, 'settlement');
    const oldSettlement = midtrans.notification(order.orderId);
    midtrans.set(order.orderId, 'refund');
    await notify(midtrans.notification(order.orderId)).expect(200);
    const replayed = await notify(oldSettlement).expect(200);
    expect(replayed.body).toEqual({ status: 'ok', orderStatus: 'refunded' });
    expect(await periodsOf(order.orderId)).toHaveLength(1);
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
  });

  it('limits how many new orders (gateway calls) a user starts per minute; reusing one is free', async () => {
    const agent = await buyer('many-orders@example.com');
    for (let i = 0; i < 5; i += 1) {
      const order = await startOrder(agent);
      expect((await startOrder(agent)).reused).toBe(true);
      midtrans.set(order.orderId, 'deny');
      await notify(midtrans.notification(order.orderId)).expect(200);
    }
    const refused = await agent.post('/api/billing/orders').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(
      ((await agent.get('/api/billing/subscription').expect(200)).body as { openOrder: unknown }).openOrder,
    ).toBeNull();
  });

  it('keeps the period on a partial refund (an operator decides more)', async () => {
    const agent = await buyer('partial@example.com');
    const order = await pay(agent, 'settlement');
    midtrans.set(order.orderId, 'partial_refund');
    await notify(midtrans.notification(order.orderId)).expect(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );
  });

  it('renews early from the current end, and a refund of the first payment moves the renewal up', async () => {
    const agent = await buyer('renew@example.com');
    const first = await pay(agent, 'settlement');
    const firstEnd = new Date(
      ((await agent.get('/api/billing/subscription').expect(200)).body as { premiumUntil: string })
        .premiumUntil,
    );
    const second = await pay(agent, 'settlement');
    const secondEnd = new Date(
      ((await agent.get('/api/billing/subscription').expect(200)).body as { premiumUntil: string })
        .premiumUntil,
    );
    expect(secondEnd.getTime() - firstEnd.getTime()).toBe(30 * DAY);
    const [renewal] = await periodsOf(second.orderId);
    expect(renewal!.startsAt.getTime()).toBe(firstEnd.getTime());

    midtrans.set(first.orderId, 'refund');
    await notify(midtrans.notification(first.orderId)).expect(200);
    const after = (await agent.get('/api/billing/subscription').expect(200)).body as {
      isPremium: boolean;
      premiumUntil: string;
    };
    expect(after.isPremium).toBe(true);
    expect(Math.abs(new Date(after.premiumUntil).getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  describe('refuses bad notifications with a clear error and writes nothing', () => {
    let agent: Agent;
    let orderId: string;
    beforeAll(async () => {
      agent = await buyer('victim@example.com');
      orderId = (await startOrder(agent)).orderId;
      midtrans.set(orderId, 'settlement');
    });
    afterEach(async () => {
      expect((await orderRow(orderId)).status).toBe('pending');
      expect(await notificationsOf(orderId)).toHaveLength(0);
      expect(await periodsOf(orderId)).toHaveLength(0);
    });

    it('a tampered body (signature no longer matches): 403', async () => {
      const body = { ...midtrans.notification(orderId), status_code: '201' };
      const response = await notify(body).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Tanda tangan notifikasi pembayaran tidak valid.',
      });
    });

    it('a notification signed with another key: 403', async () => {
      await notify(midtrans.notification(orderId, {}, 'SB-Mid-server-attacker')).expect(403);
    });

    it('the wrong amount, even correctly signed: 422', async () => {
      const response = await notify(midtrans.notification(orderId, { gross_amount: '1000.00' })).expect(422);
      expect(response.body.message).toBe('Jumlah atau mata uang pembayaran tidak sesuai dengan pesanan.');
    });

    it('the wrong currency: 422', async () => {
      await notify(midtrans.notification(orderId, { currency: 'USD' })).expect(422);
    });

    it('the status API reporting a different amount than the notification: 422', async () => {
      midtrans.set(orderId, 'settlement', { gross_amount: '1.00' });
      await notify(midtrans.notification(orderId, { gross_amount: '199000.00' })).expect(422);
      midtrans.set(orderId, 'settlement');
    });

    it('an unknown order: 404', async () => {
      midtrans.set('TLS-20260101-0000000000', 'settlement');
      const response = await notify(midtrans.notification('TLS-20260101-0000000000')).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Pesanan pembayaran tidak ditemukan.',
      });
    });

    it('a transaction the status API does not know: 409, so Midtrans retries', async () => {
      const body = midtrans.notification(orderId);
      midtrans.transactions.delete(orderId);
      await notify(body).expect(409);
      midtrans.set(orderId, 'settlement');
    });

    it('the status API down while confirming: 503, so Midtrans retries; the retry grants', async () => {
      midtrans.statusMode = 'down';
      const body = midtrans.notification(orderId);
      const response = await notify(body).expect(503);
      expect(response.body.message).toContain('Layanan pembayaran sedang tidak dapat dihubungi');
      midtrans.statusMode = 'error';
      await notify(body).expect(503);
    });

    it.each([
      [
        'a missing signature',
        (b: Record<string, unknown>) => ({ ...b, signature_key: undefined }),
        'signature_key',
      ],
      ['a numeric status_code', (b: Record<string, unknown>) => ({ ...b, status_code: 200 }), 'status_code'],
      ['no order_id', (b: Record<string, unknown>) => ({ ...b, order_id: undefined }), 'order_id'],
    ])('%s: 400', async (_label, change, field) => {
      const response = await notify(change(midtrans.notification(orderId))).expect(400);
      expect(response.body.message).toBe(
        `Notifikasi pembayaran tidak lengkap: kolom ${field} wajib berupa teks.`,
      );
    });

    it('a body that is not JSON: 400 / 415', async () => {
      await request(t.url)
        .post(NOTIFY)
        .set('Content-Type', 'application/json')
        .send('{"order_id":')
        .expect(400);
      await request(t.url).post(NOTIFY).set('Content-Type', 'text/plain').send('order_id=1').expect(415);
      await request(t.url).post(NOTIFY).send([1, 2]).expect(400);
    });
  });

  it('grants after the status API comes back (Midtrans retries the same notification)', async () => {
    const agent = await buyer('comeback@example.com');
    const order = await startOrder(agent);
    midtrans.set(order.orderId, 'settlement');
    const body = midtrans.notification(order.orderId);
    midtrans.statusMode = 'down';
    await notify(body).expect(503);
    midtrans.statusMode = 'ok';
    await notify(body).expect(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });

  it("pays only the order's owner: another user's order is a 404 for everyone else", async () => {
    const owner = await buyer('owner@example.com');
    const other = await buyer('other@example.com');
    const order = await pay(owner, 'settlement');
    expect(((await owner.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );
    expect(((await other.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
    await other.get(`/api/billing/orders/${order.orderId}`).expect(404);
    await other.get(`/api/billing/payments/${order.orderId}/receipt`).expect(404);
    expect((await other.get('/api/billing/payments').expect(200)).body).toEqual([]);
    await other.get('/api/billing/orders/..%2F..%2Fetc').expect(404);
  });

  it('tells the user when the gateway is down at checkout, leaves no open order, and works again after', async () => {
    const agent = await buyer('down@example.com');
    midtrans.snapMode = 'down';
    const response = await agent.post('/api/billing/orders').expect(503);
    expect(response.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message:
        'Layanan pembayaran sedang tidak dapat dihubungi. Tidak ada biaya yang ditagihkan; silakan coba lagi beberapa saat lagi.',
    });
    midtrans.snapMode = 'error';
    await agent.post('/api/billing/orders').expect(503);
    midtrans.snapMode = 'reject';
    const rejected = await agent.post('/api/billing/orders').expect(502);
    expect(rejected.body.message).toContain('menolak');
    expect(
      ((await agent.get('/api/billing/subscription').expect(200)).body as { openOrder: unknown }).openOrder,
    ).toBeNull();
    expect((await agent.get('/api/billing/payments').expect(200)).body).toEqual([]);
    midtrans.snapMode = 'ok';
    expect((await startOrder(agent)).reused).toBe(false);
  });

  it('closes an open order whose payment window passed and starts a new one; a last-minute payment still counts', async () => {
    const agent = await buyer('expired@example.com');
    const old = await startOrder(agent);
    await t.dataSource
      .getRepository(PaymentOrder)
      .update({ orderId: old.orderId }, { expiresAt: new Date(Date.now() - 1000) });
    // Midtrans never saw a payment method chosen: the status API knows nothing.
    const fresh = await startOrder(agent);
    expect(fresh.orderId).not.toBe(old.orderId);
    expect((await orderRow(old.orderId)).status).toBe('expired');
    // The expired order settles after all (paid at the last second): the money is honoured.
    midtrans.set(old.orderId, 'settlement');
    await notify(midtrans.notification(old.orderId)).expect(200);
    expect((await orderRow(old.orderId)).status).toBe('paid');
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );
  });

  it('reads the finish page: refreshes a pending order from the status API (no notification needed)', async () => {
    const agent = await buyer('finish@example.com');
    const order = await startOrder(agent);
    expect(
      ((await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as { status: string })
        .status,
    ).toBe('pending');
    midtrans.set(order.orderId, 'settlement', { payment_type: 'qris', va_numbers: undefined });
    await t.dataSource
      .getRepository(PaymentOrder)
      .update({ orderId: order.orderId }, { lastCheckedAt: null });
    const view = (await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({ status: 'paid', paymentMethod: 'QRIS' });
    expect(view.premiumUntil).not.toBeNull();
    const [event] = await notificationsOf(order.orderId);
    expect(event).toMatchObject({ source: 'status_check', effect: 'granted' });
  });

  it('needs a session for everything but the notification', async () => {
    for (const [method, path] of [
      ['get', '/api/billing/subscription'],
      ['post', '/api/billing/orders'],
      ['get', '/api/billing/orders/TLS-1'],
      ['get', '/api/billing/payments'],
      ['get', '/api/billing/payments/TLS-1/receipt'],
    ] as const) {
      const response = await request(t.url)[method](path).expect(401);
      expect(response.body.message).toContain('Unauthorized');
    }
  });

  it('keeps the server key out of every answer', async () => {
    const agent = await buyer('secret@example.com');
    const order = await startOrder(agent);
    const texts = [
      JSON.stringify((await agent.get('/api/billing/subscription')).body),
      JSON.stringify((await agent.get(`/api/billing/orders/${order.orderId}`)).body),
    ];
    for (const text of texts) expect(text).not.toContain(FAKE_SERVER_KEY);
  });
});
