import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers';

/** What a first landing visit may transfer in all, the service worker's precache included (issue 22). */
export const LANDING_BUDGET_BYTES = 300_000;

/** The PDF code (jsPDF), its two fonts and the interactive chart: fetched only by a signed-in reader. */
export const ON_DEMAND = [
  /\/assets\/analysis-pdf-[^/]+\.js$/,
  /\/assets\/Inter_\w+-[^/]+\.ttf$/,
  /\/assets\/lightweight-charts[^/]*\.js$/,
];

export interface Transfer {
  url: string;
  /** Headers and body as they travelled (compressed), from the browser's own accounting. */
  bytes: number;
}

/**
 * Opens the landing page in a fresh context and returns every transfer of the visit: the page's
 * requests and the service worker's (its install downloads the precache), until the worker is in
 * control and no request has finished for 2 s.
 */
export async function firstLandingVisit(page: Page, context: BrowserContext): Promise<Transfer[]> {
  const finished: Array<Promise<Transfer>> = [];
  const count = (request: Request) =>
    finished.push(
      request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize })),
    );
  context.on('requestfinished', count);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Lihat Demo' }).first()).toBeVisible();
  await waitForServiceWorker(page);
  let seen = -1;
  await expect
    .poll(
      () => {
        const settled = finished.length === seen;
        seen = finished.length;
        return settled;
      },
      { intervals: [2_000], timeout: 20_000 },
    )
    .toBe(true);
  context.off('requestfinished', count);
  return Promise.all(finished);
}

/** The visit's total, with the on-demand files it must not have fetched. */
export function weigh(transfers: Transfer[]): { total: number; onDemand: string[] } {
  return {
    total: transfers.reduce((sum, { bytes }) => sum + bytes, 0),
    onDemand: transfers.map(({ url }) => url).filter((url) => ON_DEMAND.some((pattern) => pattern.test(url))),
  };
}
