import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Secret, type ISecret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { documentedSettings, packageScript, readRepoFile, root } from './repository.js';

/** The kinds the manifests may hold, each with its schema. Any other kind fails the test. */
const models = [
  Deployment,
  StatefulSet,
  Service,
  ConfigMap,
  Secret,
  PersistentVolumeClaim,
  Job,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  Ingress,
];

/** What every object has; the models' type guards narrow it to a kind. */
interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string; namespace?: string };
}

const kubernetesDir = join(root, 'deploy/kubernetes');
const overlays = readdirSync(join(kubernetesDir, 'overlays'));
const targets = ['base', ...overlays.map((overlay) => `overlays/${overlay}`)];

/** What `kubectl apply -k` would send. */
function render(target: string): KubernetesObject[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', join(kubernetesDir, target)], {
      encoding: 'utf8',
      // Deprecation notices of newer kustomize versions go to stderr.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(
      `kubectl kustomize ${target} failed (kubectl is needed: \`apt-get install kubernetes-client\`, as .ci/run does)`,
      { cause: error },
    );
  }
  return parseAllDocuments(output).map((document) => document.toJSON() as KubernetesObject);
}

/** Validates an object against its kind's schema; throws for a kind not in `models`. */
function validate(object: KubernetesObject) {
  const Model = models.find(
    (candidate) => candidate.apiVersion === object.apiVersion && candidate.kind === object.kind,
  );
  if (!Model) throw new Error(`unexpected kind ${object.apiVersion} ${object.kind} (${object.metadata?.name ?? ''})`);
  new Model(object as never).validate();
}

const podSpecs = (objects: KubernetesObject[]): [string, IPodSpec][] =>
  objects.flatMap((object): [string, IPodSpec][] => {
    const spec =
      Deployment.is(object) || StatefulSet.is(object) || Job.is(object) ? object.spec?.template.spec : undefined;
    return spec ? [[`${object.kind}/${object.metadata?.name ?? ''}`, spec]] : [];
  });

