import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chakraLazyGlobalCss } from './scripts/chakra-lazy-global-css.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `@/` is the repository root, as in the tsconfigs: `@/shared/plans.ts`, `@/web/src/lib/api.ts`. */
const repoAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('..', import.meta.url)) }];
const apiServer = process.env.CARECALL_API ?? 'http://127.0.0.1:3000';

// The app is served from the same origin as the API (CloudFront in the cloud, the local server on
// this machine), so in development Vite forwards /api and /test to the local server. The Host
// header is kept, so the API's cross-site check sees the same host as the page's Origin.
export default defineConfig({
  root: webRoot,
  plugins: [react(), chakraLazyGlobalCss()],
  resolve: { alias: repoAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by web/scripts/bundle-size.ts to add up what each page loads first.
    manifest: true,
    rolldownOptions: {
      // Chakra's theme entry builds its full default config (every recipe, through the identity
      // defineConfig) and every anatomy at module level; marked pure, the unused ones are dropped
      // instead of their calls staying in the home page's JavaScript.
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      output: {
        // Everything the first page needs in one file instead of some fifty small shared chunks:
        // each file costs the browser a request and a module to set up before the app can start.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer },
      '^/test/': { target: apiServer },
    },
  },
});
