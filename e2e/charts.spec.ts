import { expect, test } from '@playwright/test';

test('the price chart is interactive: drawn by lightweight-charts, loaded only with the analysis, with a crosshair', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Lihat Demo' })).toBeVisible();
  // The landing page never fetched the charting library.
  expect(scripts.some((path) => /lightweight-charts|interactive-price-chart/.test(path))).toBe(false);

  await page.getByRole('link', { name: 'Lihat Demo' }).click();
  const chart = page.getByTestId('interactive-price-chart');
  await expect(chart).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.height).toBeGreaterThan(200);
  // Hovering draws the crosshair with its date and price labels (on the chart's own canvases).
  const before = await chart.screenshot();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  const hovered = await chart.screenshot();
  expect(hovered.equals(before)).toBe(false);
  // Wheel zooms the time scale: the drawing changes again.
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(200);
  expect((await chart.screenshot()).equals(hovered)).toBe(false);
  await page.screenshot({ path: 'test-results/chart-demo.png' });
});
