import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@/` is the repository root, as in the tsconfigs and web/vite.config.ts. */
/** The assessor's tests but the one that mocks a module (its word model's file read fails). */
const ASSESSOR_TESTS = 'functions/core/assessment/!(assess-check-in-no-model).test.ts';

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
          exclude: ['**/*.int.test.ts', '**/node_modules/**', ASSESSOR_TESTS],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'assessment',
          include: [ASSESSOR_TESTS],
          // The assessor's tests read strings with pure functions. Run in one module graph, as a Lambda
          // reads call after call, the phrase tables are built once rather than once per file: about
          // 6 minutes of CI became 2.5. A test that mocks a module stays in 'unit', isolated.
          isolate: false,
          // The labelled-set tests read thousands of calls: on two busy cores one took over vitest's 5 s
          // default beside the scorer. Their speed is a benchmark's business (npm run bench), not a test's.
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
