import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { withE2eDatabase } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

/** Premium for 30 days from now, as an operator's grant stores it. */
async function grantPremium(email: string): Promise<void> {
  await withE2eDatabase((db) =>
    db.query(
      `INSERT INTO premium_periods (user_id, source, anchored_at, starts_at, ends_at, days, reason, granted_by)
       SELECT id, 'grant', now(), now() - interval '1 minute', now() + interval '30 days', 30, 'e2e', 'e2e'
         FROM users WHERE email = $1`,
      [email],
    ),
  );
}

/** `npm run alerts:run -- --as-of …`'s program, on the e2e server's database. */
function runAlerts(asOf: string): string {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = `/${process.env.E2E_DATABASE ?? 'telisik_e2e'}`;
  return execFileSync(process.execPath, [join(__dirname, '..', 'backend', 'dist', 'cli', 'alerts-run.js'), '--as-of', asOf], {
    env: { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}

test('a Premium user watches DEWA, the after-close run tells them, and the bell shows it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('pantau');
  await signInFromLanding(page, email, 'Putri');
  // Free: the watchlist offers the upgrade.
  await expect(page.getByRole('link', { name: 'Upgrade untuk memantau saham' })).toHaveAttribute('href', '#upgrade');
  await grantPremium(email);
  await page.reload();

  await page.getByLabel('Ticker saham').fill('DEWA');
  await page.getByRole('button', { name: 'Analisis', exact: true }).click();
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pantau', exact: true }).click();
  const toasts = page.getByRole('region', { name: 'Notification' });
  await expect(toasts.getByText('DEWA dipantau')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Berhenti pantau DEWA' })).toHaveText('Dipantau');
  await page.screenshot({ path: testInfo.outputPath('analysis-watched.png') });

  // The after-close run for Tuesday 9 December 2025: DEWA closed 10.26% up and its score moved.
  expect(runAlerts('2025-12-09')).toContain('alerts 2025-12-09');

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.reload();
  const row = page.getByTestId('watchlist-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Darma Henwa Tbk');
  await expect(row).toContainText('Skor');

  const bell = page.getByRole('button', { name: /^Peringatan, \d+ belum dibaca$/ });
  await expect(bell).toBeVisible();
  const unread = Number(await page.getByTestId('alerts-unread').textContent());
  expect(unread).toBeGreaterThanOrEqual(1);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Peringatan saham' });
  await expect(panel.getByText('DEWA: harga naik 10,26% dalam satu sesi')).toBeVisible();
  await expect(panel.getByTestId('alert-row')).toHaveCount(unread);
  await page.screenshot({ path: testInfo.outputPath('dashboard-bell.png'), fullPage: true });

  await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(page.getByTestId('alerts-unread')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Peringatan', exact: true })).toBeVisible();

  // The same day again tells nothing new.
  expect(runAlerts('2025-12-09')).toContain('0 new alerts');
});
