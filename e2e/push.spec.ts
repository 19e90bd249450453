import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { grantPremium, withE2eDatabase } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { waitForServiceWorker } from './pwa-helpers';

/** `npm run alerts:run -- --as-of …`'s program, on the e2e server's database. */
function runAlerts(asOf: string): string {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = `/${process.env.E2E_DATABASE ?? 'telisik_e2e'}`;
  return execFileSync(process.execPath, [join(__dirname, '..', 'backend', 'dist', 'cli', 'alerts-run.js'), '--as-of', asOf], {
    // The devices' host is a push service here as in the server (e2e/server.mjs); unresolvable, so
    // the run's sends fail and stay queued, as when a push service is briefly away.
    env: { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'test', PUSH_SERVICE_HOSTS: 'push.telisik.test' },
    encoding: 'utf8',
  });
}

/**
 * Headless Chromium has no push service to register with (PushManager.subscribe is refused), so
 * the page's PushManager hands out a subscription made here, with real P-256 keys, as a browser's
 * would look. Everything after it is real: the permission prompt (answered by the test), the API,
 * the stored row, and the push delivered to the service worker through the DevTools protocol.
 */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://push.telisik.test/e2e/${randomUUID()}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

test('push: turned on in settings, the worker shows the alert and its tap opens the new analysis', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('push');
  const subscription = fakeSubscription();
  await page.exposeFunction('e2eGrantNotifications', () => context.grantPermissions(['notifications'], { origin: baseURL }));
  await page.addInitScript((sub) => {
    const state = window as unknown as { e2ePermissionRequests: number; e2eGrantNotifications: () => Promise<void> };
    state.e2ePermissionRequests = 0;
    // The prompt: counted, and answered 'Izinkan' by the test (a real grant, which the worker needs).
    Notification.requestPermission = async () => {
      state.e2ePermissionRequests += 1;
      await state.e2eGrantNotifications();
      return 'granted';
    };
    // Kept across page loads, as the browser keeps a real one.
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push-subscribed');
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (localStorage.getItem('e2e-push-subscribed') ? made : null);
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('e2e-push-subscribed', '1');
      return made;
    };
  }, subscription);

  await signInFromLanding(page, email, 'Rani');
  await grantPremium(email);
  await page.request.post('/api/watchlist', { data: { ticker: 'DEWA' } });
  await page.goto('/settings');
  await waitForServiceWorker(page);

  // Nothing is asked on load.
  const toggle = page.getByRole('switch', { name: 'Notifikasi push di perangkat ini' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(await page.evaluate(() => (window as unknown as { e2ePermissionRequests: number }).e2ePermissionRequests)).toBe(0);

  // A controlled switch: it turns on once the device is registered, not on the click itself.
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Notification' }).getByText('Notifikasi push dinyalakan')).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { e2ePermissionRequests: number }).e2ePermissionRequests)).toBe(1);
  const rows = await withE2eDatabase((db) =>
    db.query<{ endpoint: string; p256dh: string; push_enabled: boolean }>(
      `SELECT p.endpoint, p.p256dh, s.push_enabled FROM push_subscriptions p
         JOIN users u ON u.id = p.user_id JOIN alert_settings s ON s.user_id = u.id WHERE u.email = $1`,
      [email],
    ),
  );
  expect(rows.rows).toEqual([{ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, push_enabled: true }]);

  // The after-close run of 9 December 2025 queues DEWA's push for this device: its payload is what
  // the push service would hand the worker.
  expect(runAlerts('2025-12-09')).toContain('alerts 2025-12-09');
  const queued = await withE2eDatabase((db) =>
    db.query<{ payload: { title: string; body: string; tag: string; url: string } }>(
      `SELECT o.payload FROM push_outbox o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
      [email],
    ),
  );
  expect(queued.rows).toHaveLength(1);
  const payload = queued.rows[0]!.payload;
  expect(payload).toMatchObject({ tag: 'alerts-DEWA', url: '/analyze/DEWA' });

  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
  expect(registration).toBeDefined();
  // Headless Chromium shows a notification and may drop it at once (getNotifications() then
  // lists nothing), so the worker's calls are recorded as they succeed.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(() => {
    type Show = (title: string, options?: NotificationOptions) => Promise<void>;
    const scope = self as unknown as { registration: { showNotification: Show }; e2eShown: { title: string; options: NotificationOptions }[] };
    scope.e2eShown = [];
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = async (title: string, options: NotificationOptions = {}) => {
      await show(title, options);
      scope.e2eShown.push({ title, options });
    };
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registration!.registrationId,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(() => worker!.evaluate(() => (self as unknown as { e2eShown: unknown[] }).e2eShown))
    .toEqual([
      {
        title: payload.title,
        options: {
          body: payload.body,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          tag: 'alerts-DEWA',
          renotify: true,
          data: { url: '/analyze/DEWA' },
        },
      },
    ]);

  // The tap: no protocol clicks a notification, so the worker runs its click handler's work
  // (openAlertUrl) with the notification's data; the open window goes to the stock's new analysis.
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      e2eShown: { options: NotificationOptions }[];
      telisikPush: { openAlertUrl: (url: unknown) => Promise<unknown> };
    };
    await scope.telisikPush.openAlertUrl((scope.e2eShown[0]!.options.data as { url: string }).url);
  });
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Darma Henwa Tbk', level: 1 })).toBeVisible();

  // Off again: unsubscribed in the browser and gone on the server.
  await page.goto('/settings');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Notification' }).getByText('Notifikasi push dimatikan')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(async () => (await withE2eDatabase((db) => db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [subscription.endpoint]))).rowCount)
    .toBe(0);
});
