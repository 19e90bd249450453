import { expect, test } from '@playwright/test';
import { seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a shared analysis opens signed out, without the owner, with its preview tags; revoked, it says the link no longer works', async ({
  page,
  browser,
  context,
}) => {
  const email = uniqueEmail('sharer');
  await signInFromLanding(page, email, 'Sekar');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  const { id } = await seedAnalysis(email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/analysis/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const toasts = page.getByRole('region', { name: 'Notification' });
  await expect(toasts.getByText('Tautan disalin')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);

  // A link preview reads the HTML as served, before any script runs.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('<meta property="og:title" content="PT Bank Central Asia Tbk (BBCA) · Telisik" />');
  expect(html).toContain('Skor 36/50, rekomendasi BUY');

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'PT Bank Central Asia Tbk' })).toBeVisible();
  await expect(visitor.getByText('Analisis yang dibagikan')).toBeVisible();
  await expect(visitor.getByText('Rekomendasi Investasi')).toBeVisible();
  await expect(visitor.getByText(/bukan (saran|rekomendasi)/i).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Daftar Gratis' }).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(visitor.getByText('Sekar')).toHaveCount(0);
  await expect(visitor.getByText(email)).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/share-public-desktop.png', fullPage: false });

  // The owner sees the link in settings and revokes it.
  await page.goto('/settings');
  const links = page.getByRole('list', { name: 'Tautan Berbagi' });
  await expect(links.getByText('BBCA')).toBeVisible();
  await page.getByRole('button', { name: 'Cabut BBCA' }).click();
  await expect(toasts.getByText('Tautan dicabut')).toBeVisible();
  await expect(page.getByText('Belum ada tautan.', { exact: false })).toBeVisible();

  await visitor.reload();
  // Its own page, in Indonesian (issue 22 item 3), not the developer 404.
  await expect(visitor.getByRole('heading', { name: 'Tautan berbagi ini tidak berlaku' })).toBeVisible();
  await stranger.close();
});
