import { expect, test, type Page } from '@playwright/test';
import { seedAnalysis } from './db';
import { choose, openPaymentPage } from './billing-helpers';
import { signInFromLanding, uniqueEmail } from './helpers';
import { LANDING_BUDGET_BYTES, firstLandingVisit, weigh } from './weight-helpers';

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('landing, dashboard and analysis fit a phone screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  const email = uniqueEmail('phone');
  await signInFromLanding(page, email, 'Putri');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await expectNoHorizontalScroll(page);

  const analysis = await seedAnalysis(email);
  await page.goto(`/analysis/${analysis.id}`);
  await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('upgrade dialog, payment, finish page, settings, receipt and the Premium pages fit a phone screen', async ({
  page,
}) => {
  const email = uniqueEmail('phone-pay');
  await signInFromLanding(page, email, 'Nadia');
  await page.getByRole('link', { name: 'Upgrade ke Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade ke Premium' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await openPaymentPage(page);
  await expectNoHorizontalScroll(page);
  await choose(page, 'Tunda');
  await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Buka halaman pembayaran' }).click();
  await choose(page, 'Bayar');
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil!' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-plan')).toHaveText('Premium');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Kuitansi' }).click();
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 199.000');
  await expectNoHorizontalScroll(page);

  // A Premium analysis carries five actions (watch, score history, compare, share, PDF): they wrap.
  const analysis = await seedAnalysis(email);
  await page.goto(`/analysis/${analysis.id}`);
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Pantau' }).click();
  await expect(page.getByRole('button', { name: /^Berhenti pantau/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await expect(page.getByText(/1 dari 50 saham/)).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a tap on a term explains it on a phone, and a second tap closes it', async ({ page }) => {
  const email = uniqueEmail('phone-glossary');
  await signInFromLanding(page, email, 'Dewi');
  const analysis = await seedAnalysis(email);
  await page.goto(`/analysis/${analysis.id}`);

  const roe = page.getByRole('button', { name: 'Apa itu ROE?' }).first();
  await roe.tap();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Return on Equity');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('glossary-phone.png') });
  await roe.tap();
  await expect(tooltip).toHaveCount(0);
});

test('a first landing visit on a phone transfers at most 300 KB, the service worker included, and no PDF code or fonts', async ({
  page,
  context,
}) => {
  const { total, onDemand } = weigh(await firstLandingVisit(page, context));
  expect(total).toBeGreaterThan(50_000);
  expect(total).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  expect(onDemand).toEqual([]);
});
