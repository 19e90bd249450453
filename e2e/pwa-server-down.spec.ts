import { expect, test } from '@playwright/test';
import { seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { expectSaved, startOwnServer, waitForServiceWorker, type OwnServer } from './pwa-helpers';

// `setOffline` does not reliably cover the service worker's own requests: here the server itself
// goes away, as when the network is gone for real. The shared server stays up for the other tests.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const DATABASE = `${process.env.E2E_DATABASE ?? 'telisik_e2e'}_server_down`;

let server: OwnServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('with the server stopped, the app opens with the saved history and analyses', async ({ browser }) => {
  test.setTimeout(60_000);
  server = await startOwnServer(PORT, DATABASE);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  const email = uniqueEmail('server-down');
  await signInFromLanding(page, email, 'Bayu');
  await waitForServiceWorker(page);
  const opened = await seedAnalysis(email, {}, { database: DATABASE });
  const unopened = await seedAnalysis(
    email,
    { ticker: 'ASII', company_name: 'PT Astra International Tbk', recommendation: 'HOLD', total_score: 30 },
    { database: DATABASE },
  );
  await page.reload();
  await page.getByRole('link', { name: /PT Bank Central Asia Tbk/ }).click();
  await expect(
    page.getByText('BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.'),
  ).toBeVisible();
  await expectSaved(page, `/api/analyses/${opened.id}`);
  await expectSaved(page, '/api/analyses');

  await server.stop();
  const down = await page.request.get('/api/auth/user').catch((error: unknown) => error);
  expect(down).toBeInstanceOf(Error);

  // Opened again: the shell comes from the service worker, the data from the device.
  await page.goto('/');
  await expect(page.getByRole('status')).toContainText('Server Telisik tidak dapat dihubungi');
  await expect(page.getByRole('heading', { name: 'Selamat datang, Bayu!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /PT Astra International Tbk/ })).toContainText('Score: 30/50');
  await expect(page.getByTestId('total-analyses')).toContainText('2');

  // A reload straight onto the analysis page (a new navigation, answered by the service worker).
  await page.goto(`/analysis/${opened.id}`);
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk' })).toBeVisible();
  await expect(
    page.getByText('BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.'),
  ).toBeVisible();
  await expect(page.getByText('Akumulasi asing')).toBeVisible();

  await page.goto(`/analysis/${unopened.id}`);
  await expect(page.getByRole('heading', { name: 'Belum tersedia offline' })).toBeVisible();

  await context.close();
});
