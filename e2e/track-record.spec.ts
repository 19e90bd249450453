import { expect, test } from '@playwright/test';
import { newTrackRecord } from '../frontend/src/testing/track-record';

test('a signed-out visitor opens the track record from the landing footer and sees the chart and the table', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Rekam jejak rekomendasi' }).click();
  await page.waitForURL('**/rekam-jejak');
  await expect(page.getByRole('heading', { name: 'Rekam jejak rekomendasi Telisik' })).toBeVisible();
  // Still signed out: the public page asked for no sign-in.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  const chart = page.getByTestId('track-record-chart');
  await expect(chart.getByRole('img')).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /2016: Q5 [+-−]\d/);

  const table = page.getByTestId('track-record-table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '2016' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '2025' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'STRONG BUY' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Bulan terburuk (Q5 − Q1, 3 bulan)' })).toBeVisible();
  await expect(page.getByText(/Biaya tidak dikurangi/)).toBeVisible();
  await expect(page.getByText(/Bias penyintas/)).toBeVisible();
});

test.describe('engine 4’s record', () => {
  // The record is served from the contract-shaped fixture in place of the API's: the service worker
  // would answer before the route could.
  test.use({ serviceWorkers: 'block' });

  test('shows the targets’ record and the label mix in plain Indonesian, readable on a phone', async ({
    page,
  }) => {
    const trackRecord = newTrackRecord();
    await page.route('**/api/track-record', (route) => route.fulfill({ json: { trackRecord } }));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rekam-jejak');

    const targets = page.getByTestId('targets-record');
    await expect(targets.getByText(/^Target ditetapkan untuk 81% penilaian saham likuid\./)).toBeVisible();
    await expect(targets.getByText(/7% target berjarak lebih dari 50% dari harga\./)).toBeVisible();
    await expect(
      targets.getByTestId('upside-quintiles').getByRole('rowheader', { name: 'U5 (potensi terbesar)' }),
    ).toBeVisible();
    await expect(
      targets.getByTestId('targets-reached').getByRole('rowheader', { name: 'SELL' }),
    ).toBeVisible();
    await expect(
      page.getByText('STRONG BUY dan BUY bersama sekitar 19% saham; REDUCE dan SELL bersama sekitar 28%.'),
    ).toBeVisible();
    // The sections fit the screen; their tables scroll inside their own box, not the page.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="targets-record"], [data-testid="class-mix"]')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.getAttribute('data-testid')),
    );
    expect(wide).toEqual([]);
    await targets.screenshot({ path: 'test-results/track-record-targets-390.png' });
    await page.getByTestId('class-mix').screenshot({ path: 'test-results/track-record-class-mix-390.png' });
  });
});

test('the whole track record fits the narrowest phones: every table scrolls inside its box, not the page', async ({
  page,
}) => {
  await page.goto('/rekam-jejak');
  await expect(page.getByRole('heading', { name: 'Bulan terburuk (Q5 − Q1, 3 bulan)' })).toBeVisible();
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The page's own width against the screen's: a phone browser would zoom out to show the excess.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `at ${width} px` })
      .toBeLessThanOrEqual(width);
  }
});
