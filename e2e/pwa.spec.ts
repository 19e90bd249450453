import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { E2E_URL } from './playwright.config';
import { expectSaved, savedQueryKeys, waitForServiceWorker } from './pwa-helpers';

type ManifestImage = { src: string; sizes: string; type: string; purpose?: string; form_factor?: string };

async function imageSize(page: Page, src: string): Promise<string> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return `${image.naturalWidth}x${image.naturalHeight}`;
  }, src);
}

test('the manifest and icons are served and valid, and the service worker controls the page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const res = await page.request.get(manifestHref!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Telisik — Analisis saham IDX dengan AI',
    short_name: 'Telisik',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'id',
    theme_color: '#0F766E',
    background_color: '#FFFFFF',
  });
  expect(String(manifest.description)).toMatch(/Analisis saham IDX/);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0F766E');

  // Every icon and screenshot is there, decodes, and has the size the manifest says.
  const images = [...manifest.icons, ...manifest.screenshots];
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  for (const image of images) {
    const file = await page.request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toBe(image.type);
    expect(await imageSize(page, image.src), image.src).toBe(image.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await imageSize(page, appleIcon!)).toBe('180x180');

  // The worker answers from its precache; the server's own pages never come from it.
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controller).toBe(`${E2E_URL}/sw.js`);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/oidc'))).toEqual([]);
  expect(cached.filter((url) => url.startsWith('/screenshots'))).toEqual([]);
});

test('Chromium finds the app installable and the page offers an install button', async () => {
  // Chromium never offers to install from an incognito profile, which is what a normal test
  // context is: this test runs its own browser with a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'telisik-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL: E2E_URL,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--bypass-app-banner-engagement-checks'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await expect(page.getByRole('button', { name: 'Pasang aplikasi' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the app shows the saved history and every opened analysis, and sends nothing', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline');
  await signInFromLanding(page, email, 'Sari');
  await waitForServiceWorker(page);
  const opened = await seedAnalysis(email);
  const unopened = await seedAnalysis(email, {
    ticker: 'TLKM',
    company_name: 'PT Telkom Indonesia (Persero) Tbk',
    recommendation: 'HOLD',
    total_score: 27,
  });
  await page.reload();

  // Online: the dashboard and one analysis are read, so they are saved on the device.
  await expect(page.getByRole('link', { name: /PT Telkom Indonesia/ })).toBeVisible();
  await page.getByRole('link', { name: /PT Bank Central Asia Tbk/ }).click();
  await expect(
    page.getByText('BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.'),
  ).toBeVisible();
  await expectSaved(page, `/api/analyses/${opened.id}`);
  await expectSaved(page, '/api/analyses');
  await page.getByRole('button', { name: 'Kembali' }).click();

  // Airplane mode, then the app is opened again.
  const requests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      requests.push(`${request.method()} ${request.url()}`);
  });
  await context.setOffline(true);
  await page.reload();

  const banner = page.getByRole('status').filter({ hasText: 'Anda sedang offline' });
  await expect(banner).toContainText('Data yang tampil adalah data tersimpan');
  // Offline is not signed out.
  await expect(page.getByRole('heading', { name: 'Selamat datang, Sari!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keluar' })).toBeVisible();
  await expect(page.getByTestId('total-analyses')).toContainText('2');
  await expect(page.getByRole('link', { name: /PT Telkom Indonesia/ })).toContainText('Score: 27/50');

  // The analysis opened before reads in full.
  await page.getByRole('link', { name: /PT Bank Central Asia Tbk/ }).click();
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk' })).toBeVisible();
  await expect(
    page.getByText('BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil.'),
  ).toBeVisible();
  await expect(page.getByText('Rp 9.400').first()).toBeVisible();
  await expect(page.getByText('Akumulasi asing')).toBeVisible();
  await expect(page.getByText(/Analysis generated on/)).toBeVisible();
  await page.getByRole('button', { name: 'Kembali' }).click();

  // The one never opened says it is not available offline.
  await page.getByRole('link', { name: /PT Telkom Indonesia/ }).click();
  await page.waitForURL(`**/analysis/${unopened.id}`);
  await expect(page.getByRole('heading', { name: 'Belum tersedia offline' })).toBeVisible();
  await expect(page.getByText(/belum tersimpan untuk dibaca tanpa koneksi/)).toBeVisible();
  await page.getByRole('button', { name: 'Kembali' }).click();

  // 'Analisis' is disabled with the reason beside it; Enter sends nothing either.
  const submit = page.getByRole('button', { name: 'Analisis', exact: true });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText('Anda sedang offline. Analisis baru memerlukan koneksi internet.'),
  ).toBeVisible();
  await page.getByLabel('Ticker saham').fill('GOTO');
  await page.getByLabel('Ticker saham').press('Enter');
  await expect(page.getByText('Analisis Berhasil!')).toHaveCount(0);

  // Back online: the notice goes, the app works as before, and nothing was queued meanwhile.
  await context.setOffline(false);
  await expect(page.getByText('Anda sedang offline', { exact: false })).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await page.getByRole('link', { name: /PT Telkom Indonesia/ }).click();
  await expect(page.getByRole('heading', { name: 'PT Telkom Indonesia (Persero) Tbk' })).toBeVisible();
  expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
});

test("signing out clears the user's analyses from the device", async ({ page, context }) => {
  const email = uniqueEmail('shared-phone');
  await signInFromLanding(page, email, 'Dewi');
  await waitForServiceWorker(page);
  const analysis = await seedAnalysis(email);
  await page.goto(`/analysis/${analysis.id}`);
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk' })).toBeVisible();
  await expectSaved(page, `/api/analyses/${analysis.id}`);

  await page.getByRole('link', { name: 'Keluar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  expect((await savedQueryKeys(page)).filter((key) => key.startsWith('/api/analyses'))).toEqual([]);

  // Nothing of theirs opens on this device any more, not even offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  await expect(page.getByText('Selamat datang, Dewi!')).toHaveCount(0);
  expect((await savedQueryKeys(page)).filter((key) => key.startsWith('/api/analyses'))).toEqual([]);
});
