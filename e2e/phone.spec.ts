import { expect, test, type Page } from '@playwright/test';
import { seedAnalysis } from './db';
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
