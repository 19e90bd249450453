import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Dates render in the reader's zone; tests pin one (WIB, the exchange's) so they are exact.
      env: { TZ: 'Asia/Jakarta' },
      restoreMocks: true,
      // jsdom renders of the analysis page take seconds on a loaded 2-core machine: 5 s (the default) flaked.
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  }),
);
