import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package has no "exports" map, so its package.json resolves and the icons sit beside it.
const iconsDir = join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');

/** Icon names are kebab-case words; anything else could escape the icons folder. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function iconExists(name: string): boolean {
  return ICON_NAME.test(name) && existsSync(join(iconsDir, `${name}.svg`));
}

/** Copies a line icon to `${uploadDir}/icons/${name}.svg` and returns its URL path. */
export function writeIcon(name: string, uploadDir: string): string {
  if (!iconExists(name)) {
    throw new Error(
      `Unknown icon "${name}": not in the lucide-static icon set (use a kebab-case icon name, e.g. "lightbulb")`,
    );
  }
  const dir = join(uploadDir, 'icons');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(iconsDir, `${name}.svg`), join(dir, `${name}.svg`));
  return `/upload/icons/${name}.svg`;
}
