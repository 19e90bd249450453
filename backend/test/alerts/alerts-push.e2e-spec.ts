import type { AlertsResponse, PushPublicKey } from '@telisik/contract';
import { generateVAPIDKeys } from 'web-push';
import { AlertsRunService } from '../../src/alerts/alerts-run.service';
import { grantPremium } from '../../src/cli/grant-premium';
import { MAX_PUSH_ATTEMPTS, PushOutboxService } from '../../src/push/push-outbox.service';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { sharedMarketDatabase } from '../utils/market-database';
import { TestPushService, type FakeDevice } from '../utils/push-service';

/**
 * Web push of the after-close alerts through a push service speaking the Web Push protocol in the
 * test: it checks each request's VAPID signature (RFC 8292) and decrypts its payload (RFC 8291)
 * with the private key of the device the test made, as the browser would.
 */
describe('web push of the alerts', () => {
  let push: TestPushService;
  let t: TestApp;
  /** A second instance on the same database, draining the outbox at the same time. */
  let second: TestApp;

  async function premiumUser(email: string): Promise<Agent> {
    const agent = await signIn(t, email);
    await grantPremium(t.config, email);
    return agent;
  }

  async function subscribe(agent: Agent, device: FakeDevice): Promise<void> {
    await agent.post('/api/push/subscriptions').set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) Chrome/131').send(device.subscription).expect(201);
  }

  const subscriptionRows = (endpoint: string) =>
    t.dataSource.query<{ user_id: string }[]>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [endpoint]);

  beforeAll(async () => {
    push = await new TestPushService().start();
    const market = await sharedMarketDatabase();
    // Both instances sign with the same keys, as a deployment's instances share their environment.
    const keys = generateVAPIDKeys();
    const env = {
      PUSH_TEST_ORIGIN: push.origin,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@telisik.test',
    };
    t = await startTestApp(env, { template: market.name });
    second = await startTestApp(env, { database: t.db });
  }, 600_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await push?.close();
  });

  it('gives the public key, refuses bad subscriptions with the error body, and push is Premium', async () => {
    const agent = await premiumUser('valid@example.com');
    const { publicKey } = (await agent.get('/api/push/public-key').expect(200)).body as PushPublicKey;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    push.applicationServerKey = publicKey;

    const good = push.device().subscription;
    for (const [body, message] of [
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'Kolom endpoint harus alamat https layanan push browser.'],
      [{ ...good, endpoint: 'bukan alamat' }, 'Kolom endpoint harus alamat https layanan push browser.'],
      [{ keys: good.keys }, 'Kolom endpoint wajib diisi.'],
      [{ endpoint: good.endpoint }, 'Kolom keys wajib diisi.'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } }, 'Kolom keys.p256dh bukan kunci langganan push yang valid.'],
      // 65 bytes, but not an uncompressed point (0x04 …).
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } }, 'Kolom keys.p256dh bukan kunci langganan push yang valid.'],
      [{ ...good, keys: { ...good.keys, auth: 'AAAA' } }, 'Kolom keys.auth bukan kunci langganan push yang valid.'],
      [{ ...good, extra: 1 }, 'Kolom tidak dikenal: extra.'],
    ] as const) {
      const response = await agent.post('/api/push/subscriptions').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(message) });
    }
    expect(await subscriptionRows(good.endpoint)).toEqual([]);

    const free = await signIn(t, 'gratis@example.com');
    const refused = await free.post('/api/push/subscriptions').send(good).expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Notifikasi push adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.',
    });
    await agent.post('/api/push/subscriptions').send(good).expect(201);
    expect((await agent.get('/api/alerts/settings').expect(200)).body).toMatchObject({ pushEnabled: true });
  });

  it('lets only the owner remove a device', async () => {
    const owner = await premiumUser('pemilik@example.com');
    const other = await premiumUser('orang-lain@example.com');
    const device = push.device();
    await subscribe(owner, device);
    const [ownerRow] = await subscriptionRows(device.endpoint);

    const refused = await other.delete('/api/push/subscriptions').send({ endpoint: device.endpoint }).expect(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Langganan push untuk perangkat ini tidak ditemukan.',
    });
    expect(await subscriptionRows(device.endpoint)).toEqual([ownerRow]);

    await owner.delete('/api/push/subscriptions').send({ endpoint: device.endpoint }).expect(204);
    expect(await subscriptionRows(device.endpoint)).toEqual([]);
  });

  it('pushes a run\'s alerts once per device, drops expired devices, retries a failing service, and skips users with push off', async () => {
    // DEWA on 9 December 2025: +10.26% in the session (a price_moved alert, and maybe others).
    const phone = push.device();
    const laptop = push.device();
    const reader = await premiumUser('pembaca@example.com');
    await subscribe(reader, phone);
    await subscribe(reader, laptop);

    const quiet = await premiumUser('senyap@example.com');
    const quietPhone = push.device();
    await subscribe(quiet, quietPhone);
    await quiet.put('/api/alerts/settings').send({ mailEnabled: true, pushEnabled: false, scorePoints: 4, pricePercent: 7 }).expect(200);

    const expired = await premiumUser('kedaluwarsa@example.com');
    const expiredPhone = push.device();
    await subscribe(expired, expiredPhone);
    push.answers.set(expiredPhone.id, 410);

    const unlucky = await premiumUser('gangguan@example.com');
    const failingPhone = push.device();
    const unreachablePhone = push.device();
    await subscribe(unlucky, failingPhone);
    await subscribe(unlucky, unreachablePhone);
    push.answers.set(failingPhone.id, 500);
    push.answers.set(unreachablePhone.id, 'down');

    for (const agent of [reader, quiet, expired, unlucky]) await agent.post('/api/watchlist').send({ ticker: 'DEWA' }).expect(201);

    const run = t.app.get(AlertsRunService);
    const outbox = t.app.get(PushOutboxService);
    const result = await run.run('2025-12-09');
    // reader's two devices, the expired one, unlucky's two; none for the user with push off.
    expect(result.pushes).toBe(5);
    // Both instances' outboxes at once: each push is claimed by one of them.
    await Promise.all([outbox.drain(), second.app.get(PushOutboxService).drain()]);

    const alerts = ((await reader.get('/api/alerts').expect(200)).body as AlertsResponse).alerts;
    expect(alerts.map((a) => a.kind)).toContain('price_moved');
    expect(new Set(alerts.map((a) => a.ticker))).toEqual(new Set(['DEWA']));
    for (const device of [phone, laptop]) {
      const received = push.deliveredTo(device);
      expect(received).toHaveLength(1);
      const payload = received[0]!.payload as { title: string; body: string; tag: string; url: string };
      expect(payload.url).toBe('/analyze/DEWA');
      expect(payload.tag).toBe('alerts-DEWA');
      // One alert's title; the others' titles, then that alert's explanation.
      const first = alerts.find((a) => a.title === payload.title);
      expect(first).toBeDefined();
      const others = alerts.filter((a) => a !== first).map((a) => a.title);
      // Clipped for a lock screen: what is there is the start of it.
      const fullBody = [...others, first!.body].join('\n');
      expect(fullBody.startsWith(payload.body.replace(/…$/, ''))).toBe(true);
      expect(payload.title).toMatch(/^DEWA: /);
      expect(received[0]!.headers.ttl).toBe('86400');
    }
    expect(push.rejected).toEqual([]);
    expect(push.deliveredTo(quietPhone)).toEqual([]);
    expect(push.requests.get(quietPhone.id)).toBeUndefined();

    // 410: the device is gone, and so is its subscription.
    expect(await subscriptionRows(expiredPhone.endpoint)).toEqual([]);
    const [expiredPush] = await t.dataSource.query<{ status: string; subscription_id: string | null }[]>(
      "SELECT status, subscription_id FROM push_outbox WHERE dedupe_key LIKE 'alerts:2025-12-09:%' AND last_error LIKE '%410%'",
    );
    expect(expiredPush).toEqual({ status: 'gone', subscription_id: null });

    // The same day again: nothing new to push, and nothing is sent twice.
    expect((await run.run('2025-12-09')).pushes).toBe(0);
    await outbox.drain();
    expect(push.deliveredTo(phone)).toHaveLength(1);
    expect(push.deliveredTo(laptop)).toHaveLength(1);
    const [readerLastSuccess] = await t.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ANY($1) AND last_success_at IS NOT NULL',
      [[phone.endpoint, laptop.endpoint]],
    );
    expect(readerLastSuccess).toEqual({ n: 2 });

    // A service answering 500, and one that is down: retried with backoff, then recorded as failed.
    const failing = () =>
      t.dataSource.query<{ status: string; attempts: number; last_error: string }[]>(
        `SELECT o.status, o.attempts, o.last_error FROM push_outbox o JOIN push_subscriptions p ON p.id = o.subscription_id
          WHERE p.endpoint = ANY($1) ORDER BY p.endpoint = $2 DESC`,
        [[failingPhone.endpoint, unreachablePhone.endpoint], failingPhone.endpoint],
      );
    expect((await failing()).map((row) => [row.status, row.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    // Not due yet: a drain now tries nothing.
    await outbox.drain();
    expect(push.requests.get(failingPhone.id)).toBe(1);
    for (let attempt = 2; attempt <= MAX_PUSH_ATTEMPTS; attempt += 1) {
      await t.dataSource.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'queued'");
      await outbox.drain();
    }
    const [failed500, failedDown] = await failing();
    expect(failed500).toEqual({ status: 'failed', attempts: MAX_PUSH_ATTEMPTS, last_error: expect.stringContaining('500') });
    expect(failedDown).toMatchObject({ status: 'failed', attempts: MAX_PUSH_ATTEMPTS });
    expect(push.requests.get(failingPhone.id)).toBe(MAX_PUSH_ATTEMPTS);
    expect(push.requests.get(unreachablePhone.id)).toBe(MAX_PUSH_ATTEMPTS);
    await t.dataSource.query("UPDATE push_outbox SET next_attempt_at = now() WHERE status = 'failed'");
    await outbox.drain();
    expect(push.requests.get(failingPhone.id)).toBe(MAX_PUSH_ATTEMPTS);
    // The devices stay: a push service's bad day is not the user leaving.
    expect(await subscriptionRows(failingPhone.endpoint)).toHaveLength(1);
  }, 300_000);
});
