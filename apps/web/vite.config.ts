import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vike(),
  ],
  // One stylesheet for the whole site (about 6 kB compressed) instead of one per component: fewer
  // render-blocking requests on the first visit.
  build: { target: 'es2022', cssCodeSplit: false },
});
