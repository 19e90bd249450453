import { expect, test } from '@playwright/test';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { expectSaved, waitForServiceWorker } from './pwa-helpers';
import { LANDING_BUDGET_BYTES, ON_DEMAND, firstLandingVisit, weigh } from './weight-helpers';

test('every text answer travels compressed: brotli when the browser takes it, else gzip', async ({ request }) => {
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const script = (await html.text()).match(/<script[^>]+src="(\/assets\/index-[^"]+\.js)"/)![1]!;
  const gzipped = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['vary']).toMatch(/Accept-Encoding/i);
  // The API too: the public demo analysis is JSON of tens of kB.
  const api = await request.get('/api/public/demo', { headers: { 'Accept-Encoding': 'br' } });
  expect(api.status()).toBe(200);
  expect(api.headers()['content-encoding']).toBe('br');
  expect(((await api.json()) as { analysis: { ticker: string } }).analysis.ticker).toBe('BBCA');
  // A client that asks for nothing gets the plain body.
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('a first landing visit transfers at most 300 KB, the service worker included, and no PDF code or fonts', async ({
  page,
  context,
}) => {
  const transfers = await firstLandingVisit(page, context);
  const { total, onDemand } = weigh(transfers);
  test.info().annotations.push({ type: 'landing transfer', description: `${total} bytes in ${transfers.length} requests` });
  expect(total).toBeGreaterThan(50_000);
  expect(total).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  expect(onDemand).toEqual([]);
});

test('after a Premium sign-in the PDF code and fonts are kept on the device: an export works offline without one online first', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('weight-premium');
  await signInFromLanding(page, email);
  await grantPremium(email);
  await page.reload();
  await waitForServiceWorker(page);
  // Fetched in idle time after sign-in, into the worker's on-demand cache.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('telisik-on-demand');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining([expect.stringMatching(ON_DEMAND[0]!), expect.stringMatching(/Inter_400Regular/), expect.stringMatching(/Inter_700Bold/)]));

  // An analysis read online, never exported: offline, its PDF is drawn from what the device kept.
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Bank Central Asia/ })).toBeVisible();
  await expectSaved(page, `/api/analyses/${page.url().split('/').pop()}`);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Bank Central Asia/ })).toBeVisible();
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe('Telisik-BBCA-2025-12-30.pdf');
  await context.setOffline(false);
});
