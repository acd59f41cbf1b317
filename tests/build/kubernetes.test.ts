/**
 * deploy/kubernetes (the kustomize base and its example overlay) against the Kubernetes schemas and
 * against the code, the Dockerfile and package.json, as tests/build/dockerfile.test.ts does for the
 * compose file. No cluster, no kustomize: tests/build/kubernetes.ts renders the overlay with a small
 * strategic merge and validates with kubernetes-models' schemas (strict: unknown fields fail).
 * Probe paths are asked of the real health handlers; env names and values go through the programs'
 * own settings schemas (server/config.ts, api/config.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadApiConfig } from '../../api/config.ts';
import { healthRoutes } from '../../api/health/routes.ts';
import { loadConfig as loadStorefrontConfig } from '../../server/config.ts';
import { health } from '../../server/lifecycle.ts';
import { envPairs, execForm, parseStages, readDockerfile, root, splitFlags } from './dockerfile.ts';
import {
  containersOf,
  type Deployment,
  type HorizontalPodAutoscaler,
  kubernetesDir,
  type Manifest,
  type PodDisruptionBudget,
  quantity,
  render,
  type Service,
  validateManifest,
  yamlFiles,
} from './kubernetes.ts';
import { readSettings } from './settings.ts';

const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const num = (s: string | undefined) => Number(String(s).replaceAll('_', ''));
/** A number found in a source or doc file by a pattern; fails loudly when the text has moved. */
function figure(path: string, pattern: RegExp): number {
  const m = pattern.exec(read(path));
  if (!m) throw new Error(`${path} no longer says ${pattern}: update tests/build/kubernetes.test.ts`);
  return num(m[1]);
}

const base = render(join(kubernetesDir, 'base'));
const overlay = render(join(kubernetesDir, 'overlays/example'));
const renders = { base: base.manifests, 'overlays/example': overlay.manifests };

const packageJson = JSON.parse(read('package.json'));
const runtime = parseStages(readDockerfile()).at(-1)!;
const imageEnv: Record<string, string> = Object.assign(
  {},
  ...runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => envPairs(i.args)),
);
const imageCmd = execForm(runtime.instructions.findLast((i) => i.keyword === 'CMD')!.args)!;
const healthcheck = splitFlags(runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK')!.args).flags;
const seconds = (s: string | undefined) => num(/^(\d+)s$/.exec(String(s))?.[1]);
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { image?: string; command?: string[]; environment?: Record<string, unknown> }>;
};

const settings = readSettings();
/** The names each program reads: the storefront's code (server/, shared/) and the API's (api/). */
const readBy = (dirs: string[]) =>
  new Set(settings.filter((s) => s.files.some((f) => dirs.some((d) => f.startsWith(d)))).map((s) => s.name));
const programs = {
  storefront: { deployment: 'koffie-storefront', reads: readBy(['server/', 'shared/']) },
  api: { deployment: 'koffie-api', reads: readBy(['api/']) },
} as const;

/** Values that the Secret would hold, valid for the settings schemas (a new key needs one here). */
const sampleSecrets: Record<string, string> = {
  DATABASE_URL: 'postgresql://shop:secret@postgres.example:5432/shop',
  REDIS_URL: 'rediss://:secret@redis.example:6379',
  METRICS_TOKEN: 'm'.repeat(32),
  SMTP_URL: 'smtps://shop:secret@mail.example:465',
  MOLLIE_API_KEY: `live_${'a'.repeat(30)}`,
  REVIEW_LINK_SECRET: 'r'.repeat(32),
  CHAT_STAFF_TOKEN: 'c'.repeat(32),
};
/** Names that hold a secret: never a literal value in a manifest. */
const secretName = /PASSWORD|SECRET|TOKEN|API_KEY|DATABASE_URL|REDIS_URL|SMTP_URL/;

