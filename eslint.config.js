// Lint for the whole repository (issue 11 part 4): recommended rule sets, plus the two layer
// boundaries that keep the code readable as it grows. `npm run lint`; `npm test` runs it first.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// Packages that only adapters and handlers may load: core stays testable without any cloud SDK.
const cloudPackages = ['@aws-sdk/*', '@aws-lambda-powertools/*', '@middy/*', 'twilio', 'aws-lambda'];

// A relative path that climbs to the repository root to reach another top-level folder is spelled
// from the root instead: `@/shared/plans.ts`, not `../../../../shared/plans.ts`.
const climbingImport = {
  regex: '^(\\.\\./)+(functions|infra|shared|web)/',
  message: 'Import another top-level folder through @/ (the repository root), e.g. @/shared/plans.ts',
};

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'cdk.out/', '.data/', 'coverage/', 'web/.prerender/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbingImport] }],
      // `_name` marks a parameter an interface requires but this implementation does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read untyped JSON by path (synthesised templates, API answers, jsdom windows), where
    // `unknown` would only add casts; product code keeps the rule.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A promise nobody awaits fails silently: a handler returns before its write, a step "succeeds"
    // before its alert is sent. These rules need the types (the project service reads the tsconfigs).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // The lint tests' probes exist only in memory (infra/lint/layer-boundaries.test.ts).
          allowDefaultProject: ['functions/core/probe.ts', 'functions/core/check-in/probe.ts', 'functions/http/probe.ts', 'web/src/features/*/Probe.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // Layer boundaries, resolved through the TypeScript resolver so that every spelling of a path
  // (relative or alias) lands on the same element.
  {
    files: ['functions/core/**/*.ts', 'web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/include': ['functions/**', 'web/src/**', 'shared/**', 'infra/**'],
      'boundaries/elements': [
        { type: 'core', pattern: 'functions/core' },
        // Everything else under functions/ (adapters, http, telephony, capabilities, compositions):
        // descriptors match in order, so core files are classified as core first.
        { type: 'functions-outer', pattern: 'functions' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'core' } },
            disallow: { to: { element: { type: 'functions-outer' } } },
            message: 'functions/core imports no adapter, handler, composition or capability: pass what it needs through a port (core/ports)',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'A web feature imports no other feature: move what both use to web/src/components or web/src/lib, a composition of features to web/src/app',
          },
        ],
      }],
    },
  },
  // Core tests may wire the real adapters (they run against DynamoDB Local); core code may not.
  { files: ['functions/core/**/*.test.ts'], rules: { 'boundaries/dependencies': 'off' } },
  {
    files: ['functions/core/**/*.ts'],
    ignores: ['functions/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [climbingImport, { group: cloudPackages, message: 'functions/core loads no cloud SDK: an adapter does, behind a port' }],
      }],
    },
  },
);
