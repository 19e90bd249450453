/**
 * Jest runs TypeScript through @swc/jest as CommonJS. NestJS 12, openid-client 6 and oidc-provider 9
 * ship as ES modules: Jest 30 loads them with require(esm) on Node 24.9+ when started with
 * --experimental-vm-modules (see the test script), so they need no transform of their own.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // Unit specs beside the code and under test/ (test/narrative/offline-writer.spec.ts), and e2e specs.
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Generous: several e2e files score the whole market, which takes minutes on a loaded 2-core machine;
  // speed is measured in `npm run bench`, not by these limits.
  testTimeout: 120000,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
