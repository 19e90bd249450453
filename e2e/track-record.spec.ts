import { expect, test } from '@playwright/test';

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
