import { expect, test, type Page } from '@playwright/test';
import { grantPremium } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

test('Premium reads the score history of BBCA: at least 100 monthly points, their own analysis marked, the changes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('history');
  await signInFromLanding(page, email, 'Hadi');
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await grantPremium(email);
  await page.reload();
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByLabel('Ticker saham').press('Enter');
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const analysisId = page.url().split('/').pop()!;

  await page.getByRole('link', { name: 'Riwayat Skor' }).click();
  await page.waitForURL((url) => url.pathname === '/history/BBCA');
  await expect(page.getByRole('heading', { name: 'Riwayat Skor BBCA' })).toBeVisible({ timeout: 60_000 });
  const summary = await page.getByTestId('history-points').textContent();
  const count = Number(/^(\d+) titik bulanan/.exec(summary ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId('history-points')).toContainText('31 Januari 2016 sampai 30 Desember 2025');
  await expect(page.getByRole('img', { name: /^Grafik skor total dan harga per akhir bulan/ })).toBeVisible();
  await expect(page.getByTestId('interactive-score-history-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator(`[data-analysis-link="${analysisId}"]`)).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Perubahan Rekomendasi' })).toBeVisible();
  await expectTidyChartCard(page);
  await page.screenshot({ path: 'test-results/score-history-desktop.png', fullPage: true });
});

/**
 * The readout above the chart and the legend below it sit inside the card, clear of its border and
 * of the plot; the time axis reads whole labels ("2016", "Des 2025"), none cut at either edge.
 */
async function expectTidyChartCard(page: Page): Promise<void> {
  const chart = page.getByTestId('interactive-score-history-chart');
  await expect(chart).toHaveAttribute('data-ready', 'true');
  const card = (await page.getByTestId('score-history-card').boundingBox())!;
  const plot = (await chart.boundingBox())!;
  for (const testId of ['interactive-score-history-chart-readout', 'score-history-legend']) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    // Inside the card with room to spare: its 1 px border is never touched.
    expect(box.y, testId).toBeGreaterThanOrEqual(card.y + 12);
    expect(box.x, testId).toBeGreaterThanOrEqual(card.x + 12);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(card.x + card.width - 12);
    expect(box.y + box.height, testId).toBeLessThanOrEqual(card.y + card.height - 12);
    // Above or below the plot, never over it.
    const clear = box.y + box.height <= plot.y || box.y >= plot.y + plot.height;
    expect(clear, `${testId} overlaps the plot`).toBe(true);
  }

  // The labels the axis drew are whole: a year, a month with its year, or a day with its month.
  await expect(chart).toHaveAttribute('data-axis-labels', /2016/);
  const labels = (await chart.getAttribute('data-axis-labels'))!.split('|');
  for (const label of labels) expect(label).toMatch(/^(\d{4}|[A-Z][a-z]{2} \d{4}|\d{1,2} [A-Z][a-z]{2})$/);
  // And none is cut by the plot's edge: no label ink in the outermost pixels of the time axis.
  await expect
    .poll(() =>
      chart.evaluate((element) => {
        const axisRow = element.querySelector('table tr:last-child');
        const canvas = axisRow?.querySelectorAll('td')[1]?.querySelector('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context || canvas.width === 0) return 'no axis canvas';
        const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
        const inked = (x: number) => {
          for (let y = 0; y < height; y += 1) {
            const i = (y * width + x) * 4;
            // Label text is slate (#475569); the axis border line is a light grey.
            if (data[i + 3]! > 128 && data[i]! + data[i + 1]! + data[i + 2]! < 450) return true;
          }
          return false;
        };
        // A label cut by the plot's edge runs into the canvas's first or last column; a whole one stops short.
        const edges = [0, width - 1].filter(inked);
        let text = 0;
        for (let x = 0; x < width; x += 1) if (inked(x)) text += 1;
        return edges.length === 0 && text > 0 ? 'clean' : `cut at ${edges.join(', ')}, ${text} inked columns`;
      }),
    )
    .toBe('clean');
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the score history card is tidy: readout and legend inside it, whole axis labels', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('history-phone');
    await signInFromLanding(page, email);
    await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
    await grantPremium(email);
    await page.goto('/history/BBCA');
    await expect(page.getByRole('heading', { name: 'Riwayat Skor BBCA' })).toBeVisible({ timeout: 60_000 });
    await expectTidyChartCard(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByTestId('score-history-card').screenshot({ path: 'test-results/score-history-phone.png' });
  });
});

test('a free user is told the score history is Premium', async ({ page }) => {
  const email = uniqueEmail('history-free');
  await signInFromLanding(page, email);
  await expect(page.getByText('Mulai Analisis Baru')).toBeVisible();
  await page.goto('/history/BBCA');
  await expect(page.getByRole('region', { name: 'Riwayat skor adalah fitur Premium' })).toBeVisible();
  expect((await page.request.get('/api/score-history/BBCA')).status()).toBe(403);
});
