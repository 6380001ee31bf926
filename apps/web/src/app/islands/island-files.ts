import type { HydratableIsland } from './island';

/**
 * Every island of the site, found by the build: the files named `<name>.island.tsx` under src/ and
 * pages/, each loaded on its own (a chunk of its own in the browser's build), keyed by the island's
 * name, which is its file's (island.test.tsx holds every island to it).
 */
export const islandFiles: ReadonlyMap<string, () => Promise<HydratableIsland>> = new Map(
  Object.entries(
    import.meta.glob<HydratableIsland>(['/src/**/*.island.tsx', '/pages/**/*.island.tsx'], { import: 'default' }),
  ).map(([path, load]) => [islandNameOfFile(path), load]),
);

/** `favorite-button` for `…/favorite-button.island.tsx`. */
export function islandNameOfFile(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.island.tsx'.length);
}
