import { defineConfig } from 'vitest/config';

// The browser suite: real Chromium against the production build (`pnpm build` first), one file at
// a time (each drives a browser; the machines have two cores).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // A test's time is a budget for a hang, not a speed check: a busy machine may be several times
    // slower than an idle one. A step that never ends fails sooner, as itself (STEP_TIMEOUT_MS).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
