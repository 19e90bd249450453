import request from 'supertest';
import { PaymentReconciliationJob } from '../../src/billing/payment-reconciliation.job';
import { PaymentNotification } from '../../src/billing/entities/payment-notification.entity';
import { PaymentOrder } from '../../src/billing/entities/payment-order.entity';
import { PremiumPeriod } from '../../src/entitlement/premium-period.entity';
import { wibTenMinuteKey } from '../../src/common/scheduled-runs/run-keys';
import { PAYMENT_RECONCILIATION_CRON } from '../../src/scheduling/scheduled-jobs';
import { ScheduledRunsService } from '../../src/common/scheduled-runs/scheduled-runs.service';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { MidtransFake } from '../utils/midtrans-fake';

const NOTIFY = '/api/billing/midtrans/notification';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 23 items 6–8: whatever order the gateway's states arrive in, a settled payment leaves the
 * user Premium for the period paid (or refunded, and said so), and the order and the recorded
 * effects agree; a crash mid-checkout does not block paying; a paid order whose notification was
 * lost is found by the reconciler.
 */
describe('payment sequences, stuck checkouts and the reconciler', () => {
  let t: TestApp;
  let second: TestApp;
  let midtrans: MidtransFake;

  beforeAll(async () => {
    midtrans = await new MidtransFake().start();
    t = await startTestApp(midtrans.env());
    second = await startTestApp(midtrans.env(), { database: t.db });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await midtrans.close();
  });

  const orderRow = (orderId: string) => t.dataSource.getRepository(PaymentOrder).findOneByOrFail({ orderId });
  const isPremium = async (agent: Agent) =>
    ((await agent.get('/api/auth/user').expect(200)).body as { isPremium: boolean }).isPremium;

  async function startOrder(agent: Agent): Promise<string> {
    return ((await agent.post('/api/billing/orders').expect(201)).body as { orderId: string }).orderId;
  }

  /** Plays the gateway's states in turn, each one notified as Midtrans would. */
  async function play(orderId: string, states: string[]): Promise<void> {
    for (const state of states) {
      midtrans.set(orderId, state);
      await request(t.url).post(NOTIFY).send(midtrans.notification(orderId)).expect(200);
    }
  }

  /** The order's status, its periods (active or not) and the recorded effects, in order. */
  async function outcome(orderId: string) {
    const order = await orderRow(orderId);
    const periods = await t.dataSource.getRepository(PremiumPeriod).findBy({ paymentOrderId: order.id });
    const notifications = await t.dataSource
      .getRepository(PaymentNotification)
      .find({ where: { paymentOrderId: order.id }, order: { receivedAt: 'ASC' } });
    const now = Date.now();
    return {
      status: order.status,
      activePeriodDays: periods
        .filter((period) => !period.revokedAt && period.startsAt.getTime() <= now && period.endsAt.getTime() > now)
        .map((period) => Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / DAY)),
      effects: notifications.map((n) => `${n.confirmedStatus}:${n.effect}`),
    };
  }

  it.each([
    // The fault: capture, cancelled, then settled after all. The money came: 30 days, said so.
    [['capture', 'cancel', 'settlement'], 'paid', [30], ['capture:granted', 'cancel:revoked', 'settlement:granted']],
    [['capture', 'settlement'], 'paid', [30], ['capture:granted', 'settlement:none']],
    [['pending', 'capture', 'deny'], 'denied', [], ['pending:waiting', 'capture:granted', 'deny:revoked']],
    [['settlement', 'refund', 'settlement'], 'refunded', [], ['settlement:granted', 'refund:revoked', 'settlement:none']],
    [['pending', 'expire', 'settlement'], 'paid', [30], ['pending:waiting', 'expire:ended', 'settlement:granted']],
    [['settlement', 'chargeback'], 'charged_back', [], ['settlement:granted', 'chargeback:revoked']],
    [['capture', 'cancel', 'settlement', 'settlement', 'refund'], 'refunded', [], [
      'capture:granted', 'cancel:revoked', 'settlement:granted', 'settlement:none', 'refund:revoked',
    ]],
  ] as const)('%j ends %s with active periods %j and effects %j', async (states, status, days, effects) => {
    const agent = await signIn(t, `urutan-${states.join('-')}@example.com`);
    const orderId = await startOrder(agent);
    await play(orderId, [...states]);
    expect(await outcome(orderId)).toEqual({ status, activePeriodDays: [...days], effects: [...effects] });
    // The order and the user's plan agree: paid means Premium, anything reversed means not.
    expect(await isPremium(agent)).toBe(status === 'paid');
  });

  it('lets the user pay again at once after a crash mid-checkout, reconciling the stuck order with the gateway', async () => {
    const agent = await signIn(t, 'crash@example.com');
    const [user] = await t.dataSource.query<{ id: string }[]>("SELECT id FROM users WHERE email = 'crash@example.com'");
    // What a process that died between holding the slot and saving the payment page leaves behind.
    await t.dataSource.query(
      `INSERT INTO payment_orders (order_id, user_id, status, amount, currency, expires_at)
       VALUES ('TLS-STUCK-1', $1, 'creating', 199000, 'IDR', now() + interval '1 day')`,
      [user!.id],
    );
    const started = Date.now();
    const response = await agent.post('/api/billing/orders').expect(201);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((response.body as { reused: boolean; orderId: string }).orderId).not.toBe('TLS-STUCK-1');
    expect((await orderRow('TLS-STUCK-1')).status).toBe('failed');
    // The gateway was asked about the stuck order before it was given up.
    expect(midtrans.requests.some((r) => r.path === '/v2/TLS-STUCK-1/status')).toBe(true);
  });

  it('grants a stuck order the gateway says was paid', async () => {
    const agent = await signIn(t, 'crash-paid@example.com');
    const [user] = await t.dataSource.query<{ id: string }[]>("SELECT id FROM users WHERE email = 'crash-paid@example.com'");
    await t.dataSource.query(
      `INSERT INTO payment_orders (order_id, user_id, status, amount, currency, expires_at)
       VALUES ('TLS-STUCK-2', $1, 'creating', 199000, 'IDR', now() + interval '1 day')`,
      [user!.id],
    );
    midtrans.set('TLS-STUCK-2', 'settlement');
    await agent.post('/api/billing/orders').expect(201);
    expect((await orderRow('TLS-STUCK-2')).status).toBe('paid');
    expect(await isPremium(agent)).toBe(true);
  });

  it('reconciles pending orders whose notification was lost, once across instances', async () => {
    const agent = await signIn(t, 'lost-notification@example.com');
    const orderId = await startOrder(agent);
    // Paid at the gateway; the notification never arrives, and nobody opens the finish page.
    midtrans.set(orderId, 'settlement');
    const expired = await signIn(t, 'abandoned@example.com');
    const abandonedId = await startOrder(expired);
    await t.dataSource.query("UPDATE payment_orders SET expires_at = now() - interval '1 minute' WHERE order_id = $1", [abandonedId]);
    midtrans.transactions.delete(abandonedId);
    const statusCalls = () => midtrans.requests.filter((r) => r.path === `/v2/${orderId}/status`).length;
    const before = statusCalls();

    // Ten minutes on, as the scheduler would run it: both instances' clocks fire for the same period.
    const now = new Date(Date.now() + 10 * 60_000);
    const [a, b] = await Promise.all(
      [t, second].map((instance) =>
        instance.app
          .get(ScheduledRunsService)
          .runOnce(PAYMENT_RECONCILIATION_CRON, wibTenMinuteKey(now), () => instance.app.get(PaymentReconciliationJob).run(now)),
      ),
    );
    // One instance ran it; the other saw the run claimed.
    const ran = [a, b].filter((result) => result!.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ result: { granted: 1, expired: 1, failed: 0 } });
    expect(statusCalls() - before).toBe(1);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await isPremium(agent)).toBe(true);
    expect((await orderRow(abandonedId)).status).toBe('expired');
    expect(await outcome(orderId)).toMatchObject({ status: 'paid', activePeriodDays: [30], effects: ['settlement:granted'] });
  });
});
