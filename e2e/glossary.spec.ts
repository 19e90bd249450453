import { expect, test } from '@playwright/test';
import { seedAnalysis } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a term in the thesis explains itself on hover, after the 700 ms open delay', async ({ page }) => {
  const email = uniqueEmail('glossary');
  await signInFromLanding(page, email, 'Sari');
  const analysis = await seedAnalysis(email);
  await page.goto(`/analysis/${analysis.id}`);

  const roe = page.getByRole('button', { name: 'Apa itu ROE?' }).first();
  await expect(roe).toBeVisible();
  await roe.hover();
  const tooltip = page.getByRole('tooltip');
  // Radix keeps the text in the DOM only once open; before the delay there is none.
  await page.waitForTimeout(300);
  await expect(tooltip).toHaveCount(0);
  // Once the delay has passed it opens. Chrome ends a hover when the page's layout moves the term
  // from under a still pointer (the cards below are drawn in idle time after the first paint), as
  // it would for a reader's mouse: the pointer is then moved onto the term again, as a reader would.
  await expect(async () => {
    if ((await tooltip.count()) === 0) await roe.hover({ position: { x: 4, y: 4 } });
    await expect(tooltip).toContainText('Return on Equity', { timeout: 1500 });
  }).toPass({ timeout: 8000 });
  await page.screenshot({ path: test.info().outputPath('glossary-desktop.png') });

  await page.mouse.move(5, 5, { steps: 5 });
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
});
