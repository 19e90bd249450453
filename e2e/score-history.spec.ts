import { expect, test } from '@playwright/test';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

test('Premium reads the score history of BBCA: at least 100 monthly points, their own analysis marked, the changes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('history');
  await signInFromLanding(page, email, 'Hadi');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.reload();
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const analysisId = page.url().split('/').pop()!;

  await page.getByRole('link', { name: 'Riwayat Skor' }).click();
  await page.waitForURL((url) => url.pathname === '/history/BBCA');
  await expect(page.getByRole('heading', { name: 'Riwayat Skor BBCA' })).toBeVisible({ timeout: 60_000 });
  const summary = await page.getByTestId('history-points').textContent();
  const count = Number(/^(\d+) titik bulanan/.exec(summary ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId('history-points')).toContainText('31 Januari 2016 sampai 30 Desember 2025');
  await expect(page.getByRole('img', { name: /^Grafik skor total dan harga per akhir bulan/ })).toBeVisible();
  await expect(page.getByTestId('interactive-score-history-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator(`[data-analysis-link="${analysisId}"]`)).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Perubahan Rekomendasi' })).toBeVisible();
  await page.screenshot({ path: 'test-results/score-history-desktop.png', fullPage: true });
});

test('a free user is told the score history is Premium', async ({ page }) => {
  const email = uniqueEmail('history-free');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await page.goto('/history/BBCA');
  await expect(page.getByRole('region', { name: 'Riwayat skor adalah fitur Premium' })).toBeVisible();
  expect((await page.request.get('/api/score-history/BBCA')).status()).toBe(403);
});
