import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering and PDF layout are CPU-bound; two cores are shared by the whole machine.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
