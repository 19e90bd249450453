import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

// The sizing form is used on phones first: an iPhone 12–15 sized screen.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function figure(page: Page, label: string) {
  return page
    .getByTestId('position-sizing')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

test('position sizing on a phone: bad capital refused, BBCA sized for Rp100 juta, remembered, in the PDF, never sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent: string[] = [];
  page.on('request', (request) => {
    sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  const email = uniqueEmail('sizing');
  await signInFromLanding(page, email, 'Putri');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.reload();
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  const card = page.getByTestId('position-sizing');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Ukuran Posisi' })).toBeVisible();
  const capital = card.getByLabel('Modal (Rp)');

  await capital.fill('abc');
  await card.getByRole('button', { name: 'Hitung' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Modal harus berupa angka rupiah, misalnya 100.000.000 atau 100 juta.',
  );
  await expect(capital).toHaveAttribute('aria-invalid', 'true');
  await capital.fill('-1000000');
  await card.getByRole('button', { name: 'Hitung' }).click();
  await expect(card.getByRole('alert')).toHaveText('Modal harus lebih dari Rp 0.');
  await expect(card.locator('dt', { hasText: 'Jumlah lot' })).toHaveCount(0);
  await expect(card).not.toContainText('NaN');
  await card.screenshot({ path: test.info().outputPath('position-sizing-390-invalid.png') });

  await capital.fill('100 juta');
  await card.getByRole('button', { name: 'Hitung' }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(capital).toHaveValue('100.000.000');
  await expect(card.getByRole('radio', { name: /Moderat/ })).toBeChecked();
  await expect(figure(page, 'Jumlah lot')).toHaveText('24 lot (2.400 lembar) pada Rp 8.075');
  await expect(figure(page, 'Stop')).toHaveText('Rp 7.675 (5,0% di bawah harga)');
  await expect(figure(page, 'Risiko bila stop tersentuh')).toHaveText('Rp 960.000 (0,96% dari modal)');
  await expect(figure(page, 'Nilai posisi')).toHaveText('Rp 19.380.000 (19,4% dari modal)');
  await expect(figure(page, 'Lama menjual posisi')).toHaveText('kurang dari 1 hari perdagangan');
  await expect(card).toContainText('Panduan, bukan saran');
  await expectNoHorizontalScroll(page);
  await card.screenshot({ path: test.info().outputPath('position-sizing-390.png') });

  // Remembered on this device: the next visit sizes straight away.
  await page.reload();
  await expect(figure(page, 'Jumlah lot')).toHaveText('24 lot (2.400 lembar) pada Rp 8.075');
  await card.getByText('Agresif', { exact: true }).click();
  await expect(card.getByRole('radio', { name: /Agresif/ })).toBeChecked();
  // Agresif: 2% at risk allows 50 lots, the 25% cap 30.
  await expect(figure(page, 'Jumlah lot')).toHaveText('30 lot (3.000 lembar) pada Rp 8.075');

  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('Ukuran Posisi');
  expect(text).toMatch(/Modal\s+Rp 100\.000\.000/);
  expect(text).toMatch(/Jumlah lot\s+30 lot \(3\.000 lembar\) pada Rp 8\.075/);
  expect(text).toContain('Panduan, bukan saran');

  // The capital stayed in the browser: no request carried it.
  expect(sent.filter((line) => /100\.?000\.?000|100 juta/.test(line))).toEqual([]);

  // Signing out forgets it on this device, with the rest of the user's data.
  expect(await page.evaluate(() => localStorage.getItem('telisik.position-sizing'))).toContain('100000000');
  await page.getByRole('link', { name: 'Keluar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/analysis/'));
  expect(await page.evaluate(() => localStorage.getItem('telisik.position-sizing'))).toBeNull();
});
