import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vike puts every `.css` module in a chunk of its own, a workaround for CSS duplicated between
 * per-page stylesheets. This site ships one stylesheet (`cssCodeSplit: false`), so that cannot
 * happen here, while the workaround would turn each CSS module's class-name map into a separate
 * ~200-byte script. Dropping it lets those maps travel with the components that use them.
 */
function keepCssModulesWithTheirComponents(): Plugin {
  return {
    name: 'keep-css-modules-with-their-components',
    configResolved: {
      order: 'post',
      handler(config) {
        for (const output of [config.build.rolldownOptions.output ?? []].flat()) {
          const { codeSplitting } = output;
          if (typeof codeSplitting === 'object' && codeSplitting.groups) {
            codeSplitting.groups = codeSplitting.groups.filter((group) => String(group.test) !== String(/\.css$/));
          }
        }
      },
    },
  };
}

const generatedGraphql = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]graphql[\\/]generated[\\/]/;

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
    keepCssModulesWithTheirComponents(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the whole site instead of one per component: fewer render-blocking requests.
    cssCodeSplit: false,
    rolldownOptions: {
      // The generated GraphQL modules only declare documents: a module importing one but using
      // none of its documents in the browser (a fragment read on the server) must not load it.
      treeshake: { moduleSideEffects: (id) => (generatedGraphql.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          // The site's own modules that most pages use travel together in one chunk instead of a
          // dozen tiny ones: fewer requests on slow connections, and fewer import stubs to ship.
          // Cards, galleries and figures stay out: many page kinds use them, but as many do not
          // (404, policies, listings without pictures of that kind) and would carry them for nothing.
          groups: [
            { name: 'app', test: /[\\/]apps[\\/]web[\\/](src(?![\\/]ui[\\/](card|gallery|figures)[.])|pages|renderer)[\\/]/, minShareCount: 8 },
            // The operations the browser sends after load, apart, so only the code that sends them loads them.
            { name: 'graphql-documents', test: generatedGraphql, priority: 1 },
            // Pictures and figures appear together on content, solution, project and product pages.
            { name: 'media', test: /[\\/]apps[\\/]web[\\/]src[\\/]ui[\\/](gallery|figures)[.]/ },
          ],
        },
      },
    },
  },
});
