import { expect, test } from '@playwright/test';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { expectSaved, waitForServiceWorker } from './pwa-helpers';

test('Premium compares three stocks side by side, reopens the comparison by its address, also offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('compare');
  await signInFromLanding(page, email, 'Rina');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.reload();
  await page.getByRole('link', { name: 'Bandingkan', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/compare');

  await page.getByLabel('Kode saham 1').fill('bbca');
  await page.getByLabel('Kode saham 2').fill('BBCA');
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  const toasts = page.getByRole('region', { name: 'Notification' });
  await expect(toasts.getByText('Setiap saham hanya boleh dipilih sekali.')).toBeVisible();

  await page.getByLabel('Kode saham 2').fill('TLKM');
  await page.getByRole('button', { name: 'Tambah saham' }).click();
  await page.getByLabel('Kode saham 3').fill('ASII');
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  await page.waitForURL(/\/compare\/[0-9a-f-]{36}$/, { timeout: 45_000 });
  const id = page.url().split('/').pop()!;

  await expect(page.getByRole('heading', { name: 'BBCA · TLKM · ASII' })).toBeVisible();
  await expect(page.getByText('Semua analisis memakai data per 30 Desember 2025')).toBeVisible();
  const table = page.getByRole('table', { name: 'Perbandingan saham' });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  for (const row of ['Skor total (/50)', 'Rekomendasi', 'Target harga', 'Potensi', 'Keyakinan', 'ROE', 'P/E', 'P/B',
    'Imbal hasil dividen', 'Return 12 bulan vs IHSG', 'Net beli asing 20 hari (% volume)']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  }
  // The best total score is marked in that row.
  await expect(table.locator('tr[data-row="totalScore"] td[data-best="true"]').first()).toContainText('Terbaik');
  await expect(page.getByText('Harga satu tahun, disetarakan ke 100')).toBeVisible();
  await page.screenshot({ path: 'test-results/compare-desktop.png', fullPage: true });

  // The three analyses were made and count in the history.
  await page.goto('/');
  await expect(page.getByTestId('total-analyses')).toContainText('3');

  await page.goto(`/compare/${id}`);
  await expect(page.getByRole('heading', { name: 'BBCA · TLKM · ASII' })).toBeVisible();
  await waitForServiceWorker(page);
  await expectSaved(page, `/api/comparisons/${id}`);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'BBCA · TLKM · ASII' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Perbandingan saham' })).toBeVisible();
  await context.setOffline(false);
});

test('a free user is told comparison is Premium, and the API refuses them', async ({ page }) => {
  const email = uniqueEmail('compare-free');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await page.goto('/compare?tickers=BBCA,TLKM');
  await expect(page.getByRole('region', { name: 'Perbandingan saham adalah fitur Premium' })).toBeVisible();
  const refused = await page.request.post('/api/comparisons', { data: { tickers: ['BBCA', 'TLKM'] } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    message: 'Perbandingan saham adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.',
  });
});
