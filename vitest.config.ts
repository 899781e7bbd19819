import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@/` is the repository root, as in the tsconfigs and web/vite.config.ts. */
const resolve = { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('.', import.meta.url)) }] };

// One project per tier, so `npm test` runs them all and `vitest run --project unit` runs one.
export default defineConfig({
  test: {
    reporters: ['default', './infra/test-support/closing-line-reporter.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // The labelled-set tests read hundreds of calls each: on two busy cores one took over vitest's
          // 5 s default beside the scorer. Their speed is a benchmark's business (npm run bench), not a test's.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['functions/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-support/dynamodb-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'infra/local/**', '**/node_modules/**'],
          testTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/e2e/**', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        resolve,
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
