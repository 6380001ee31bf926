import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { initialJsBuild } from './initial-js/index.js';

export default defineConfig({
  plugins: [
    react({
      babel: {
        plugins: [
          '@lingui/babel-plugin-lingui-macro',
          // Each `graphql(`…`)` becomes an import of its own document from the generated code, so a
          // bundle carries only the documents its modules use, not every operation of the site.
          [babelOptimizerPlugin, { artifactDirectory: './src/app/graphql/generated', gqlTagName: 'graphql' }],
        ],
      },
    }),
    lingui(),
    vike(),
    // Stylesheet, chunk groups, CSS-module maps, precompressed files: what keeps the first visit light.
    initialJsBuild(import.meta.dirname),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
  },
});
