import { expect, type Page } from '@playwright/test';

/** From any signed-in screen: 'Upgrade ke Premium' (or a '#upgrade' link) → the dialog's pay button → the simulator. */
export async function openPaymentPage(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Upgrade ke Premium|Perpanjang Premium/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('premium-price')).toHaveText('Rp 199.000');
  await dialog.getByRole('button', { name: /^(Bayar Rp 199\.000|Lanjutkan pembayaran)$/ }).click();
  await page.waitForURL(/\/payment-simulator\/snap\/v4\/redirection\//);
  await expect(page.getByText('Simulator pembayaran', { exact: false })).toBeVisible();
}

/** On the simulator's page: Bayar, Tunda or Gagal, then back on our finish page. */
export async function choose(
  page: Page,
  action: 'Bayar' | 'Tunda' | 'Gagal',
  method?: string,
): Promise<void> {
  if (method) await page.getByLabel(method).check();
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.waitForURL(/\/billing\/finish\?order_id=/);
}

/** A signed-in user becomes Premium through the whole payment flow. */
export async function buyPremium(page: Page): Promise<void> {
  await page.goto('/#upgrade');
  await openPaymentPage(page);
  await choose(page, 'Bayar');
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil!' })).toBeVisible();
}

/** "24 Desember 2026": how the app writes the end of a period starting now, in WIB. */
export function dateInDays(days: number): string {
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
