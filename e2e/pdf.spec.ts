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
  // Figures as the page prints them, to find them printed the same way in the PDF.
  const onPage = async (label: string) =>
    (await page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').first().textContent())!.trim();
  const rsi = await onPage('RSI 14 hari');
  const excess = await onPage('Selisih return vs IHSG 12 bulan');
  const ownership3m = await onPage('Perubahan kepemilikan asing 3 bulan');
  expect(rsi).toMatch(/^\d{1,3},\d$/);
  expect(excess).toMatch(/^[+-]\d+,\d poin$/);
  const stored = (await (await page.request.get(`/api/analyses/${page.url().split('/').pop()}`)).json()) as {
    analysisResult: {
      investmentThesis: string;
      fullAnalysis: { valuation: { valuationSummary: string; target: { explanation: string } } };
    };
  };
  const { valuation } = stored.analysisResult.fullAnalysis;

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

  // Every unit as on the page: RSI is a plain number (no "x"), the excess return is in points.
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  expect(text).toMatch(new RegExp(`RSI 14 hari\\s+${escape(rsi)}\\s*$`, 'm'));
  expect(text).toMatch(new RegExp(`Selisih return vs IHSG 12 bulan\\s+${escape(excess)}\\s*$`, 'm'));
  // (A label too long for its column wraps: its last word may go to the next line.)
  expect(text).toMatch(new RegExp(`Perubahan kepemilikan asing 3(?: bulan)?\\s+${escape(ownership3m)}\\s*$`, 'm'));
  // Signs kept: the bank model's "biaya ekuitas ∓1 poin" (a glyph Inter lacks) still reads with its sign.
  expect(text).toMatch(/biaya\s+ekuitas\s+−\/\+1\s+poin/);
  // No stray sentence: the thesis is followed by the next card; the target's explanation is in the
  // valuation card, where the page shows it.
  const flat = text.replace(/\s+/g, ' ');
  const thesisToScores = flat.slice(flat.indexOf('Tesis Investasi'), flat.indexOf('Rincian Skor'));
  expect(thesisToScores).toContain(stored.analysisResult.investmentThesis.slice(0, 60));
  expect(thesisToScores).not.toContain(valuation.target.explanation.slice(0, 40));
  expect(flat.indexOf(valuation.target.explanation.slice(0, 40))).toBeGreaterThan(flat.indexOf('Valuasi Skenario'));
  // Cards are not split across pages: the score bars share a page, and so does the valuation card.
  const pages = text.split('\f');
  const scores = pages.find((p) => p.includes('Rincian Skor'))!;
  for (const bar of [/Skor Total\s+\d+\/50/, /Fundamental\s+\d+\/25/, /Teknikal\s+\d+\/15/, /Sentimen\s+\d+\/10/])
    expect(scores).toMatch(bar);
  const valuationPage = pages.find((p) => /^Valuasi$/m.test(p))!.replace(/\s+/g, ' ');
  expect(valuationPage).toContain(valuation.valuationSummary.slice(-40));
  expect(valuationPage).toContain(valuation.target.explanation.slice(-40));
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
