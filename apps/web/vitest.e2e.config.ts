import { defineConfig } from 'vitest/config';

// The browser suite: real Chromium against the production build (`pnpm build` first), one file at
// a time (each drives a browser; the machines have two cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    expect: { poll: { timeout: 5000, interval: 50 } },
  },
});
