import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import type { Analysis, Comparison } from '@telisik/contract';
import { bbcaEngine4, bbriEngine4, bukaNoTarget } from '../frontend/src/testing/analysis-engine4';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

// The answers are engine 4's, built from the contract and served in place of the API's: the service
// worker would answer before the route could, so it stays out of this test.
test.use({ serviceWorkers: 'block' });

const COMPARISON_ID = '55555555-5555-4555-8555-555555555555';

async function serve(page: Page, analyses: Analysis[]): Promise<void> {
  for (const analysis of analyses) {
    await page.route(`**/api/analyses/${analysis.id}`, (route) => route.fulfill({ json: analysis }));
  }
  const comparison: Comparison = {
    id: COMPARISON_ID,
    dataAsOf: '2025-12-30',
    createdAt: '2026-11-26T01:00:00.000Z',
    analyses,
  };
  await page.route(`**/api/comparisons/${COMPARISON_ID}`, (route) => route.fulfill({ json: comparison }));
}

async function pdfText(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download: Download = await downloading;
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('an analysis with no target says "Target tidak ditetapkan" on the page, in the comparison and in the PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('no-target');
  await signInFromLanding(page, email, 'Wati');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await serve(page, [bukaNoTarget, bbriEngine4, bbcaEngine4]);

  // The page: no target, the reason, the range with its grade; never the price or Rp 0 as a target.
  await page.goto(`/analysis/${bukaNoTarget.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'PT Bukalapak.com Tbk.' })).toBeVisible();
  await expect(page.getByTestId('target-price')).toHaveText('Target HargaTarget tidak ditetapkan');
  await expect(page.getByTestId('no-target-reason')).toHaveText(
    'Ketidakpastian sangat tinggi karena perusahaan masih rugi.',
  );
  await expect(page.getByTestId('uncertainty-grade')).toHaveText('Sangat Tinggi');
  await expect(page.getByLabel('Rentang nilai wajar')).toContainText('Rp 160');
  await expect(page.getByText(/NaN|\+0,00%/)).toHaveCount(0);

  const text = await pdfText(page);
  expect(text).toMatch(/Target Harga\s+Target tidak ditetapkan/);
  expect(text).toMatch(/Potensi\s+Target tidak ditetapkan/);
  expect(text).toContain('Ketidakpastian sangat tinggi karena perusahaan masih rugi.');
  expect(text).toMatch(/Ketidakpastian\s+Sangat Tinggi/);
  expect(text).not.toMatch(/Target Harga\s+Rp/);

  // The comparison: the missing target is said, never marked best; the label-target note is shown.
  await page.goto(`/compare/${COMPARISON_ID}`);
  const table = page.getByRole('table', { name: 'Perbandingan saham' });
  await expect(table.locator('tr[data-row="targetPrice"] td').first()).toHaveText('Target tidak ditetapkan');
  await expect(table.locator('tr[data-row="upside"] td').first()).not.toHaveAttribute('data-best', 'true');
  await expect(table.locator('tr[data-row="upside"] td[data-best="true"]')).toHaveText(/\+51,76%/);
  await expect(table.getByTestId('recommendation-note')).toHaveText(
    'HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.',
  );
});

test('on a phone the no-target call, the note and the fair-value range read without overflow', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('no-target-phone');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await serve(page, [bukaNoTarget, bbriEngine4]);
  await page.setViewportSize({ width: 390, height: 844 });

  for (const analysis of [bukaNoTarget, bbriEngine4]) {
    await page.goto(`/analysis/${analysis.id}`);
    await expect(page.getByTestId('fair-value')).toBeVisible();
    // The call and the valuation fit the screen: nothing in them is cut off or scrolls sideways.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('article *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.textContent?.slice(0, 40)),
    );
    expect(wide).toEqual([]);
    await page.screenshot({ path: `test-results/no-target-${analysis.ticker}-390.png`, fullPage: true });
  }
  await expect(page.getByTestId('recommendation-note')).toBeVisible();
  await expect(page.getByTestId('target-gap-reason')).toBeVisible();
});
