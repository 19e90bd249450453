import { expect, test } from '@playwright/test';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a free user analyses BBCA, lands on the filled analysis page, and is refused a second one', async ({ page }) => {
  await signInFromLanding(page, uniqueEmail('analyst'), 'Bima');
  const ticker = page.getByLabel('Ticker saham');
  await ticker.fill('bbca');
  await expect(ticker).toHaveValue('BBCA');
  await ticker.press('Enter');

  const toasts = page.getByRole('region', { name: 'Notification' });
  await expect(toasts.getByText('Analisis Berhasil!')).toBeVisible({ timeout: 15_000 });
  await expect(toasts.getByText('Analisis untuk BBCA telah selesai.')).toBeVisible();
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/);

  await expect(page.getByRole('heading', { name: /Bank Central Asia/ })).toBeVisible();
  await expect(page.getByText('Rp 8.075').first()).toBeVisible();
  await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valuasi', exact: true })).toBeVisible();
  // The header's date of the data (each pillar card has its own below).
  const header = page.getByRole('heading', { name: /Bank Central Asia/ }).locator('xpath=..');
  await expect(header.getByText('Data per 30 Desember 2025')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Skor Total' })).toBeVisible();

  // Each pillar says how recent its data is: BBCA's newest statement is Q3 2025, prices and flows end on the day.
  await expect(
    page.getByRole('region', { name: 'Fundamental' }).getByText('Data per 30 September 2025'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Teknikal' }).getByText('Data per 30 Desember 2025'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sentimen' }).getByText('Data per 30 Desember 2025'),
  ).toBeVisible();
  await expect(page.locator('[data-freshness="stale"]')).toHaveCount(0);

  // Every number of the analysis as data: opened, ROE shows with the period it covers and its source.
  const metrics = page.locator('[data-metric="roe"]');
  await page.getByText(/^Lihat \d+ angka$/).click();
  await expect(metrics).toContainText('ROE');
  await expect(metrics).toContainText('TTM s.d. Q2 2025; neraca Q3 2025 · Sumber: laporan keuangan');
  await expect(page.getByText(/Laporan keuangan terbaru: Q3 2025, 3 bulan sebelum analisis/)).toBeVisible();

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('remaining-analyses-value')).toHaveText('0');
  await expect(page.getByTestId('total-analyses')).toContainText('1');

  await page.getByLabel('Ticker saham').fill('TLKM');
  await page.getByRole('button', { name: 'Analisis', exact: true }).click();
  await expect(toasts.getByText('Gagal Menganalisis')).toBeVisible();
  await expect(
    toasts.getByText(
      '403: Kuota analisis gratis Anda sudah habis. Upgrade ke Premium untuk analisis tanpa batas.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('total-analyses')).toContainText('1');
});