function find<T extends KubernetesObject>(
  objects: KubernetesObject[],
  is: (value: unknown) => value is T,
  name: string,
): T {
  const found = objects.filter(is).find((object) => object.metadata?.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

/** The ConfigMap a container takes its settings from (the generated name carries a hash). */
function settingsOf(objects: KubernetesObject[], spec: IPodSpec): Record<string, string> {
  const names = spec.containers.flatMap((container) => container.envFrom?.map((from) => from.configMapRef?.name));
  const maps = objects.filter(ConfigMap.is).filter((map) => names.includes(map.metadata?.name));
  return Object.fromEntries(maps.flatMap((map) => Object.entries(map.data ?? {})));
}

const secretExample = parse(readRepoFile('deploy/kubernetes/base/secret.example.yaml')) as ISecret;
const exampleValues = secretExample.stringData ?? {};

describe.each(targets)('kubectl kustomize deploy/kubernetes/%s', (target) => {
  const objects = render(target);
  const site = find(objects, StatefulSet.is, 'site');
  const contentApi = find(objects, Deployment.is, 'content-api');
  const migrate = find(objects, Job.is, 'content-api-migrate');

  it('renders objects of known kinds, each valid against the Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(5);
    for (const object of objects) validate(object);
    expect(() => {
      validate({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'stray' } });
    }).toThrow(/unexpected kind/);
    expect(() => {
      validate({ ...site, spec: { ...site.spec, replicas: 'two' } } as never);
    }).toThrow(/replicas/);
  });

  it('runs every container as a non-root user, read-only, without privileges, with bounded resources', () => {
    const settings = documentedSettings();
    const specs = podSpecs(objects);
    expect(specs.length).toBeGreaterThanOrEqual(3);
    for (const [owner, spec] of specs) {
      expect(spec.automountServiceAccountToken, owner).toBe(false);
      expect(spec.securityContext?.seccompProfile?.type, owner).toBe('RuntimeDefault');
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        const where = `${owner} ${container.name}`;
        const context = container.securityContext;
        expect(context?.runAsNonRoot ?? spec.securityContext?.runAsNonRoot, where).toBe(true);
        expect(context?.runAsUser ?? spec.securityContext?.runAsUser, where).toBeGreaterThan(0);
        expect(context?.readOnlyRootFilesystem, where).toBe(true);
        expect(context?.allowPrivilegeEscalation, where).toBe(false);
        expect(context?.capabilities?.drop, where).toEqual(['ALL']);
        for (const bound of ['requests', 'limits'] as const)
          for (const resource of ['cpu', 'memory'])
            expect(container.resources?.[bound]?.[resource], `${where} ${bound}.${resource}`).toBeDefined();
        // What the apps write goes to volumes, /tmp included.
        const mounts = container.volumeMounts ?? [];
        expect(
          mounts.map((mount) => mount.mountPath),
          where,
        ).toContain('/tmp');
        const claimTemplates = objects
          .filter(StatefulSet.is)
          .filter((set) => set.spec?.template.spec === spec)
          .flatMap((set) => set.spec?.volumeClaimTemplates?.map((claim) => claim.metadata?.name) ?? []);
        for (const mount of mounts)
          expect([...(spec.volumes?.map((volume) => volume.name) ?? []), ...claimTemplates], where).toContain(
            mount.name,
          );
        for (const env of container.env ?? []) expect(settings, where).toContain(env.name);
      }
    }
    for (const map of objects.filter(ConfigMap.is))
      for (const key of Object.keys(map.data ?? {})) expect(settings, key).toContain(key);
  });

  it('probes the site: ready on /readyz, alive on /healthz, and lets it drain before it is stopped', () => {
    const spec = site.spec!.template.spec!;
    const [container] = spec.containers;
    const http = container?.ports?.find((port) => port.name === 'http');
    expect(http?.containerPort).toBe(Number(settingsOf(objects, spec).PORT));
    expect(container?.readinessProbe?.httpGet).toMatchObject({ path: '/readyz', port: 'http' });
    expect(container?.livenessProbe?.httpGet).toMatchObject({ path: '/healthz', port: 'http' });
    expect(container?.startupProbe?.httpGet).toMatchObject({ path: '/healthz', port: 'http' });
    const { SHUTDOWN_DELAY_MS: shutdownDelayMs, METRICS_PORT: metricsPort } = settingsOf(objects, spec);
    expect(Number(shutdownDelayMs)).toBeGreaterThan(0);
    expect((spec.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(Number(shutdownDelayMs) + 10_000);
    // Prometheus scrapes the metrics listener; nothing else reaches it.
    expect(container?.ports?.find((port) => port.name === 'metrics')?.containerPort).toBe(Number(metricsPort));
    expect(site.spec?.template.metadata?.annotations?.['prometheus.io/port']).toBe(metricsPort);
    // Spread over nodes and zones.
    const spreads = spec.topologySpreadConstraints ?? [];
    expect(spreads.map((spread) => spread.topologyKey).sort()).toEqual([
      'kubernetes.io/hostname',
      'topology.kubernetes.io/zone',
    ]);
    for (const spread of spreads)
      expect(matches(spread.labelSelector?.matchLabels, site.spec?.template.metadata?.labels)).toBe(true);
  });

  it('scales the site with an autoscaler and a disruption budget that select it alone', () => {
    const autoscalers = objects.filter(HorizontalPodAutoscaler.is);
    expect(autoscalers).toHaveLength(1);
    const scaling = autoscalers[0]?.spec;
    expect(scaling?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'StatefulSet', name: 'site' });
    expect(scaling?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(scaling?.maxReplicas).toBeGreaterThan(scaling?.minReplicas ?? 0);
    expect(scaling?.metrics?.[0]?.resource?.name).toBe('cpu');
    // The autoscaler owns the count: a replicas field would reset it at every apply.
    expect(site.spec?.replicas).toBeUndefined();

    const budgets = objects.filter(PodDisruptionBudget.is);
    expect(budgets).toHaveLength(1);
    const selector = budgets[0]?.spec?.selector?.matchLabels;
    expect(matches(selector, site.spec?.template.metadata?.labels)).toBe(true);
    expect(matches(selector, contentApi.spec?.template.metadata?.labels)).toBe(false);
  });

  it('routes the Ingress, over TLS, only to the site Service’s http port', () => {
    const ingresses = objects.filter(Ingress.is);
    expect(ingresses).toHaveLength(1);
    const spec = ingresses[0]?.spec;
    const hosts = spec?.rules?.map((rule) => rule.host);
    expect(hosts?.length).toBeGreaterThan(0);
    expect(spec?.tls?.flatMap((tls) => tls.hosts)).toEqual(hosts);
    expect(spec?.defaultBackend).toBeUndefined();
    const backends = spec?.rules?.flatMap((rule) => rule.http?.paths.map((path) => path.backend.service)) ?? [];
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) expect(backend).toEqual({ name: 'site', port: { name: 'http' } });
    // The public origin the site writes into its links is the Ingress's host.
    expect(settingsOf(objects, site.spec!.template.spec!).PUBLIC_URL).toBe(`https://${hosts?.[0] ?? ''}`);

    const service = find(objects, Service.is, 'site');
    expect(matches(service.spec?.selector, site.spec?.template.metadata?.labels)).toBe(true);
    expect(service.spec?.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
  });

  it('selects one workload with each Service', () => {
    for (const service of objects.filter(Service.is)) {
      const selected = [...objects.filter(Deployment.is), ...objects.filter(StatefulSet.is)].filter((workload) =>
        matches(service.spec?.selector, workload.spec?.template.metadata?.labels),
      );
      expect(selected.map((workload) => workload.metadata?.name)).toEqual([service.metadata?.name]);
    }
  });

  it('keeps each site instance’s forms outbox on a claim of its own that outlives the pod', () => {
    const { OUTBOX_DIR: outboxDir } = settingsOf(objects, site.spec!.template.spec!);
    const mount = site.spec?.template.spec?.containers[0]?.volumeMounts?.find((each) => each.mountPath === outboxDir);
    expect(mount).toBeDefined();
    const claim = site.spec?.volumeClaimTemplates?.find((template) => template.metadata?.name === mount?.name);
    expect(claim?.spec?.accessModes).toEqual(['ReadWriteOnce']);
    expect(site.spec?.template.spec?.volumes?.some((volume) => volume.name === mount?.name)).toBe(false);
    expect(site.spec?.persistentVolumeClaimRetentionPolicy).toEqual({ whenDeleted: 'Retain', whenScaled: 'Retain' });
    expect(site.spec?.serviceName).toBe('site');
  });

  it('migrates with a Job of the content API’s image, on its volume, and the server does not migrate', () => {
    const spec = migrate.spec!.template.spec!;
    const [container] = spec.containers;
    expect(container?.command?.join(' ')).toBe(packageScript('apps/content-api', 'migrate'));
    expect(spec.restartPolicy).toBe('Never');
    expect(migrate.spec?.backoffLimit).toBeGreaterThanOrEqual(1);
    expect(migrate.spec?.ttlSecondsAfterFinished).toBeGreaterThan(0);
    const server = contentApi.spec!.template.spec!;
    expect(container?.image).toBe(server.containers[0]?.image);
    const claims = (pod: IPodSpec) => pod.volumes?.flatMap((volume) => volume.persistentVolumeClaim?.claimName ?? []);
    expect(claims(spec)).toEqual(claims(server));
    expect(claims(server)).toHaveLength(1);
    expect(objects.filter(PersistentVolumeClaim.is).map((claim) => claim.metadata?.name)).toEqual(claims(server));
    const serverEnv = server.containers[0]?.env ?? [];
    expect(serverEnv.find((env) => env.name === 'CONTENT_API_MIGRATE')?.value).toBe('off');
    expect(container?.env?.some((env) => env.name === 'CONTENT_API_MIGRATE')).toBe(false);
    // One writer of a ReadWriteOnce volume, replaced rather than rolled.
    expect(contentApi.spec?.replicas).toBe(1);
    expect(contentApi.spec?.strategy?.type).toBe('Recreate');
  });

  it('reads credentials from the Secret created out of band, whose every key the example lists', () => {
    expect(objects.filter(Secret.is)).toEqual([]);
    const refs = podSpecs(objects).flatMap(([, spec]) =>
      spec.containers.flatMap((container) => container.env?.flatMap((env) => env.valueFrom?.secretKeyRef ?? []) ?? []),
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.name).toBe(secretExample.metadata?.name);
      expect(Object.keys(exampleValues)).toContain(ref.key);
    }
  });
});

describe.each(overlays)('kubectl kustomize deploy/kubernetes/overlays/%s', (overlay) => {
  const objects = render(`overlays/${overlay}`);

  it('pins every image to a release of the overlay’s registry, in its own namespace', () => {
    for (const [owner, spec] of podSpecs(objects))
      for (const container of spec.containers) {
        expect(container.image, owner).toMatch(/^[\w.-]+\.[\w.-]+\/[\w./-]+:\d+\.\d+\.\d+$/);
        expect(container.image, owner).not.toMatch(/:(latest|dev)$/);
      }
    for (const object of objects)
      expect(object.metadata?.namespace, object.metadata?.name).toMatch(/^[a-z][a-z0-9-]+$/);
  });
});

describe('deploy/kubernetes/base/secret.example.yaml', () => {
  it('is a valid Secret holding placeholders only', () => {
    new Secret(secretExample).validate();
    const values = Object.values(exampleValues);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toContain('change-me');
  });
});
