import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * Browser-side benchmarks (`npm run bench:browser`): the same production server and Chromium as
 * the browser tests, but files named *.bench.ts, which measure and print and assert no time.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.bench.ts',
  timeout: 300_000,
  projects: [{ name: 'bench', use: base.projects?.[0]?.use ?? {} }],
  // Only the PostgreSQL server (the first): the benchmarks do not use the embedded one.
  webServer: { ...[base.webServer].flat()[0], cwd: '../..' } as typeof base.webServer,
  globalSetup: '../global-setup.ts',
});
