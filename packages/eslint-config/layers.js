// Import rules for a package whose folders form layers: each layer imports only from itself and the
// layers below it, and each feature reaches another feature through that feature's index.ts only.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} packageDir the package directory (paths below are relative to it)
 * @param {{ layers: string[][], featuresDir?: string }} options `layers`, lowest first, each a list
 *   of folders on one level; `featuresDir`, the folder whose subfolders are features
 */
export function layersConfig(packageDir, { layers, featuresDir }) {
  const zones = layers.flatMap((level, index) =>
    layers
      .slice(index + 1)
      .flat()
      .map((above) => ({
        target: level,
        from: above,
        message: `${level.join(', ')} is a lower layer than ${above}: move the shared code down, or pass it in.`,
      })),
  );
  if (featuresDir) {
    const features = readdirSync(join(packageDir, featuresDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const feature of features) {
      zones.push({
        target: `${featuresDir}/${feature}`,
        from: featuresDir,
        except: [
          `./${feature}`,
          ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
        ],
        message: "A feature uses another feature through that feature's index.ts only.",
      });
    }
  }
  return {
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: packageDir, zones }] },
  };
}
