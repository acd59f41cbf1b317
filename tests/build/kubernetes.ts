/**
 * Reading deploy/kubernetes for tests/build/kubernetes.test.ts, without kustomize (a Go program; no
 * network to fetch it): the manifests of a kustomization rendered by a small merge that supports only
 * what the overlay uses (namespace, images, replicas, strategic-merge patches of whole objects) and
 * refuses anything else; and the Kubernetes schemas of kubernetes-models (validators generated from
 * Kubernetes' OpenAPI, offline), made strict: a field the schema does not know fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { validate as deploymentSchema } from 'kubernetes-models/_schemas/IoK8sApiAppsV1Deployment';
import { validate as hpaSchema } from 'kubernetes-models/_schemas/IoK8sApiAutoscalingV2HorizontalPodAutoscaler';
import { validate as serviceSchema } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Service';
import { validate as pdbSchema } from 'kubernetes-models/_schemas/IoK8sApiPolicyV1PodDisruptionBudget';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IService } from 'kubernetes-models/v1/Service';
import { parse, parseAllDocuments } from 'yaml';
import { root } from './dockerfile.ts';

export const kubernetesDir = resolve(root, 'deploy/kubernetes');

export type Deployment = IDeployment;
export type Service = IService;
export type PodDisruptionBudget = IPodDisruptionBudget;
export type HorizontalPodAutoscaler = IHorizontalPodAutoscaler;

/** Any Kubernetes object as read: kind, apiVersion and metadata are what the renderer relies on. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface SchemaError {
  instancePath: string;
  keyword?: string;
  params?: Record<string, unknown>;
}
type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/** The kinds this deployment uses, by `apiVersion/kind`. Any other kind fails: no schema, no pass. */
export const schemas: Record<string, Validator> = {
  'apps/v1/Deployment': deploymentSchema as Validator,
  'v1/Service': serviceSchema as Validator,
  'policy/v1/PodDisruptionBudget': pdbSchema as Validator,
  'autoscaling/v2/HorizontalPodAutoscaler': hpaSchema as Validator,
};

const rel = (path: string) => relative(root, path);

