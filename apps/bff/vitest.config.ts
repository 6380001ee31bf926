import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    maxWorkers: 2,
    // Each worker imports the BFF once for all its files: isolated, every file imported it afresh
    // (~2.5 s each, most of the run). The files share no state: each builds its own BFF (testBff).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 600_000,
  },
});
