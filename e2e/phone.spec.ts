import { expect, test, type Page } from '@playwright/test';
import { seedAnalysis } from './db';
import { choose, openPaymentPage } from './billing-helpers';
import { signInFromLanding, uniqueEmail } from './helpers';

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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the red flags sit at the top of an analysis and the statements scroll inside their card', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('phone-flags');
    await signInFromLanding(page, email, 'Rina');
    await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
    // ACST: on the special monitoring board with three years of cash-burning losses (bundle, 2025-12-30).
    await page.getByLabel('Ticker saham').fill('ACST');
    await page.getByLabel('Ticker saham').press('Enter');
    await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });

    const flags = page.getByTestId('red-flags');
    await expect(flags).toBeVisible();
    await expect(flags.getByTestId('gorengan-level')).toHaveText('Tinggi');
    await expect(flags.getByText('Papan Pemantauan Khusus', { exact: true })).toBeVisible();
    await expect(flags.getByText('Rugi bertahun-tahun', { exact: true })).toBeVisible();
    // Held at HOLD or below whatever the score: never a buy on the watch board.
    await expect(page.getByText(/^(STRONG BUY|BUY)$/)).toHaveCount(0);
    await expect(page.getByText(/Tanda bahaya: papan pemantauan khusus/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('flags.png') });

    const statements = page.getByTestId('statements');
    await statements.scrollIntoViewIfNeeded();
    const table = statements.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'FY2024' })).toBeAttached();
    await expect(table.getByRole('rowheader', { name: 'Laba bersih' })).toBeVisible();
    // The table is wider than the phone: it scrolls inside its card, the page does not.
    const scroller = statements.locator('div.overflow-x-auto');
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await expectNoHorizontalScroll(page);
    await statements.screenshot({ path: test.info().outputPath('statements.png') });
    await expect(page.getByTestId('sharia')).toContainText('bukan Daftar Efek Syariah resmi OJK');
  });
});
