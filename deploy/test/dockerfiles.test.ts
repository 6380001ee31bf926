import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execForm, parseStages, stageEnv } from './dockerfile.js';
import { deployables, documentedSettings, readRepoFile, root, packageScript, rootToolVersions } from './repository.js';

/** A release of Node.js with long-term support that is not past its end of life. */
const supportedNode = /^node:(22|24)\.\d+\.\d+-[a-z]+(-slim)?$/;

describe.each(deployables)('$dockerfile', ({ dockerfile, workspace, folder, portSetting, port }) => {
  const stages = parseStages(readRepoFile(dockerfile));
  const final = stages.at(-1)!;
  const instructions = (keyword: string) =>
    final.instructions.filter((each) => each.keyword === keyword).map((each) => each.content);
  const runs = stages.flatMap((stage) => stage.instructions.filter((each) => each.keyword === 'RUN'));

  it('builds in stages, every base image pinned to a version of a supported Node.js', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const stageNames = new Set(stages.map((stage) => stage.name));
    for (const stage of stages) {
      if (stageNames.has(stage.image)) continue;
      expect(stage.image).toMatch(supportedNode);
    }
    // The runtime starts from a plain base image, not from the build stage and its toolchain.
    expect(stageNames.has(final.image)).toBe(false);
  });

  it('installs from a pruned workspace, then builds the package and deploys its production dependencies', () => {
    const commands = runs.map((run) => run.content);
    const prune = commands.findIndex((command) => command.includes(`turbo prune ${workspace} --docker`));
    const install = commands.findIndex((command) => /pnpm install --frozen-lockfile/.test(command));
    const build = commands.findIndex((command) => command.includes(`turbo run build --filter=${workspace}...`));
    const deploy = commands.findIndex((command) => command.includes(`pnpm --filter ${workspace} deploy --prod`));
    expect(prune).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(prune);
    expect(build).toBeGreaterThan(install);
    expect(deploy).toBeGreaterThan(build);
    const copies = stages.flatMap((stage) => stage.instructions.filter((each) => each.keyword === 'COPY'));
    // The install layer sees the manifests only; the sources come after it.
    const manifests = copies.findIndex((copy) => copy.content.includes('/out/json/'));
    const sources = copies.findIndex((copy) => copy.content.includes('/out/full/'));
    expect(manifests).toBeGreaterThanOrEqual(0);
    expect(sources).toBeGreaterThan(manifests);
  });

  it('installs the pnpm and Turborepo versions the root package.json pins', () => {
    const versions = rootToolVersions();
    const commands = runs.map((run) => run.content).join('\n');
    expect(commands).toContain(`pnpm@${versions.pnpm}`);
    expect(commands).toContain(`turbo@${versions.turbo}`);
    expect(commands).not.toMatch(/(pnpm|turbo)@(?!\d)/);
  });

  it('copies from the build context only files that exist and .dockerignore lets through', () => {
    const ignored = readRepoFile('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const stage of stages)
      for (const copy of stage.instructions.filter(
        (each) => each.keyword === 'COPY' && !each.flags.some((flag) => flag.startsWith('--from=')),
      )) {
        const sources = copy.content.split(/\s+/).slice(0, -1);
        for (const source of sources.filter((each) => each !== '.')) {
          expect(existsSync(join(root, source)), source).toBe(true);
          expect(ignored, source).not.toContain(source);
        }
      }
  });

  it('runs as a non-root numeric user, in production mode, with the app’s own start command', () => {
    const [user] = instructions('USER');
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user?.split(':')[0])).toBeGreaterThan(0);
    const env = stageEnv(final);
    expect(env.get('NODE_ENV')).toBe('production');
    for (const name of env.keys()) expect(documentedSettings(), name).toContain(name);
    const [cmd = ''] = instructions('CMD');
    expect(execForm(cmd).join(' ')).toBe(packageScript(folder, 'start'));
    expect(instructions('STOPSIGNAL')).toEqual(['SIGTERM']);
  });

  it('listens on all interfaces at the port it exposes, and checks its health there', () => {
    const env = stageEnv(final);
    expect(env.get(portSetting)).toBe(String(port));
    expect([...env].find(([name]) => name.endsWith('HOST') && !name.startsWith('METRICS'))?.[1]).toBe('0.0.0.0');
    expect(instructions('EXPOSE').join(' ').split(/\s+/)).toContain(String(port));
    const [healthcheck = ''] = instructions('HEALTHCHECK');
    const [program, flag, script = ''] = execForm(healthcheck);
    expect([program, flag]).toEqual(['node', '-e']);
    expect(script).toContain(`process.env.${portSetting}||${String(port)}`);
    expect(script).toContain('/healthz');
  });

  it('keeps what it writes in a declared volume', () => {
    const env = stageEnv(final);
    const written = env.get('OUTBOX_DIR') ?? env.get('DATA_DIR');
    expect(written).toBeDefined();
    expect(execForm(instructions('VOLUME')[0] ?? '[]')).toContain(written);
  });
});

describe('.dockerignore', () => {
  it('keeps installed, built and private files out of the build context', () => {
    const ignored = readRepoFile('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env', 'data']) expect(ignored).toContain(entry);
  });
});
