import { expect, test } from '@playwright/test';
import { seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a newcomer goes from the landing page through sign-in to an empty dashboard, and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByText('Paling Populer')).toBeVisible();

  await signInFromLanding(page, uniqueEmail('newcomer'), 'Rani');

  await expect(page.getByText(/Selamat datang, Rani/)).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade ke Premium' })).toHaveAttribute('href', '#upgrade');
  const remaining = page.getByTestId('remaining-analyses');
  await expect(remaining).toContainText('Sisa Analisis');
  // The figure itself: the caption ("dari 1 analisis gratis") contains a 1 whatever the count is.
  await expect(page.getByTestId('remaining-analyses-value')).toHaveText('1');
  await expect(remaining).toContainText('dari 1 analisis gratis');
  await expect(page.getByTestId('total-analyses-value')).toHaveText('0');
  await expect(page.getByText('Belum ada analisis')).toBeVisible();
  await expect(page.getByText('Mulai analisis saham pertama Anda sekarang')).toBeVisible();
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analisis', exact: true })).toBeEnabled();

  await page.getByRole('link', { name: 'Keluar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  const user = await page.request.get('/api/auth/user');
  expect(user.status()).toBe(401);
});

test('an existing analysis opens from the history and shows its cards', async ({ page }) => {
  const email = uniqueEmail('history');
  await signInFromLanding(page, email, 'Hadi');
  const analysis = await seedAnalysis(email);
  await page.reload();

  const row = page.getByRole('link', { name: /PT Bank Central Asia Tbk/ });
  await expect(row).toContainText('BBCA');
  await expect(row).toContainText('Score: 36/50');
  await expect(row).toContainText('BUY');
  await expect(page.getByTestId('total-analyses')).toContainText('1');
  await row.click();

  await page.waitForURL(`**/analysis/${analysis.id}`);
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk' })).toBeVisible();
  await expect(page.getByText('BBCA', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Rp 8.075').first()).toBeVisible();
  await expect(page.getByText('+16,41%')).toBeVisible();
  await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
  await expect(page.getByText('Rp 9.400').first()).toBeVisible();
  await expect(page.getByText('BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.')).toBeVisible();
  await expect(page.getByText('20,5%')).toBeVisible();
  await expect(page.getByText('Akumulasi asing')).toBeVisible();
  await expect(page.getByText(/Analysis generated on/)).toBeVisible();

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a missing analysis says so and leads back home', async ({ page }) => {
  await signInFromLanding(page, uniqueEmail('missing'));
  await page.goto('/analysis/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Analysis not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an empty ticker shows the input error and sends nothing', async ({ page }) => {
  await signInFromLanding(page, uniqueEmail('empty'));
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/analyses')) posted = true;
  });
  await page.getByLabel(/ticker/i).fill('   ');
  await page.getByRole('button', { name: 'Analisis', exact: true }).click();
  const toast = page.getByRole('region', { name: 'Notification' });
  await expect(toast.getByText('Input Error')).toBeVisible();
  await expect(toast.getByText('Mohon masukkan ticker saham.')).toBeVisible();
  expect(posted).toBe(false);
});

test('a signed-out visitor of an analysis page is told and sent to sign in after 500 ms', async ({ page }) => {
  await page.goto('/analysis/00000000-0000-4000-8000-000000000000');
  // In the notice region: Radix also copies the text into a screen-reader announcement for a second.
  const toast = page.getByRole('region', { name: 'Notification' });
  await expect(toast.getByText('You are logged out. Logging in again...')).toBeVisible();
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Masuk ke Telisik' })).toBeVisible();
});

test('a signed-out visitor is told the market data is older than the last session (the bundle ends in 2025)', async ({
  page,
}) => {
  await page.goto('/');
  const status = await (await page.request.get('/api/market-data/status')).json();
  expect(status.behind).toBe(true);
  // The sign-in check's 401 drops the previous user's cache; this public read must survive it.
  const banner = page.getByRole('note').filter({ hasText: 'Data pasar per 30 Desember 2025' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('lebih lama dari sesi bursa terakhir');
});

test('the stale-data line comes with the page itself, before any script, and the app’s own line takes its place', async ({
  page,
}) => {
  const status = await (await page.request.get('/api/market-data/status')).json();
  expect(status.behind).toBe(true);
  const day = (iso: string) =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const sentence = `Data pasar per 30 Desember 2025, lebih lama dari sesi bursa terakhir (${day(status.lastCompletedSession)}). Analisis memakai data tersebut.`;
  expect(await (await page.request.get('/demo')).text()).toContain(`<p>${sentence}</p>`);

  // No script at all: the HTML and the stylesheet alone paint the line.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/demo');
  await expect(page.getByRole('note')).toHaveText(sentence);
  const served = await page.getByRole('note').boundingBox();
  await page.unroute('**/assets/*.js');

  // With the app: one line, the app's, in the same place.
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('#telisik-market-data-line-served')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveText(sentence);
  expect(await page.getByRole('note').boundingBox()).toEqual(served);
});
