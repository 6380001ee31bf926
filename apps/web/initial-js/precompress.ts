import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files a browser gets compressed: text. Fonts and pictures are compressed formats already. */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the header it costs. */
const smallestCompressed = 1024;

/** Writes `path.br` and `path.gz` beside the file, each at its format's best setting. */
export async function precompress(path: string, bytes?: Buffer): Promise<void> {
  const source = bytes ?? (await readFile(path));
  if (source.length < smallestCompressed) return;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Every text file of the browser's build gets its .br and .gz at build time, and the server sends
 * them as they are (`preCompressed` in server/create-server.ts): no request compresses a file.
 * (vite-plugin-compression2 was tried: in Vike's two-environment build it compressed the server's
 * output and Vite's manifest as well.)
 */
export function precompressedBrowserFiles(): Plugin {
  return {
    name: 'ostrel:precompressed-browser-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const outDir = join(this.environment.config.root, this.environment.config.build.outDir);
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => compressible.test(file) && !file.startsWith('.vite'))
        .map((file) => join(outDir, file))
        .filter((path) => statSync(path).isFile());
      await Promise.all(files.map((path) => precompress(path)));
    },
  };
}
