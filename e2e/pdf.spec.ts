import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { grantPremium, seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';
import { expectSaved, waitForServiceWorker } from './pwa-helpers';

/** The text of a downloaded PDF, as `pdftotext` reads it (layout kept, so a line reads as printed). */
async function pdfText(download: Download): Promise<string> {
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  expect(statSync(path).size).toBeGreaterThan(10_000);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function exportPdf(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  return downloading;
}

test('a free user sees what Export PDF is and the way to Premium', async ({ page }) => {
  const email = uniqueEmail('pdf-free');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  const { id } = await seedAnalysis(email);
  await page.goto(`/analysis/${id}`);
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const notice = page.getByRole('region', { name: 'Export PDF adalah fitur Premium' });
  await expect(notice).toContainText('PDF A4');
  await expect(notice.getByRole('link', { name: 'Upgrade ke Premium' })).toHaveAttribute('href', '#upgrade');
});

test('Premium exports the whole analysis as an A4 PDF, also offline and for an analysis stored before the engine', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('pdf-premium');
  await signInFromLanding(page, email, 'Putri');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.reload();
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Bank Central Asia/ })).toBeVisible();
  const target = (await page.locator('dt', { hasText: 'Target Harga' }).locator('xpath=following-sibling::dd').first().textContent())!.trim();
  const total = (await page.getByRole('progressbar', { name: 'Skor Total' }).getAttribute('aria-valuenow'))!;

  const download = await exportPdf(page);
  expect(download.suggestedFilename()).toBe('Telisik-BBCA-2025-12-30.pdf');
  const text = await pdfText(download);
  expect(text).toContain('PT Bank Central Asia Tbk.');
  expect(text).toContain('BBCA');
  expect(text).toContain('Data per 30 Desember 2025');
  expect(text).toMatch(new RegExp(`Skor Total\\s+${total}/50`));
  expect(text).toMatch(/Fundamental\s+\d+\/25/);
  expect(text).toMatch(/Teknikal\s+\d+\/15/);
  expect(text).toMatch(/Sentimen\s+\d+\/10/);
  expect(text).toMatch(new RegExp(`Target Harga\\s+${target.replace('.', '\\.')}`));
  expect(text).toContain('Aturan di Balik Skor');
  expect(text).toContain('Harga Satu Tahun Terakhir');
  // The chart's volume strip is labelled at its left, on the line above the chart's first date.
  expect(text).toMatch(/^\s*Volume\s*\n\s*\d{1,2} \w{3} 2024/m);
  expect(text).toContain('Bukan saran investasi');
  // Issue 21: the red flags near the top, then the statements, dividends and the sharia estimate.
  expect(text).toMatch(/Risiko gorengan\s+Rendah/);
  expect(text).toContain('Laporan Keuangan');
  expect(text).toMatch(/Laba bersih\s+[\d.,]+\s+[\d.,]+/);
  expect(text).toContain('Dalam Rp triliun');
  expect(text).toContain('Saringan Syariah (perkiraan)');
  expect(text.indexOf('Tanda Bahaya')).toBeLessThan(text.indexOf('Rekomendasi Investasi'));
  expect(text).toMatch(/Halaman 1 dari \d+/);
  expect(text).toMatch(/dibuat \d{1,2} \w+ \d{4}/);
  // Real fonts travel in the file: every font is embedded.
  const fonts = execFileSync('pdffonts', [test.info().outputPath(download.suggestedFilename())], { encoding: 'utf8' });
  expect(fonts).toMatch(/Inter/);
  expect(fonts.split('\n').slice(2).filter((line) => line.trim() !== '' && !/\byes\b/.test(line))).toEqual([]);

  // Offline: the analysis reads from the device and the PDF is drawn with no connection.
  await waitForServiceWorker(page);
  await expectSaved(page, `/api/analyses/${page.url().split('/').pop()}`);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Bank Central Asia/ })).toBeVisible();
  const offline = await exportPdf(page);
  expect(offline.suggestedFilename()).toBe('Telisik-BBCA-2025-12-30.pdf');
  expect(await pdfText(offline)).toContain('Bukan saran investasi');
  await context.setOffline(false);

  // An analysis stored before this change (SPEC §3's fields only) still exports.
  const legacy = await seedAnalysis(email, { ticker: 'TLKM', company_name: 'PT Telkom Indonesia (Persero) Tbk' });
  await page.goto(`/analysis/${legacy.id}`);
  await expect(page.getByRole('heading', { name: 'PT Telkom Indonesia (Persero) Tbk' })).toBeVisible();
  const old = await pdfText(await exportPdf(page));
  expect(old).toContain('PT Telkom Indonesia (Persero) Tbk');
  expect(old).toContain('Riwayat harga tidak tersedia');
  expect(old).toMatch(/Skor Total\s+36\/50/);
  expect(old).toContain('Bukan saran investasi');
});
