import { QueueKeys } from 'bullmq';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { loadConfig } from '@juxta/config';
import { queuePrefix, RESEARCH_QUEUE } from '@juxta/messaging';
import { sourceBodyLimits } from '../../backend/src/sources/sources-body.middleware';

/** A manifest as parsed from YAML (validated before anything reads further into it). */
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  [field: string]: unknown;
}

/** The schema of each kind the manifests use: the official Kubernetes (and KEDA) OpenAPI schemas. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

/** Validates one manifest against its kind's schema; throws naming the manifest and what is wrong. */
function validate(manifest: Manifest, where: string): void {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`${where}: no schema for ${manifest.apiVersion} ${manifest.kind}`);
  try {
    new Model(manifest as never).validate();
  } catch (err) {
    throw new Error(`${where}: ${(err as Error).message}`, { cause: err });
  }
}

function parseManifests(text: string, where: string): Manifest[] {
  return parseAllDocuments(text).map((doc) => {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0].message}`);
    return doc.toJS() as Manifest;
  });
}

const dir = __dirname;
const kustomization = parseManifests(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'), 'kustomization.yaml')[0] as unknown as { resources: string[] };
const manifests = kustomization.resources.flatMap((file) => parseManifests(readFileSync(join(dir, file), 'utf8'), file).map((m) => ({ file, m })));
const find = (kind: string, name: string) => {
  const found = manifests.find(({ m }) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found.m;
};

interface Container {
  args?: string[];
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { mountPath: string }[];
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
}
const podOf = (m: Manifest) => (m.spec as { template: { spec: PodSpec } }).template.spec;

describe('Kubernetes manifests (docker/kubernetes)', () => {
  it('lists every manifest file of the folder in the kustomization', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it.each(manifests.map(({ file, m }) => [`${file}: ${m.kind} ${m.metadata.name}`, file, m] as const))('%s is valid against its schema', (_title, file, m) => {
    expect(() => validate(m, file)).not.toThrow();
  });

  it('fails validation for a broken manifest (a string replica count, a container without a name)', () => {
    const broken = parseManifests(readFileSync(join(dir, 'api-deployment.yaml'), 'utf8'), 'api-deployment.yaml')[0];
    const spec = broken.spec as { replicas: unknown; template: { spec: { containers: Record<string, unknown>[] } } };
    spec.replicas = 'two';
    delete spec.template.spec.containers[0].name;
    expect(() => validate(broken, 'broken api-deployment.yaml')).toThrow(/replicas must be integer.*containers\/0 must have required property name/s);
    expect(() => validate({ apiVersion: 'apps/v1beta1', kind: 'Deployment', metadata: { name: 'old' } }, 'old.yaml')).toThrow(/no schema/);
  });

  it('runs the API and the workers non-root on a read-only root file system, with resources and a grace period', () => {
    const config = loadConfig({ ...find('ConfigMap', 'juxta-config').data, SESSION_SECRET: 'x'.repeat(40) });
    for (const name of ['juxta-api', 'juxta-worker']) {
      const pod = podOf(find('Deployment', name));
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
      for (const c of pod.containers) {
        expect(c.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
        expect(c.volumeMounts).toContainEqual(expect.objectContaining({ mountPath: '/tmp' }));
        expect(c.resources?.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
        expect(c.resources?.limits?.memory).toBeDefined();
      }
    }
    // The API's grace period covers its drain (the app exits on its own before the SIGKILL).
    const api = podOf(find('Deployment', 'juxta-api'));
    expect(api.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(config.shutdown.graceMs);
    expect(config.shutdown.graceMs).toBeGreaterThan(config.shutdown.drainDelayMs);
    expect(api.containers[0].livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(api.containers[0].readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(config.trustProxyHops).toBe(1);
  });

  it('keeps progress streams unbuffered in the Ingress and scales workers on the BullMQ wait list', () => {
    const annotations = find('Ingress', 'juxta').metadata.annotations ?? {};
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);

    // Users' sources: the Ingress of POST /api/sources takes what the API reads for the configmap's USER_SOURCE_MAX_BYTES.
    const maxBytes = loadConfig({ ...find('ConfigMap', 'juxta-config').data, SESSION_SECRET: 'x'.repeat(40) }).userSources.maxBytes;
    const sources = find('Ingress', 'juxta-sources');
    expect(Number(sources.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'])).toBe(Math.max(...Object.values(sourceBodyLimits(maxBytes))));
    expect(sources.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');

    const hpa = find('HorizontalPodAutoscaler', 'juxta-api').spec as { metrics: { resource: { name: string } }[] };
    expect(hpa.metrics.map((m) => m.resource.name)).toEqual(['cpu']);

    const trigger = (find('ScaledObject', 'juxta-worker').spec as { triggers: { type: string; metadata: { listName: string } }[] }).triggers[0];
    // The key BullMQ itself uses for the queue's waiting jobs, with the default REDIS_PREFIX.
    const redisPrefix = loadConfig({}).redisPrefix;
    expect(trigger).toMatchObject({ type: 'redis', metadata: { listName: new QueueKeys(queuePrefix(redisPrefix)).getKeys(RESEARCH_QUEUE).wait } });
  });
});
