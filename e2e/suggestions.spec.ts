import { expect, test } from '@playwright/test';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a company name suggests its ticker; picked by keyboard, Enter analyses it', async ({ page }) => {
  await signInFromLanding(page, uniqueEmail('suggest'), 'Sari');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analyses')
      posts.push(request.url());
  });

  const ticker = page.getByRole('combobox', { name: 'Ticker saham' });
  await ticker.pressSequentially('telkom');
  await expect(ticker).toHaveValue('TELKOM');

  const listbox = page.getByRole('listbox', { name: 'Saran saham' });
  const tlkm = listbox.getByRole('option', { name: /TLKM/ });
  await expect(tlkm).toBeVisible();
  await expect(tlkm).toContainText('Telkom Indonesia');
  await expect(ticker).toHaveAttribute('aria-expanded', 'true');

  // TLKM is the only company named Telkom, so the first option; pick it by what it says anyway.
  const options = listbox.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith('TLKM'));
  for (let step = 0; step <= index; step += 1) await ticker.press('ArrowDown');
  await expect(tlkm).toHaveAttribute('aria-selected', 'true');
  await expect(ticker).toHaveAttribute('aria-activedescendant', (await tlkm.getAttribute('id')) ?? '');

  await ticker.press('Enter');
  await expect(ticker).toHaveValue('TLKM');
  await expect(listbox).toBeHidden();
  await expect(ticker).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Analisis', exact: true })).toBeEnabled();
  expect(posts).toHaveLength(0);

  await ticker.press('Enter');
  const toasts = page.getByRole('region', { name: 'Notification' });
  await expect(toasts.getByText('Analisis Berhasil!')).toBeVisible({ timeout: 15_000 });
  await expect(toasts.getByText('Analisis untuk TLKM telah selesai.')).toBeVisible();
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/);
  expect(posts).toHaveLength(1);
  await expect(page.getByRole('heading', { name: /Telkom Indonesia/ })).toBeVisible();
});
