import { expect, test } from '@playwright/test';
import { signInFromLanding, uniqueEmail } from './helpers';

/**
 * The app as `npm start` runs it (PGlite, one database connection): what a first visitor does.
 * Two faults lived only here: 'Lihat Demo' waited on its own connection forever, and a sign-in
 * after the pool had replaced its idle connection was a 500.
 */
test('the embedded default: the demo, a sign-in, an analysis, and a second sign-in after the pool went idle', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Lihat Demo' }).click();
  await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.' })).toBeVisible();

  await signInFromLanding(page, uniqueEmail('embedded'), 'Eka');
  await page.getByLabel('Ticker saham').fill('TLKM');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\//);
  await expect(page.getByRole('heading', { name: /Telkom Indonesia/ })).toBeVisible();

  // pg's pool closes a connection idle for 10 s; the next request opens another to the same
  // embedded session, which still holds what the first connection prepared.
  await page.waitForTimeout(11_000);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await signInFromLanding(second, uniqueEmail('embedded-second'), 'Dewi');
  await expect(second.getByText('Selamat datang, Dewi!')).toBeVisible();
  await other.close();
});
