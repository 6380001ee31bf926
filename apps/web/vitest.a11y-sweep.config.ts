import { defineConfig } from 'vitest/config';

// axe-core on every page of the sitemap, and the other half of the keyboard walk (e2e/sweep),
// against the production build and a content API started the way the browser suite starts them.
// Long, so not part of `pnpm test`.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/sweep/**/*.sweep.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One sweep at a time (axe, then the keyboard walk): each keeps the two cores busy on its own.
    fileParallelism: false,
    // Pages checked at once, each in its own tab of one browser. The keyboard walk mostly waits for
    // the frames its captures need: five at once took it from 155 to 103 s (eight, 105 s). The axe
    // sweep keeps to three tabs of its own (more only slowed it).
    maxConcurrency: 5,
    // Budgets for a hang, not speed checks: a busy machine may be several times slower than an idle one.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
