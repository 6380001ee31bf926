import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root (this file is in deploy/test). */
export const root = join(import.meta.dirname, '..', '..');

export function readRepoFile(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

/** What each Dockerfile builds: the workspace package, its folder, and the port its server takes from the environment. */
export const deployables = [
  {
    dockerfile: 'deploy/docker/web.Dockerfile',
    workspace: '@ostrel/web',
    folder: 'apps/web',
    portSetting: 'PORT',
    port: 3000,
  },
  {
    dockerfile: 'deploy/docker/bff.Dockerfile',
    workspace: '@ostrel/bff',
    folder: 'apps/bff',
    portSetting: 'BFF_PORT',
    port: 4000,
  },
  {
    dockerfile: 'deploy/docker/content-api.Dockerfile',
    workspace: '@ostrel/content-api',
    folder: 'apps/content-api',
    portSetting: 'CONTENT_API_PORT',
    port: 4010,
  },
] as const;

/**
 * The settings the apps read: every name `.env.example` lists, set or commented out. A name the
 * deployment sets that is not among them is a typo the app would silently ignore.
 */
export function documentedSettings(): Set<string> {
  const names = [...readRepoFile('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
  // Node's own.
  return new Set([...names, 'NODE_ENV']);
}

/** `name@version` pins of the root package.json: the package manager and the Turborepo the builds install. */
export function rootToolVersions(): { pnpm: string; turbo: string } {
  const manifest = JSON.parse(readRepoFile('package.json')) as {
    packageManager: string;
    devDependencies: Record<string, string>;
  };
  return {
    pnpm: manifest.packageManager.replace(/^pnpm@/, ''),
    turbo: manifest.devDependencies.turbo ?? '',
  };
}

/** The command one of a workspace package's scripts runs, e.g. `start`: `node dist/main.js`. */
export function packageScript(folder: string, script: string): string {
  const manifest = JSON.parse(readRepoFile(join(folder, 'package.json'))) as { scripts: Record<string, string> };
  return manifest.scripts[script] ?? '';
}
