import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react({
      babel: {
        plugins: [
          '@lingui/babel-plugin-lingui-macro',
          // Each `graphql(`…`)` becomes an import of its own document from the generated code, so a
          // bundle carries only the documents its modules use, not every operation of the site.
          [babelOptimizerPlugin, { artifactDirectory: './src/graphql/generated', gqlTagName: 'graphql' }],
        ],
      },
    }),
    lingui(),
    vike(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the whole site instead of one per component: fewer render-blocking requests.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site's own modules that most pages use travel together in one chunk instead of a
          // dozen tiny ones: fewer requests on slow connections, and fewer import stubs to ship.
          groups: [{ name: 'app', test: /[\\/]apps[\\/]web[\\/](src|pages|renderer)[\\/]/, minShareCount: 7 }],
        },
      },
    },
  },
});
