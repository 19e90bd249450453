import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The embedded default (PGlite), as `npm start` runs: e2e/embedded.spec.ts. */
export const E2E_EMBEDDED_PORT = Number(process.env.E2E_EMBEDDED_PORT ?? 3212);
export const E2E_EMBEDDED_URL = `http://127.0.0.1:${E2E_EMBEDDED_PORT}`;

/**
 * Browser tests against the production build served by the real backend (one process, one
 * origin), on a fresh PostgreSQL database, in Debian's Chromium (no browser download); and one
 * smoke test of the embedded default (PGlite) that `npm start` runs.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A loaded 2-core machine takes up to a minute for the longest flows; speed is in the benches.
  timeout: 60_000,
  // Lazily loaded screens (the upgrade dialog, charts) can take seconds to appear on a loaded machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/phone.spec.ts', '**/embedded.spec.ts'],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/phone.spec.ts' },
    {
      name: 'embedded',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: E2E_EMBEDDED_URL },
      testMatch: '**/embedded.spec.ts',
    },
  ],
  webServer: [
    {
      command: 'node e2e/server.mjs',
      cwd: '..',
      url: `${E2E_URL}/api/auth/user`,
      // /api/auth/user answers 401 when the server is up: any status below 500 counts as ready.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Imports the bundle into PGlite before listening: tens of seconds on a busy machine.
      command: 'node e2e/embedded-server.mjs',
      cwd: '..',
      url: `${E2E_EMBEDDED_URL}/api/auth/user`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