const byKind = <T>(ms: Manifest[], kind: string) => ms.filter((m) => m.kind === kind) as unknown as T[];
const deployment = (ms: Manifest[], name: string) => {
  const d = byKind<Deployment>(ms, 'Deployment').find((x) => x.metadata?.name === name);
  if (!d) throw new Error(`no Deployment ${name}`);
  return d;
};
const podOf = (d: Deployment) => d.spec!.template.spec!;
const containerOf = (d: Deployment) => {
  const containers = podOf(d).containers;
  expect(containers, `${d.metadata?.name}: one container`).toHaveLength(1);
  return containers[0]!;
};

interface EnvSplit {
  values: Record<string, string>;
  secrets: Record<string, { name: string; key: string; optional: boolean }>;
}
function envOf(d: Deployment): EnvSplit {
  const c = containerOf(d);
  expect(c.envFrom, `${d.metadata?.name}: env one by one (checked by name), not envFrom`).toBeUndefined();
  const out: EnvSplit = { values: {}, secrets: {} };
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    if (ref) out.secrets[e.name] = { name: ref.name!, key: ref.key, optional: ref.optional === true };
    else if (e.value !== undefined && e.valueFrom === undefined) out.values[e.name] = e.value;
    else throw new Error(`${d.metadata?.name}: ${e.name} is neither a value nor a Secret key`);
  }
  return out;
}
/** The environment the process sees: the image's ENV, the manifest's values, the Secret's keys. */
function processEnv(d: Deployment, { optionalSecrets }: { optionalSecrets: boolean }) {
  const { values, secrets } = envOf(d);
  const env: Record<string, string> = { ...imageEnv, ...values };
  for (const [name, ref] of Object.entries(secrets)) {
    if (ref.optional && !optionalSecrets) continue;
    const sample = sampleSecrets[ref.key];
    if (sample === undefined) throw new Error(`no sample value for Secret key ${ref.key} in this test`);
    env[name] = sample;
  }
  return env;
}
const storefrontConfig = (ms: Manifest[], optionalSecrets = true) =>
  loadStorefrontConfig(processEnv(deployment(ms, 'koffie-storefront'), { optionalSecrets }));
const apiConfig = (ms: Manifest[], optionalSecrets = true) =>
  loadApiConfig(processEnv(deployment(ms, 'koffie-api'), { optionalSecrets }));

/** The container port a probe or a Service's targetPort names (by name or number). */
function portNumber(d: Deployment, port: string | number | undefined): number | undefined {
  const ports = containerOf(d).ports ?? [];
  return typeof port === 'number'
    ? ports.find((p) => p.containerPort === port)?.containerPort
    : ports.find((p) => p.name === port)?.containerPort;
}

