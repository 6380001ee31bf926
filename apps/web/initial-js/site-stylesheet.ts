import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { precompress } from './precompress.js';

/** `import stylesheet from 'virtual:site-stylesheet'`: the site's stylesheet URL in a build, null in development. */
export const siteStylesheetId = 'virtual:site-stylesheet';
const resolvedId = `\0${siteStylesheetId}`;
const placeholder = '__OSTREL_SITE_STYLESHEET__';

/**
 * The site's one stylesheet is the server build's: the server draws every part of every page, so
 * its stylesheet holds every rule, while the browser's build sees only the islands (the frame, the
 * footer and most of every page are never its code). The server build's stylesheet is written into
 * the browser's assets under its own content-hashed name, with its .br and .gz, and the renderer
 * links it in place of the one Vike would inject.
 */
export function siteStylesheet(): Plugin {
  let clientOutDir = '';
  let stylesheet: { fileName: string; source: string | Uint8Array } | undefined;
  return {
    name: 'ostrel:site-stylesheet',
    configResolved(config) {
      const client = config.environments.client;
      if (client) clientOutDir = join(config.root, client.build.outDir);
    },
    resolveId: (id) => (id === siteStylesheetId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const isServerBuild = this.environment.config.consumer === 'server' && this.environment.mode === 'build';
      return `export default ${isServerBuild ? JSON.stringify(placeholder) : 'null'};`;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'server') return;
        const stylesheets = Object.values(bundle).filter(
          (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
        );
        const [only] = stylesheets;
        if (!only || stylesheets.length > 1)
          this.error(
            `The server build should give one stylesheet (build.cssCodeSplit: false), not ${stylesheets.length}`,
          );
        stylesheet = { fileName: only.fileName, source: only.source };
        const url = `${this.environment.config.base}${only.fileName}`;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.includes(placeholder))
            file.code = file.code.replaceAll(placeholder, url);
        }
      },
    },
    async writeBundle() {
      if (this.environment.config.consumer !== 'server' || !stylesheet) return;
      const target = join(clientOutDir, stylesheet.fileName);
      const bytes = Buffer.from(stylesheet.source);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      // Precompressed like every other file of the browser's build (precompress.ts).
      await precompress(target, bytes);
    },
  };
}