/** The YAML documents of one file (empty documents dropped); a YAML error fails with its place. */
export function readManifests(file: string): Manifest[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  if (!Array.isArray(docs)) throw new Error(`${rel(file)}: not YAML documents`);
  const out: Manifest[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0)
      throw new Error(`${rel(file)}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as Manifest | null;
    if (value === null) continue;
    if (typeof value.kind !== 'string' || typeof value.metadata?.name !== 'string')
      throw new Error(`${rel(file)}: a document without kind or metadata.name`);
    out.push(value);
  }
  return out;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path: string }[];
}

/** What `render` understands; kustomize knows much more, and a key outside this list is refused. */
export const supportedKustomizationKeys = [
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
];

export interface Rendered {
  manifests: Manifest[];
  /** Every file read, kustomization.yaml files included. */
  files: string[];
}

/** The objects `kustomize build dir` would give, for the subset of kustomize described above. */
export function render(dir: string): Rendered {
  const file = join(dir, 'kustomization.yaml');
  const k = parse(readFileSync(file, 'utf8')) as Kustomization;
  for (const key of Object.keys(k))
    if (!supportedKustomizationKeys.includes(key))
      throw new Error(
        `${rel(file)}: "${key}" is not supported by the test's renderer (tests/build/kubernetes.ts)`,
      );
  if (k.kind !== 'Kustomization') throw new Error(`${rel(file)}: kind must be Kustomization`);
  const files = [file];
  const manifests: Manifest[] = [];
  for (const resource of k.resources ?? []) {
    const path = resolve(dir, resource);
    if (statSync(path).isDirectory()) {
      const sub = render(path);
      manifests.push(...sub.manifests);
      files.push(...sub.files);
    } else {
      manifests.push(...readManifests(path));
      files.push(path);
    }
  }
  const find = (kind: string, name: string, what: string) => {
    const at = manifests.findIndex((m) => m.kind === kind && m.metadata.name === name);
    if (at < 0) throw new Error(`${rel(file)}: ${what} names ${kind} ${name}, which no resource is`);
    return at;
  };
  for (const patch of k.patches ?? []) {
    if (Object.keys(patch).join() !== 'path')
      throw new Error(`${rel(file)}: only \`patches: - path: file\` (a strategic-merge patch) is supported`);
    const path = resolve(dir, patch.path);
    files.push(path);
    for (const p of readManifests(path)) {
      const at = find(p.kind, p.metadata.name, `patch ${patch.path}`);
      if (manifests[at]!.apiVersion !== p.apiVersion)
        throw new Error(`${rel(path)}: apiVersion ${p.apiVersion} is not the resource's`);
      manifests[at] = strategicMerge(manifests[at], p, '') as Manifest;
    }
  }
  for (const { name, count } of k.replicas ?? []) {
    const target = manifests[find('Deployment', name, 'replicas')] as Manifest & {
      spec: { replicas?: number };
    };
    target.spec.replicas = count;
  }
  for (const image of k.images ?? []) {
    let used = false;
    for (const container of manifests.flatMap(containersOf)) {
      const m = /^([^@]+?)(?::([^:@/]+))?(?:@(.+))?$/.exec(container.image ?? '');
      if (m?.[1] !== image.name) continue;
      used = true;
      const tag = image.newTag ?? m[2];
      const digest = image.digest ?? m[3];
      container.image = `${image.newName ?? image.name}${tag && !image.digest ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
    }
    if (!used) throw new Error(`${rel(file)}: images names ${image.name}, which no container runs`);
  }
  if (k.namespace) for (const m of manifests) m.metadata.namespace = k.namespace;
  return { manifests, files };
}

/** The list fields merged by key, as Kubernetes' strategic merge patch does (its patchMergeKey). */
const mergeKeys: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  // Container ports merge on containerPort, a Service's on port.
  ports: 'containerPort|port',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Strategic merge of `patch` into `base`: objects merge field by field (null deletes a field), the
 * lists above merge element by element on their key, every other list and value is replaced.
 * Directives (`$patch`, `$setElementOrder`, …) are refused.
 */
export function strategicMerge(base: unknown, patch: unknown, field: string): unknown {
  if (isObject(patch)) {
    const out: Record<string, unknown> = isObject(base) ? { ...base } : {};
    for (const [key, value] of Object.entries(patch)) {
      if (key.startsWith('$')) throw new Error(`strategic-merge directive ${key} is not supported`);
      if (value === null) delete out[key];
      else out[key] = strategicMerge(out[key], value, key);
    }
    return out;
  }
  const keys = mergeKeys[field];
  if (Array.isArray(patch) && Array.isArray(base) && keys) {
    const out = base.map((b) => structuredClone(b));
    for (const element of patch) {
      const key = keys.split('|').find((k) => isObject(element) && element[k] !== undefined);
      if (!key || !isObject(element))
        throw new Error(`${field}: a patch element without its merge key (${keys})`);
      const at = out.findIndex((b) => isObject(b) && b[key] === element[key]);
      if (at < 0) out.push(structuredClone(element));
      else out[at] = strategicMerge(out[at], element, field);
    }
    return out;
  }
  return structuredClone(patch);
}

type Container = NonNullable<
  NonNullable<NonNullable<IDeployment['spec']>['template']['spec']>['containers']
>[number];

/** The containers (and init containers) of a workload's pod template; none for other kinds. */
export function containersOf(m: Manifest): Container[] {
  const pod = (m as unknown as IDeployment).spec?.template?.spec;
  if (m.kind !== 'Deployment' || !pod) return [];
  return [...(pod.initContainers ?? []), ...pod.containers];
}

/** Every .yaml/.yml file under a folder. */
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Validates one object against its Kubernetes schema. The generated validators ignore fields they
 * do not know (the OpenAPI schemas leave additionalProperties open), so the object is validated
 * through proxies that record which fields the validator reads: a field it never reads is one the
 * schema does not have (a typo such as `readinesProbe`, a field of another kind or version).
 */
export function validateManifest(m: Manifest): string[] {
  const schema = schemas[`${m.apiVersion}/${m.kind}`];
  if (!schema)
    return [`no schema for ${m.apiVersion} ${m.kind} (add it to schemas in tests/build/kubernetes.ts)`];
  const reads: { path: string; value: Record<string, unknown>; read: Set<string> }[] = [];
  const track = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => track(v, `${path}/${i}`));
    if (!isObject(value)) return value;
    const entry = { path, value, read: new Set<string>() };
    reads.push(entry);
    const inner = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, track(v, `${path}/${k}`)]));
    return new Proxy(inner, {
      get(target, key, receiver) {
        if (typeof key === 'string') entry.read.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
  };
  const problems: string[] = [];
  if (!schema(track(m, ''))) {
    for (const e of schema.errors ?? []) problems.push(`${e.instancePath || '/'}: ${describeError(e)}`);
  }
  const unknown: string[] = [];
  for (const { path, value, read } of reads)
    for (const key of Object.keys(value))
      if (!read.has(key) && !unknown.some((u) => path.startsWith(`${u}/`) || path === u))
        unknown.push(`${path}/${key}`);
  for (const path of unknown) problems.push(`${path} is not a field of ${m.apiVersion} ${m.kind} here`);
  return problems;
}

/** `type must be string`, `required missingProperty selector`, `enum allowedValues TCP,UDP,SCTP`. */
function describeError(e: SchemaError): string {
  const params = Object.entries(e.params ?? {})
    .map(([k, v]) => (k === 'type' ? `must be ${v}` : `${k} ${Array.isArray(v) ? v.join(',') : String(v)}`))
    .join(' ');
  return `${e.keyword ?? 'invalid'} ${params}`.trim();
}

/** A Kubernetes quantity (`384Mi`, `1`, `500m`, `1.5G`) as a number: bytes, or cores. */
export function quantity(q: string | number | undefined): number {
  if (q === undefined) return Number.NaN;
  const m = /^([0-9.]+)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(String(q));
  if (!m) return Number.NaN;
  const factor: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 1024,
    Mi: 1024 ** 2,
    Gi: 1024 ** 3,
    Ti: 1024 ** 4,
  };
  return Number(m[1]) * (m[2] ? factor[m[2]]! : 1);
}