/** Status of GET path on the storefront's health handler, ready or draining. */
async function storefrontProbe(path: string, draining: boolean): Promise<number> {
  const app = express();
  app.use(health({ draining }));
  app.use((_req, res) => void res.status(404).end());
  return (await request(app).get(path)).status;
}
/** The API mounts its health routes under the prefix of its router (api/app.ts). */
const apiApp = read('api/app.ts');
const apiPrefix = /app\.use\('(\/[a-z]+)', api\);/.exec(apiApp)?.[1];
async function apiProbe(path: string, state: { draining: boolean; dbUp: boolean }): Promise<number> {
  expect(apiApp).toMatch(/\bapi\.use\(healthRoutes\(/);
  const app = express();
  app.use(
    apiPrefix!,
    healthRoutes({
      ping: async () => {
        if (!state.dbUp) throw new Error('connection refused');
      },
      isDraining: () => state.draining,
    }),
  );
  app.use((_req, res) => void res.status(404).end());
  return (await request(app).get(path)).status;
}

describe('deploy/kubernetes: files and schemas', () => {
  it('renders the base and the overlay, and every YAML file there is one of them or read by them', () => {
    expect(base.manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort()).toEqual([
      'Deployment/koffie-api',
      'Deployment/koffie-storefront',
      'HorizontalPodAutoscaler/koffie-storefront',
      'PodDisruptionBudget/koffie-api',
      'PodDisruptionBudget/koffie-storefront',
      'Service/koffie-api',
      'Service/koffie-storefront',
    ]);
    expect(overlay.manifests).toHaveLength(base.manifests.length);
    const used = new Set([...base.files, ...overlay.files]);
    const orphans = yamlFiles(kubernetesDir).filter((f) => !used.has(f));
    expect(
      orphans.map((f) => relative(root, f)),
      'files no kustomization reads',
    ).toEqual([]);
  });

  for (const [name, manifests] of Object.entries(renders)) {
    it(`${name}: every object validates against its Kubernetes schema, with no unknown field`, () => {
      const problems = manifests.flatMap((m) =>
        validateManifest(m).map((p) => `${m.kind} ${m.metadata.name}: ${p}`),
      );
      expect(problems).toEqual([]);
    });
  }

  it('and the schemas do catch what they should (so a clean result means something)', () => {
    const broken = structuredClone(deployment(base.manifests, 'koffie-api')) as unknown as Manifest &
      Deployment;
    const c = broken.spec!.template.spec!.containers[0]! as unknown as Record<string, unknown>;
    c.readinesProbe = c.readinessProbe; // a typo: not a field
    (c.env as { name: string; value?: unknown }[])[0]!.value = 3001; // env values are strings
    delete (broken.spec as unknown as Record<string, unknown>).selector; // required
    const problems = validateManifest(broken);
    expect(problems.join('\n')).toMatch(/readinesProbe is not a field/);
    expect(problems.join('\n')).toMatch(/env\/0\/value: type must be string/);
    expect(problems.join('\n')).toMatch(/\/spec: required missingProperty selector/);
    expect(validateManifest({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toEqual([
      expect.stringMatching(/no schema/),
    ]);
  });
});

for (const [name, manifests] of Object.entries(renders)) {
  describe(`deploy/kubernetes/${name}`, () => {
    const sf = deployment(manifests, 'koffie-storefront');
    const api = deployment(manifests, 'koffie-api');
    const deployments = byKind<Deployment>(manifests, 'Deployment');

    it('runs the storefront and the API from the one image, and no database or Redis', () => {
      const images = new Set(manifests.flatMap(containersOf).map((c) => c.image));
      expect([...images], 'both run the one image').toHaveLength(1);
      expect(deployments.map((d) => d.metadata?.name).sort()).toEqual(['koffie-api', 'koffie-storefront']);
      for (const c of manifests.flatMap(containersOf)) {
        expect(c.image, 'PostgreSQL and Redis are external services').not.toMatch(
          /postgres|redis|pgbouncer/i,
        );
        expect(c.image).toMatch(
          new RegExp(`(^|/)${compose.services.storefront!.image!.split(':')[0]}([:@]|$)`),
        );
      }
      expect(manifests.filter((m) => /StatefulSet|PersistentVolumeClaim|DaemonSet/.test(m.kind))).toEqual([]);
    });

    it("starts them with the Dockerfile's and package.json's commands, heap flags included", () => {
      const start = packageJson.scripts.start.replace(/^NODE_ENV=production\s+/, '').split(/\s+/);
      expect(containerOf(sf).command).toEqual(imageCmd);
      expect(containerOf(sf).command).toEqual(start);
      expect(start.filter((a: string) => a.startsWith('--max-old-space-size')).length).toBe(1);
      const apiCommand = packageJson.scripts.api.replace(/^NODE_ENV=production\s+/, '').split(/\s+/);
      expect(containerOf(api).command).toEqual(apiCommand);
      expect(containerOf(api).command).toEqual(compose.services.api!.command);
      for (const d of deployments) expect(containerOf(d).args, d.metadata?.name).toBeUndefined();
    });

    it('sets only variables the program reads, and its own settings schema accepts them', () => {
      for (const [program, { deployment: dep, reads }] of Object.entries(programs)) {
        const { values, secrets } = envOf(deployment(manifests, dep));
        for (const key of [...Object.keys(values), ...Object.keys(secrets)])
          expect(reads.has(key), `${program}: ${key} is read by the ${program}'s code`).toBe(true);
      }
      // With every Secret key, and with only the required ones (the optional ones may be absent).
      for (const withOptional of [true, false]) {
        expect(() => storefrontConfig(manifests, withOptional)).not.toThrow();
        expect(() => apiConfig(manifests, withOptional)).not.toThrow();
      }
    });

    it('gives each program what it needs to run as one of several: API_URL, PostgreSQL, Redis, its public origin', () => {
      const s = storefrontConfig(manifests, false);
      const a = apiConfig(manifests, false);
      // No embedded API (it would want PGlite in a writable DATA_DIR) and no PGlite in the API.
      expect(s.API_URL, 'storefront API_URL').toBeDefined();
      expect(a.databaseUrl, 'API DATABASE_URL, required').toBeDefined();
      expect(envOf(sf).values.DATABASE_URL ?? envOf(sf).secrets.DATABASE_URL).toBeUndefined();
      // Several instances share the page cache and the rate limits in Redis (docs/operations.md).
      expect(s.REDIS_URL, 'storefront REDIS_URL, required').toBeDefined();
      expect(a.redisUrl, 'API REDIS_URL, required').toBeDefined();
      // The storefront finds the API through its Service.
      const apiService = byKind<Service>(manifests, 'Service').find(
        (x) => x.metadata?.name === 'koffie-api',
      )!;
      const url = new URL(s.API_URL!);
      expect(url.hostname).toBe(apiService.metadata?.name);
      expect(Number(url.port)).toBe(apiService.spec!.ports![0]!.port);
      expect(a.host, 'the API listens beyond loopback').toBe('0.0.0.0');
      expect(s.HOST).toBe('0.0.0.0');
      // Links in mails point where the shop is.
      expect(a.storefrontUrl).toBe(s.PUBLIC_URL);
      expect(s.PUBLIC_URL).toMatch(/^https:\/\//);
      expect(a.trustProxy, 'the storefronts forward the visitor address from the pod network').toMatch(
        /uniquelocal/,
      );
      expect(s.TRUST_PROXY, 'TRUST_PROXY names the load balancers, never `true`').not.toBe(true);
    });

    it('takes secrets from the Secret, never literally', () => {
      const keys = new Set<string>();
      for (const d of deployments) {
        const { values, secrets } = envOf(d);
        for (const key of Object.keys(values))
          expect(key, `${d.metadata?.name}: a literal secret`).not.toMatch(secretName);
        for (const [key, ref] of Object.entries(secrets)) {
          expect(ref.name).toBe('koffie-shop');
          expect(ref.key).toBe(key);
          keys.add(key);
        }
      }
      // Only what a deployment cannot run without is required; the rest may be left out of the Secret.
      const required = deployments.flatMap((d) =>
        Object.entries(envOf(d).secrets)
          .filter(([, r]) => !r.optional)
          .map(([k]) => k),
      );
      expect([...new Set(required)].sort()).toEqual(['DATABASE_URL', 'REDIS_URL']);
      // The README tells the platform team every key.
      const readme = readFileSync(join(kubernetesDir, 'README.md'), 'utf8');
      for (const key of keys)
        expect(readme, `README.md lists Secret key ${key}`).toMatch(new RegExp(`^\\| \`${key}\``, 'm'));
    });

    it('listens where the probes and the Services look, on the ports the programs read', () => {
      const ports = {
        'koffie-storefront': storefrontConfig(manifests).PORT,
        'koffie-api': apiConfig(manifests).port,
      };
      const exposed = runtime.instructions
        .filter((i) => i.keyword === 'EXPOSE')
        .flatMap((i) => i.args.split(/\s+/));
      for (const d of deployments) {
        const name = d.metadata!.name!;
        const c = containerOf(d);
        expect(
          c.ports?.map((p) => p.containerPort),
          name,
        ).toEqual([ports[name as keyof typeof ports]]);
        expect(exposed).toContain(String(ports[name as keyof typeof ports]));
        for (const probe of [c.startupProbe, c.readinessProbe, c.livenessProbe]) {
          expect(probe?.httpGet, `${name}: an HTTP probe`).toBeDefined();
          expect(portNumber(d, probe!.httpGet!.port), `${name}: probe port`).toBe(
            ports[name as keyof typeof ports],
          );
        }
        const service = byKind<Service>(manifests, 'Service').find((s) => s.metadata?.name === name)!;
        expect(service, `${name}: a Service`).toBeDefined();
        for (const p of service.spec!.ports!)
          expect(portNumber(d, p.targetPort), `${name}: Service targetPort`).toBe(
            ports[name as keyof typeof ports],
          );
        expect(selects(service.spec!.selector, d), `${name}: Service selects its pods`).toBe(true);
      }
    });

    it("probes the storefront's health routes: liveness never fails while draining, readiness does", async () => {
      const c = containerOf(sf);
      for (const probe of [c.startupProbe!, c.livenessProbe!]) {
        const path = probe.httpGet!.path!;
        expect(await storefrontProbe(path, false), `GET ${path}`).toBe(200);
        expect(await storefrontProbe(path, true), `GET ${path} while draining: no restart`).toBe(200);
      }
      const ready = c.readinessProbe!.httpGet!.path!;
      expect(await storefrontProbe(ready, false), `GET ${ready}`).toBe(200);
      expect(await storefrontProbe(ready, true), `GET ${ready} while draining: out of the endpoints`).toBe(
        503,
      );
    });

    it("probes the API's health routes: liveness does not depend on the database, readiness does", async () => {
      const c = containerOf(api);
      for (const probe of [c.startupProbe!, c.livenessProbe!])
        for (const state of [
          { draining: false, dbUp: true },
          { draining: true, dbUp: true },
          { draining: false, dbUp: false },
        ])
          expect(
            await apiProbe(probe.httpGet!.path!, state),
            `GET ${probe.httpGet!.path} ${JSON.stringify(state)}`,
          ).toBe(200);
      const ready = c.readinessProbe!.httpGet!.path!;
      expect(await apiProbe(ready, { draining: false, dbUp: true }), `GET ${ready}`).toBe(200);
      expect(await apiProbe(ready, { draining: true, dbUp: true }), `GET ${ready} while draining`).toBe(503);
      expect(await apiProbe(ready, { draining: false, dbUp: false }), `GET ${ready}, database down`).toBe(
        503,
      );
      // The readiness probe waits longer than the database ping's own deadline.
      const ping = figure('api/health/routes.ts', /reject\(new Error\('timeout'\)\), ([\d_]+)\)/);
      expect(c.readinessProbe!.timeoutSeconds! * 1000).toBeGreaterThan(ping);
    });

    it("times liveness like the image's HEALTHCHECK, and gives startup at least its start period", () => {
      for (const d of deployments) {
        const c = containerOf(d);
        expect(c.livenessProbe!.periodSeconds).toBe(seconds(healthcheck.interval));
        expect(c.livenessProbe!.timeoutSeconds).toBe(seconds(healthcheck.timeout));
        expect(c.livenessProbe!.failureThreshold).toBe(num(healthcheck.retries));
        const startup = c.startupProbe!;
        expect(startup.periodSeconds! * startup.failureThreshold!).toBeGreaterThanOrEqual(
          seconds(healthcheck['start-period']),
        );
      }
    });

    it('waits for the endpoints to update and drains within the grace period (preStop + drain < grace)', () => {
      const preStop = (d: Deployment) => containerOf(d).lifecycle?.preStop?.sleep?.seconds ?? 0;
      // Storefront: preStop, then PRE_STOP_DELAY_MS, DRAIN_TIMEOUT_MS and the 1 s abort grace (server/lifecycle.ts).
      const s = storefrontConfig(manifests);
      const abortGrace = figure('server/lifecycle.ts', /options\.abortGraceMs \?\? ([\d_]+)/);
      const sfTotal = preStop(sf) * 1000 + s.PRE_STOP_DELAY_MS + s.DRAIN_TIMEOUT_MS + abortGrace;
      expect(podOf(sf).terminationGracePeriodSeconds! * 1000).toBeGreaterThan(sfTotal);
      // As long a wait before closing as the compose file's PRE_STOP_DELAY_MS (docs/operations.md: 5000).
      const composeDelay = Number(compose.services.storefront!.environment!.PRE_STOP_DELAY_MS);
      expect(preStop(sf) * 1000 + s.PRE_STOP_DELAY_MS).toBe(composeDelay);
      // API: preStop, then PRE_STOP_DELAY_MS and DRAIN_TIMEOUT_MS (shared/node/drain.ts), and at most
      // CLOSE_MS to close the database before its forced exit (api/main.ts).
      const a = apiConfig(manifests);
      const closeMs = figure('api/main.ts', /const CLOSE_MS = ([\d_]+);/);
      const apiTotal = preStop(api) * 1000 + a.preStopDelayMs! + a.drainTimeoutMs! + closeMs;
      expect(preStop(api) * 1000 + a.preStopDelayMs!).toBe(composeDelay);
      expect(podOf(api).terminationGracePeriodSeconds! * 1000).toBeGreaterThan(apiTotal);
    });

    it('runs as non-root on a read-only root filesystem, without a service account token or Service links', () => {
      expect(runtime.instructions.findLast((i) => i.keyword === 'USER')?.args).toBe('node');
      for (const d of deployments) {
        const name = d.metadata?.name;
        const pod = podOf(d);
        expect(pod.automountServiceAccountToken, name).toBe(false);
        // A Service named `api` would give every pod API_PORT=tcp://…, which the API reads as its port.
        expect(pod.enableServiceLinks, name).toBe(false);
        expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
        // USER node is uid 1000 in the node images; numeric, so the kubelet can check runAsNonRoot.
        expect(pod.securityContext?.runAsUser, name).toBe(1000);
        for (const c of containersOf(d as unknown as Manifest)) {
          expect(c.securityContext?.readOnlyRootFilesystem, `${name}/${c.name}`).toBe(true);
          expect(c.securityContext?.allowPrivilegeEscalation, `${name}/${c.name}`).toBe(false);
          expect(c.securityContext?.capabilities?.drop, `${name}/${c.name}`).toEqual(['ALL']);
          expect(c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser).not.toBe(0);
          // Writable: /tmp only, an emptyDir (nothing else is written with API_URL and DATABASE_URL set).
          const mounts = c.volumeMounts ?? [];
          expect(mounts.map((m) => m.mountPath)).toContain('/tmp');
          for (const m of mounts) {
            const volume = pod.volumes?.find((v) => v.name === m.name);
            expect(volume?.emptyDir, `${name}: ${m.mountPath} is an emptyDir`).toBeDefined();
            expect(volume?.emptyDir?.sizeLimit, `${name}: ${m.mountPath} is bounded`).toBeDefined();
          }
        }
      }
    });

    it('requests and limits CPU and memory on every container, from the measured RSS and the heap flags', () => {
      for (const c of manifests.flatMap(containersOf)) {
        const r = c.resources;
        for (const kind of ['cpu', 'memory'] as const) {
          const request = quantity(r?.requests?.[kind]);
          const limit = quantity(r?.limits?.[kind]);
          expect(request, `${c.name}: requests.${kind}`).toBeGreaterThan(0);
          expect(limit, `${c.name}: limits.${kind}`).toBeGreaterThanOrEqual(request);
        }
      }
      const r = containerOf(sf).resources!;
      // RSS over the load bench's soak, plus the sitemap's budgeted rise, fit in the request.
      const soak = figure('docs/operations.md', /\| RSS over the soak \| \d+ → (\d+) MB/);
      const sitemap = figure('docs/performance.md', /storefront RSS rise[^|]*\| < (\d+) MB/);
      expect(quantity(r.requests!.memory)).toBeGreaterThanOrEqual((soak + sitemap) * 1e6);
      // docs/operations.md: below this much memory, lower --max-old-space-size (1024 in the command).
      const floor = figure(
        'docs/operations.md',
        /container\s+with\s+less\s+than\s+(\d+)\s+MB,\s+lower\s+`--max-old-space-size`/,
      );
      const oldSpace = num(/--max-old-space-size=(\d+)/.exec(containerOf(sf).command!.join(' '))?.[1]);
      if (oldSpace >= 1024) expect(quantity(r.limits!.memory)).toBeGreaterThanOrEqual(floor * 1e6);
      // One core renders (docs/operations.md, Scaling out): the HPA's utilisation is of this request.
      expect(quantity(r.requests!.cpu)).toBe(1);
      // The API: no heap flags, so Node sizes the heap from the limit; figures in deploy/kubernetes/README.md.
      const a = containerOf(api).resources!;
      const apiPeak = figure('deploy/kubernetes/README.md', /\| API \|[^\n]*peak RSS (\d+) MB/);
      expect(quantity(a.requests!.memory)).toBeGreaterThanOrEqual(apiPeak * 1e6);
      const apiFloor = figure('deploy/kubernetes/README.md', /API's memory limit\s+at least (\d+) MiB/);
      expect(quantity(a.limits!.memory)).toBeGreaterThanOrEqual(apiFloor * 1024 ** 2);
    });

    it('scales the storefront on CPU, from at least two, and the Deployment leaves the count to the HPA', () => {
      const hpas = byKind<HorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler');
      expect(hpas).toHaveLength(1);
      const hpa = hpas[0]!.spec!;
      expect(hpa.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: 'koffie-storefront',
      });
      expect(sf.spec!.replicas, 'no replicas on a Deployment the HPA scales').toBeUndefined();
      expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.maxReplicas).toBeGreaterThanOrEqual(hpa.minReplicas!);
      expect(hpa.metrics).toHaveLength(1);
      const metric = hpa.metrics![0]!;
      expect(metric.type).toBe('Resource');
      expect(metric.resource?.name).toBe('cpu');
      expect(metric.resource?.target.type).toBe('Utilization');
      // At most the share of saturation the load bench sustains within its budgets (docs/operations.md).
      const sustained = figure('docs/operations.md', /then (\d+) % of it as a\s+constant arrival rate/);
      expect(metric.resource!.target.averageUtilization).toBeLessThanOrEqual(sustained);
      expect(api.spec!.replicas).toBeGreaterThanOrEqual(2);
    });

    it('keeps each Deployment available through voluntary disruptions and rollouts', () => {
      const pdbs = byKind<PodDisruptionBudget>(manifests, 'PodDisruptionBudget');
      for (const d of deployments) {
        const name = d.metadata?.name;
        expect(selects(d.spec!.selector.matchLabels, d), `${name}: its selector matches its pods`).toBe(true);
        const mine = pdbs.filter((p) => selects(p.spec!.selector?.matchLabels, d));
        expect(mine, `${name}: one PodDisruptionBudget`).toHaveLength(1);
        const pdb = mine[0]!.spec!;
        // Evictions stay possible (a node drain must not hang): one pod at a time.
        expect(pdb.maxUnavailable ?? 0).toBe(1);
        expect(pdb.minAvailable).toBeUndefined();
        expect(
          d.spec!.strategy?.rollingUpdate?.maxUnavailable,
          `${name}: a rollout adds before it removes`,
        ).toBe(0);
      }
    });
  });
}

describe('deploy/kubernetes/overlays/example', () => {
  it('sets the namespace, a pinned image and its own counts and origin', () => {
    for (const m of overlay.manifests)
      expect(m.metadata.namespace, `${m.kind} ${m.metadata.name}`).toBe('koffie-shop');
    for (const c of overlay.manifests.flatMap(containersOf)) {
      expect(c.image).toMatch(/^[a-z0-9.-]+\/.+(:[\w.-]+|@sha256:[0-9a-f]{64})$/);
      expect(c.image).not.toMatch(/:latest$/);
    }
    expect(deployment(overlay.manifests, 'koffie-api').spec!.replicas).toBe(3);
    expect(storefrontConfig(overlay.manifests).PUBLIC_URL).not.toBe(
      storefrontConfig(base.manifests).PUBLIC_URL,
    );
    // The patch merged into the container's env by name: nothing lost, nothing doubled.
    const names = (ms: Manifest[]) =>
      containerOf(deployment(ms, 'koffie-storefront')).env!.map((e) => e.name);
    expect(names(overlay.manifests)).toEqual(names(base.manifests));
  });
});

function selects(selector: Record<string, string> | undefined, d: Deployment): boolean {
  const labels = d.spec!.template.metadata?.labels ?? {};
  return (
    !!selector &&
    Object.keys(selector).length > 0 &&
    Object.entries(selector).every(([k, v]) => labels[k] === v)
  );
}
