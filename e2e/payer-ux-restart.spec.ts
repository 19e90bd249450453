import { devices, expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { withE2eDatabase } from './db';
import { E2E_PORT } from './playwright.config';
import { uniqueEmail } from './helpers';

/**
 * Issue 22 item 4: 'Keluar' after a server restart. This test runs a server of its own (the shared
 * one must not restart under other tests): the production build on its own database and data
 * folder, stopped and started again between signing in and signing out.
 */

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
const screens = [
  { name: 'desktop', use: {}, port: E2E_PORT + 7 },
  { name: 'phone', use: { ...pixel7, viewport: { width: 390, height: 844 } }, port: E2E_PORT + 8 },
] as const;

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: join(__dirname, '..'),
    stdio: 'ignore',
    env: { ...process.env, ...env, NODE_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) throw new Error('the server did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test("item 4: 'Keluar' after a server restart signs out and lands on the landing page", async ({ page }) => {
      test.setTimeout(240_000);
      const database = `telisik_e2e_restart_${randomBytes(4).toString('hex')}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'telisik-e2e-restart-'));
      await withE2eDatabase((client) => client.query(`CREATE DATABASE "${database}"`), 'postgres');
      const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
      server.pathname = `/${database}`;
      const env = {
        DATABASE_URL: server.toString(),
        DATA_DIR: dataDir,
        // A small bundle: this server only needs to sign people in and out.
        MARKET_DATA_DIR: join(__dirname, '..', 'backend', 'test', 'fixtures', 'idx-mini'),
        SIGN_IN_STARTS_PER_MINUTE: '1000',
      };
      const origin = `http://127.0.0.1:${screen.port}`;
      let running = await startServer(screen.port, env);
      try {
        await page.goto(`${origin}/`);
        await page.getByRole('link', { name: 'Mulai Gratis', exact: true }).first().click();
        await page.getByLabel('Email').fill(uniqueEmail(`restart-${screen.name}`));
        await page.getByLabel('Nama depan (opsional)').fill('Rudi');
        await page.getByRole('button', { name: 'Masuk' }).click();
        await expect(page.getByRole('heading', { name: 'Selamat datang, Rudi!' })).toBeVisible();

        await stopServer(running);
        running = await startServer(screen.port, env);

        await page.reload();
        await expect(page.getByRole('heading', { name: 'Selamat datang, Rudi!' })).toBeVisible();
        await page.getByRole('link', { name: 'Keluar' }).click();
        await page.waitForURL(`${origin}/`);
        await expect(page.getByRole('link', { name: 'Mulai Gratis', exact: true }).first()).toBeVisible();
        await expect(page.getByText('id_token_hint')).toHaveCount(0);
        const user = await page.request.get(`${origin}/api/auth/user`);
        expect(user.status()).toBe(401);
      } finally {
        await stopServer(running);
        await withE2eDatabase((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`), 'postgres');
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
