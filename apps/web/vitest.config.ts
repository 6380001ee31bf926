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
  },
});
