import { defineConfig } from 'vitest/config';

// One project per tier, so `npm test` runs them all and `vitest run --project unit` runs one.
export default defineConfig({
  test: {
    reporters: ['default', './infra/test-support/closing-line-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-support/dynamodb-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'infra/local/**', '**/node_modules/**'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/e2e/**', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web-e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['infra/local/test-support/dynamodb-global-setup.ts', 'web/e2e/support/build-web.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
