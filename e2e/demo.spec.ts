import { expect, test } from '@playwright/test';

test('“Lihat Demo” opens a real BBCA analysis on the latest data, signed out, with a call to sign up', async ({ page }) => {
  const trackRecordReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/track-record')) trackRecordReads.push(pathname);
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Lihat Demo' }).click();
  await page.waitForURL((url) => url.pathname === '/demo');
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Contoh analisis')).toBeVisible();
  // The header's date of the data (each pillar card has its own below).
  const header = page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.' }).locator('xpath=..');
  await expect(header.getByText('Data per 30 Desember 2025')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teknikal' }).getByText('Data per 30 Desember 2025')).toBeVisible();
  await expect(page.getByText('Rp 8.075').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Skor Total' })).toBeVisible();
  await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daftar Gratis' }).first()).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  // The class's record in one sentence, from its few hundred bytes, not the whole record (33 KB).
  await expect(page.getByTestId('class-record')).toContainText(/Rekam jejak (STRONG BUY|BUY|HOLD|REDUCE|SELL) 2016–2025/);
  expect(trackRecordReads).toEqual(['/api/track-record/classes']);
  await page.screenshot({ path: 'test-results/demo-desktop.png' });

  // Signed out all along: the sign-in check still says so.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('/demo asks for its analysis while the screen’s code is still on its way, and only once', async ({
  page,
}) => {
  const demoReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/public/demo') demoReads.push(request.method());
  });
  // The demo screen's chunk is held back: without the early ask the analysis is requested only
  // once this chunk has run.
  let releaseChunk = () => undefined as void;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/public-analysis-[^/]*\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/demo');
  await expect.poll(() => demoReads.length, { timeout: 10_000 }).toBe(1);
  releaseChunk();
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.' })).toBeVisible({
    timeout: 20_000,
  });
  // The app's own read took the early answer rather than asking again.
  expect(demoReads).toEqual(['GET']);
});
