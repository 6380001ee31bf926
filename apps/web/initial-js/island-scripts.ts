import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * `import islandScripts from 'virtual:island-scripts'`: for each island (by name), the browser
 * build's scripts its code needs — its own chunk and every chunk that chunk imports statically — as
 * URLs. The server preloads them for the islands a page drew that hydrate at once. The browser's
 * build writes them beside its manifest (`.vite/`, not served); the server's build, which Vike runs
 * after it, reads them (each build has its own instance of this plugin). Empty in development,
 * where the browser loads each island as it finds it.
 */
const islandScriptsId = 'virtual:island-scripts';
const resolvedId = `\0${islandScriptsId}`;
const islandFile = /\/([^/]+)\.island\.tsx$/;
const listFileName = '.vite/island-scripts.json';

export function islandScripts(): Plugin {
  let listFile = '';
  return {
    name: 'ostrel:island-scripts',
    configResolved(config) {
      const client = config.environments.client;
      if (client) listFile = join(config.root, client.build.outDir, listFileName);
    },
    resolveId: (id) => (id === islandScriptsId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const isServerBuild = this.environment.config.consumer === 'server' && this.environment.mode === 'build';
      if (!isServerBuild) return 'export default {};';
      try {
        return `export default ${readFileSync(listFile, 'utf8')};`;
      } catch (error) {
        return this.error(`The browser build's list of island scripts is missing (${String(error)})`);
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const base = this.environment.config.base;
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const withImports = (fileName: string, found = new Set<string>()) => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
        return found;
      };
      const scriptsByIsland: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        // An island's module may share a chunk with code that imports it statically.
        for (const moduleId of chunk.moduleIds) {
          const name = islandFile.exec(moduleId)?.[1];
          if (name) scriptsByIsland[name] = [...withImports(chunk.fileName)].map((fileName) => `${base}${fileName}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: listFileName, source: JSON.stringify(scriptsByIsland) });
    },
  };
}
