import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of pure logic and components; the browser suite (e2e/) drives the production build.
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'pages/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'initial-js/**/*.test.ts',
      'renderer/**/*.test.ts',
    ],
    maxWorkers: 2,
    // The files share each worker's loaded modules (React, Lingui, the GraphQL documents): loading
    // them again for every file was two thirds of the run (36 s -> 15 s). Tests that set globals put them back.
    isolate: false,
  },
});
