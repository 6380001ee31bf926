/**
 * What keeps a first visit's JavaScript within its budget (90 kB gzip per route, `initialJsBudgetKb`),
 * in one place. Measure with `pnpm --filter @ostrel/web bench:js` (test-support/initial-js.ts counts it).
 *
 * At build time, `initialJsBuild()` (a Vite plugin, in vite.config.ts):
 * - one stylesheet for the whole site (`cssCodeSplit: false`): fewer render-blocking requests; it
 *   is the server build's, which holds the rules of every part the server draws
 *   (`site-stylesheet.ts`);
 * - every text file of the browser's build with its .br and .gz beside it (`precompress.ts`);
 * - chunk groups by the app's folders (`chunk-groups.ts`): the site's modules most pages use
 *   travel in one chunk instead of a dozen tiny ones per page;
 * - CSS-module class maps stay with their components (`css-module-maps.ts`): Vike's group that
 *   would give each its own script is dropped;
 * - each island's scripts, for the server to fetch those of the islands a page drew with the
 *   page's own (`island-scripts.ts`); no preload helper around each dynamic import
 *   (`modulePreload: false`, ~1 kB on every page): an island fetched later (`visible`) finds most
 *   of what it imports already loaded;
 * - the generated GraphQL modules are declared free of side effects: a component that only
 *   spreads a fragment read on the server does not bring them into the browser.
 *
 * On every render, `scriptsAfterFirstPaint()` (`scripts-after-paint.ts`, in the server): Vike's
 * entry script and module preloads become one inline loader that imports them after the page's
 * first paint (its hash goes into the page's CSP).
 *
 * Neither Vike 0.4 nor Vite 8 has a setting for these: Vike's `injectScriptsAt` only moves the
 * entry script within the HTML and `injectFilter` cannot hold it back; its CSS group is added
 * whenever code splitting is on. A Vike upgrade that gets past either fails loudly: the build,
 * on any chunk of class maps alone (`cssModuleMapChunks`), and e2e/hydration.test.ts, on a page
 * whose HTML still names a script the browser would fetch while parsing it. Techniques that shape the code they live in stay there: islands
 * marked `visible` load and hydrate as they near the viewport, in a transition
 * (src/app/islands/hydrate-islands.tsx), only the Latin and Cyrillic fonts preloaded
 * (renderer/+onRenderHtml.tsx), and one import per GraphQL document (codegen's babel optimiser,
 * vite.config.ts).
 */
import type { Plugin } from 'vite';
import { isGeneratedGraphql, siteChunkGroups } from './chunk-groups.js';
import { cssModuleMapChunks, keepCssModuleMapsWithTheirComponents } from './css-module-maps.js';
import { islandScripts } from './island-scripts.js';
import { precompressedBrowserFiles } from './precompress.js';
import { siteStylesheet } from './site-stylesheet.js';

export { scriptsAfterFirstPaint } from './scripts-after-paint.js';

/** The build settings above, for the app whose root folder is `appRoot`. */
export function initialJsBuild(appRoot: string): Plugin[] {
  const buildSettings: Plugin = {
    name: 'ostrel:initial-js',
    apply: 'build',
    config: () => ({
      build: {
        cssCodeSplit: false,
        modulePreload: false,
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (isGeneratedGraphql(appRoot)(id) ? false : undefined) },
          output: { codeSplitting: { groups: siteChunkGroups(appRoot) } },
        },
      },
    }),
    // After Vike's own `configResolved`, which adds its group.
    configResolved: { order: 'post', handler: keepCssModuleMapsWithTheirComponents },
    generateBundle(_options, bundle) {
      const mapsApart = cssModuleMapChunks(bundle);
      if (this.environment.config.consumer === 'client' && mapsApart.length > 0)
        this.error(`CSS-module class maps in chunks of their own (css-module-maps.ts): ${mapsApart.join(', ')}`);
    },
  };
  return [buildSettings, siteStylesheet(), islandScripts(), precompressedBrowserFiles()];
}
