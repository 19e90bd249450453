import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { mountPaymentSimulator } from '../../src/billing/payment-simulator/payment-simulator';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';

/** Follows the simulator's form like a browser: the action URL from the page, then its redirect. */
async function choose(
  agent: Agent,
  app: TestApp,
  redirectUrl: string,
  action: 'pay' | 'defer' | 'fail',
  method = 'qris',
) {
  const path = new URL(redirectUrl).pathname;
  const page = await agent.get(path).expect(200);
  const formAction = /<form method="post" action="([^"]+)"/.exec(page.text)![1]!;
  const response = await agent.post(formAction).type('form').send({ action, method }).expect(303);
  const finish = new URL(response.headers.location as string, app.url);
  return { page, finish };
}

describe('the embedded payment simulator (npm start without Midtrans keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function startOrder(agent: Agent) {
    return (await agent.post('/api/billing/orders').expect(201)).body as {
      orderId: string;
      redirectUrl: string;
    };
  }

  it("pays: the page offers 'Bayar', 'Tunda' and 'Gagal'; Bayar sends a signed notification and returns to the finish page", async () => {
    const agent = await signIn(t, 'sim-pay@example.com', 'Wati');
    const order = await startOrder(agent);
    expect(order.redirectUrl).toMatch(new RegExp(`^${t.url}/payment-simulator/snap/v4/redirection/`));
    const { page, finish } = await choose(agent, t, order.redirectUrl, 'pay', 'gopay');
    expect(page.text).toContain('Rp 199.000');
    expect(page.text).toContain('Telisik Premium 30 hari');
    expect(page.text).toContain('sim-pay@example.com');
    for (const label of ['>Bayar<', '>Tunda<', '>Gagal<']) expect(page.text).toContain(label);
    expect(finish.pathname).toBe('/billing/finish');
    expect(Object.fromEntries(finish.searchParams)).toEqual({
      order_id: order.orderId,
      status_code: '200',
      transaction_status: 'settlement',
    });

    // The notification has arrived and been confirmed with the simulator's status API.
    const view = (await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({ status: 'paid', paymentMethod: 'GoPay' });
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      true,
    );
    const events = (await t.dataSource.query(
      `SELECT n.source, n.effect FROM payment_notifications n JOIN payment_orders o ON o.id = n.payment_order_id WHERE o.order_id = $1`,
      [order.orderId],
    )) as { source: string; effect: string }[];
    expect(events).toContainEqual({ source: 'notification', effect: 'granted' });
  });

  it('defers (Tunda): a BCA virtual account waits; the finish page shows it; paying it later grants Premium', async () => {
    const agent = await signIn(t, 'sim-later@example.com');
    const order = await startOrder(agent);
    const { finish } = await choose(agent, t, order.redirectUrl, 'defer');
    expect(finish.searchParams.get('transaction_status')).toBe('pending');
    const pending = (await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as {
      status: string;
      instructions: { kind: string; bank: string; number: string; payBefore: string };
      redirectUrl: string;
    };
    expect(pending.status).toBe('pending');
    expect(pending.instructions).toMatchObject({
      kind: 'virtual_account',
      bank: 'bca',
      number: expect.stringMatching(/^\d{16}$/),
    });
    expect(new Date(pending.instructions.payBefore).getTime()).toBeGreaterThan(Date.now());
    expect(pending.redirectUrl).toBe(order.redirectUrl);
    // A second click on upgrade resumes the same page.
    expect(((await agent.post('/api/billing/orders').expect(201)).body as { orderId: string }).orderId).toBe(
      order.orderId,
    );

    const resumed = await agent.get(new URL(order.redirectUrl).pathname).expect(200);
    expect(resumed.text).toContain(pending.instructions.number);
    await choose(agent, t, order.redirectUrl, 'pay');
    expect(
      ((await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as { status: string })
        .status,
    ).toBe('paid');
  });

  it('fails (Gagal): the card is denied, nothing is granted, and the next click starts a new order', async () => {
    const agent = await signIn(t, 'sim-fail@example.com');
    const order = await startOrder(agent);
    const { finish } = await choose(agent, t, order.redirectUrl, 'fail');
    expect(finish.searchParams.get('transaction_status')).toBe('deny');
    expect(
      ((await agent.get(`/api/billing/orders/${order.orderId}`).expect(200)).body as { status: string })
        .status,
    ).toBe('denied');
    expect(((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium).toBe(
      false,
    );
    // The decided page cannot be paid any more.
    const again = await agent.get(new URL(order.redirectUrl).pathname).expect(200);
    expect(again.text).toContain('Pembayaran gagal');
    expect(again.text).not.toContain('>Bayar<');
    expect(
      ((await agent.post('/api/billing/orders').expect(201)).body as { orderId: string }).orderId,
    ).not.toBe(order.orderId);
  });

  it("speaks Midtrans's APIs with Basic auth: a wrong key is refused, an unknown order is a 404", async () => {
    await request(t.url).post('/payment-simulator/snap/v1/transactions').send({}).expect(401);
    await request(t.url)
      .get('/payment-simulator/v2/TLS-unknown/status')
      .auth('SB-Mid-server-wrong', '')
      .expect(401);
    await request(t.url).get('/payment-simulator/snap/v4/redirection/no-such-token').expect(404);
  });

  it('refuses to run with NODE_ENV=production', () => {
    expect(() =>
      mountPaymentSimulator(express(), {
        appUrl: 'https://telisik.example',
        dataDir: mkdtempSync(join(tmpdir(), 'telisik-sim-')),
        production: true,
        timeoutMs: 1000,
      }),
    ).toThrow('The payment simulator refuses to run with NODE_ENV=production');
  });
});
