import { defineConfig } from 'vitest/config';

// axe-core on every page of the sitemap (e2e/sweep), against the production build and a content
// API started the way the browser suite starts them. Long, so not part of `pnpm test`.
export default defineConfig({
  test: {
    include: ['e2e/sweep/**/*.sweep.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Pages checked at once, each in its own tab of one browser: enough to keep two cores busy.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
