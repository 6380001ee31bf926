// Shared by the top-level scripts: makes the pinned pnpm available without corepack
// (corepack rejects this registry's unsigned metadata) and installs the workspace.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
export const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/** Environment for child processes: the pinned pnpm and the workspace binaries on PATH. @type {NodeJS.ProcessEnv} */
export const toolEnv = {
  ...process.env,
  PATH: [join(toolsDir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: toolEnv, ...options });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

/** @param {string[]} args */
export function pnpm(args) {
  run(process.execPath, [pnpmBin, ...args]);
}

function installedPnpmVersion() {
  if (!existsSync(pnpmBin)) return null;
  return JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
}

/** Installs pnpm (once) and the workspace dependencies (when the lockfile changed). */
export function ensureInstalled() {
  if (installedPnpmVersion() !== pnpmVersion) {
    console.log(`Installing pnpm ${pnpmVersion} into .tools/ …`);
    run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', toolsDir, `pnpm@${pnpmVersion}`]);
  }
  const lockfile = join(root, 'pnpm-lock.yaml');
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const upToDate = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs;
  if (!upToDate) {
    pnpm(['install', '--frozen-lockfile']);
  }
}
