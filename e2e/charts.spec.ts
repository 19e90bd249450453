import { expect, test, type Page } from '@playwright/test';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

/** A date as the charts write it, e.g. "9 Des 2024". */
const SHORT_DATE = /\d{1,2} [A-Z][a-z]{2} \d{4}/;

/**
 * The chart has drawn; hovering moves the crosshair, and the read-out above it follows with that
 * day's date and values; the wheel zooms the time scale in.
 */
async function expectCrosshairAndWheelZoom(page: Page, testId: string, value: RegExp): Promise<void> {
  const chart = page.getByTestId(testId);
  await expect(chart).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const readout = page.getByTestId(`${testId}-readout`);
  await expect(readout).toContainText(SHORT_DATE);
  await expect(readout).toContainText(value);
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  expect(box.height).toBeGreaterThan(200);

  // Two places on the chart read out two different days.
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(readout).toContainText(SHORT_DATE);
  const earlier = (await readout.textContent())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(readout).not.toHaveText(earlier);
  await expect(readout).toContainText(SHORT_DATE);
  await expect(readout).toContainText(value);

  const from = (await chart.getAttribute('data-visible-from'))!;
  const to = (await chart.getAttribute('data-visible-to'))!;
  await page.mouse.wheel(0, -600);
  await expect
    .poll(async () => [
      await chart.getAttribute('data-visible-from'),
      await chart.getAttribute('data-visible-to'),
    ])
    .not.toEqual([from, to]);
  const zoomedFrom = (await chart.getAttribute('data-visible-from'))!;
  const zoomedTo = (await chart.getAttribute('data-visible-to'))!;
  // Zoomed in: a shorter stretch of time than before.
  expect(Date.parse(zoomedTo) - Date.parse(zoomedFrom)).toBeLessThan(Date.parse(to) - Date.parse(from));
}

test('the analysis price chart is interactive: lightweight-charts, loaded only with the analysis, crosshair with date, price and volume, wheel zoom', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Lihat Demo' })).toBeVisible();
  // The landing page never fetched the charting library.
  expect(scripts.some((path) => /lightweight-charts|interactive-/.test(path))).toBe(false);

  // By the keyboard: a click would leave the pointer where the chart then appears, and a pointer on
  // the chart is what makes it interactive.
  await page.getByRole('link', { name: 'Lihat Demo' }).press('Enter');
  // Until a pointer comes to it, the static chart stands in, in the interactive chart's box, and the
  // library is not fetched: the page's load does not carry it.
  const frame = page.getByTestId('interactive-price-chart-frame');
  await expect(frame.getByRole('img', { name: /^Grafik harga penutupan/ })).toBeVisible();
  const before = (await frame.boundingBox())!;
  await page.waitForTimeout(1000);
  expect(scripts.some((path) => /lightweight-charts/.test(path))).toBe(false);
  await expect(page.getByTestId('interactive-price-chart')).toHaveAttribute('data-ready', 'false');
  await frame.hover();
  await expectCrosshairAndWheelZoom(page, 'interactive-price-chart', /Harga Rp \d/);
  // The interactive chart took the static one's box: nothing around it moved.
  const after = (await frame.boundingBox())!;
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  // Each day's volume is read out beside its price.
  await expect(page.getByTestId('interactive-price-chart-readout')).toContainText(
    /Volume \d+(,\d+)?\s(rb|jt|M)/,
  );
  await page.screenshot({ path: 'test-results/chart-demo.png' });
});

test('the comparison and the score history charts are interactive too', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('charts');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.goto('/compare?tickers=BBCA,TLKM');
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  await page.waitForURL(/\/compare\/[0-9a-f-]{36}$/, { timeout: 45_000 });
  // One line per stock, each read out with its rebased value.
  await expectCrosshairAndWheelZoom(page, 'interactive-rebased-chart', /BBCA \d+,\d.*TLKM \d+,\d/);
  await page.screenshot({ path: 'test-results/chart-compare.png' });

  await page.goto('/history/BBCA');
  await expect(page.getByRole('heading', { name: 'Riwayat Skor BBCA' })).toBeVisible({ timeout: 60_000 });
  await expectCrosshairAndWheelZoom(
    page,
    'interactive-score-history-chart',
    /Skor total \(\/50\) \d+ (STRONG BUY|BUY|HOLD|REDUCE|SELL).*Harga Rp \d/,
  );
  await page.screenshot({ path: 'test-results/chart-score-history.png' });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.625,
  });

  test('the price chart fits the screen, a press and hold reads out a day, a swipe pans', async ({
    page,
  }) => {
    await page.goto('/demo');
    const chart = page.getByTestId('interactive-price-chart');
    // A finger on the static chart makes it interactive.
    const frame = page.getByTestId('interactive-price-chart-frame');
    await expect(frame.getByRole('img', { name: /^Grafik harga penutupan/ })).toBeVisible();
    await expect(chart).toHaveAttribute('data-ready', 'false');
    await frame.tap();
    await expect(chart).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(412);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const readout = page.getByTestId('interactive-price-chart-readout');
    const latest = (await readout.textContent())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
      await page.waitForTimeout(30);
    };

    // A sideways swipe pans the year: dragged to the left, the first days leave the screen.
    const from = await chart.getAttribute('data-visible-from');
    await touch('touchStart', box.x + box.width * 0.7);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', box.x + box.width * (0.7 - step * 0.04));
    await touch('touchEnd', box.x + box.width * 0.3);
    await expect.poll(() => chart.getAttribute('data-visible-from')).not.toBe(from);

    // A press and hold puts the crosshair on a day (a short tap is left to the page).
    await touch('touchStart', box.x + box.width * 0.3);
    await page.waitForTimeout(800);
    await expect(readout).not.toHaveText(latest);
    await expect(readout).toContainText(SHORT_DATE);
    await expect(readout).toContainText(/Harga Rp \d/);
    await touch('touchEnd', box.x + box.width * 0.3);
  });
});
