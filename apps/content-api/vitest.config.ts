import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // One seeded content API serves every test file; files run in two workers on two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 600_000,
  },
});
