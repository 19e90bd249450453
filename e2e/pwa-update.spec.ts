import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, waitForServiceWorker } from './pwa-helpers';

const dist = join(repoRoot, 'frontend', 'dist');

/** Builds the frontend into `outDir` as another version (TELISIK_BUILD_ID changes its code). */
function buildAnotherVersion(outDir: string, buildId: string): void {
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(repoRoot, 'frontend'),
      env: { ...process.env, TELISIK_BUILD_ID: buildId },
      stdio: 'pipe',
    },
  );
}

/** Puts the files of `from` in place of the served build, as a deploy does. */
function deploy(from: string): void {
  rmSync(dist, { recursive: true, force: true });
  cpSync(from, dist, { recursive: true });
}

type Marked = { stillTheSamePage?: boolean };

test('a new deploy is offered as a toast, and the app reloads into it only when asked', async ({
  context,
}) => {
  test.setTimeout(60_000);
  const work = mkdtempSync(join(tmpdir(), 'telisik-update-'));
  const original = join(work, 'original');
  const next = join(work, 'next');
  const nextId = `e2e-update-${Date.now()}`;
  cpSync(dist, original, { recursive: true });
  try {
    // Two windows of the app: the first visit, which installed the worker, and one opened after,
    // already under its control (the usual start of an installed app).
    const firstVisit = await context.newPage();
    await firstVisit.goto('/');
    await waitForServiceWorker(firstVisit);
    const installed = await context.newPage();
    await installed.goto('/');
    await waitForServiceWorker(installed);
    const firstId = await installed.evaluate(() => document.documentElement.dataset.build);
    expect(firstId).toBeTruthy();
    for (const page of [firstVisit, installed]) {
      await page.evaluate(() => {
        (window as Marked).stillTheSamePage = true;
      });
    }

    buildAnotherVersion(next, nextId);
    deploy(next);
    // The app looks for a new version when it comes back to the foreground (and every hour).
    await installed.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    for (const page of [installed, firstVisit]) {
      const toasts = page.getByRole('region', { name: /Notification/ });
      await expect(toasts.getByText('Versi baru tersedia')).toBeVisible({ timeout: 15_000 });
      await expect(toasts.getByText('Muat ulang untuk memakai versi terbaru Telisik.')).toBeVisible();
    }
    // Offered, not forced: neither window has reloaded under the user.
    await installed.waitForTimeout(500);
    for (const page of [firstVisit, installed]) {
      expect(await page.evaluate(() => (window as Marked).stillTheSamePage)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstId);
    }

    // Accepted in one window: the new version takes over and both reload into it.
    await Promise.all([
      installed.waitForEvent('load', { timeout: 15_000 }),
      firstVisit.waitForEvent('load', { timeout: 15_000 }),
      installed
        .getByRole('region', { name: /Notification/ })
        .getByRole('button', { name: 'Muat ulang' })
        .click(),
    ]);
    for (const page of [installed, firstVisit]) {
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.build)).toBe(nextId);
      expect(await page.locator('meta[name="telisik-build"]').getAttribute('content')).toBe(nextId);
      expect(await page.evaluate(() => (window as Marked).stillTheSamePage)).toBeUndefined();
      await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
      await expect(page.getByText('Versi baru tersedia')).toHaveCount(0);
    }
  } finally {
    // Leave the normal build in place for whatever runs next.
    deploy(original);
    rmSync(work, { recursive: true, force: true });
  }
});
