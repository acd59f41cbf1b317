/**
 * Lints the Dockerfile and docker-compose.yml without Docker (this machine and CI have no engine;
 * decision 026): dockerfile-utils (the validator behind the VS Code Docker language server) for the
 * syntax and Docker's own rules, then the rules this project holds the image to, then the compose
 * file against the image, the settings the code reads and itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ValidationSeverity, validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  copyArgs,
  dockerignore,
  envPairs,
  execForm,
  parseStages,
  readDockerfile,
  root,
  splitFlags,
} from './dockerfile.ts';
import { readSettings } from './settings.ts';

const text = readDockerfile();
const stages = parseStages(text);
const runtime = stages.at(-1)!;
const ignored = dockerignore();
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));

/** Every check the validator has, as an error. */
const strict = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

describe('the Dockerfile', () => {
  it('passes the Dockerfile validator with every check as an error', () => {
    const problems = validate(text, strict).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('and the validator does catch what it should (so a clean result means something)', () => {
    const bad = "FROM node:24-slim\nrun echo\nWORKDIR app\nCMD ['node']\nCMD node\n";
    expect(validate(bad, strict).length).toBeGreaterThanOrEqual(4);
  });

  it('builds in stages, each from node:24-slim or an earlier stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const names = new Set<string>();
    for (const stage of stages) {
      expect(
        stage.image === 'node:24-slim' ||
          /^node:24-slim@sha256:[0-9a-f]{64}$/.test(stage.image) ||
          names.has(stage.image),
        stage.image,
      ).toBe(true);
      if (stage.name) names.add(stage.name);
    }
    // What runs starts afresh from the slim image: no compiler, no dev dependencies, no sources.
    expect(runtime.image).toMatch(/^node:24-slim(@sha256:[0-9a-f]{64})?$/);
  });

  it('installs with npm ci from the lockfile, and only production dependencies in the image that runs', () => {
    for (const stage of stages) {
      const runs = stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => splitFlags(i.args).rest);
      expect(
        runs.some((r) => /\bnpm (install|i|add)\b/.test(r)),
        stage.name,
      ).toBe(false);
      const ciAt = stage.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
      if (ciAt < 0) continue;
      const lockAt = stage.instructions.findIndex(
        (i) => i.keyword === 'COPY' && copyArgs(i.args).sources.includes('package-lock.json'),
      );
      expect(lockAt, `${stage.name}: package-lock.json is copied before npm ci`).toBeGreaterThanOrEqual(0);
      expect(lockAt).toBeLessThan(ciAt);
    }
    const runtimeRuns = runtime.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runtimeRuns.some((r) => /\bnpm ci\b.*--omit=dev/.test(r))).toBe(true);
    expect(
      stages.some((s) => s.instructions.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args))),
    ).toBe(true);
  });

  it('runs as the unprivileged node user, in production mode, with the start command in exec form', () => {
    const at = (keyword: string) => runtime.instructions.findLastIndex((i) => i.keyword === keyword);
    const user = runtime.instructions[at('USER')];
    expect(user?.args).toBe('node');
    const cmd = runtime.instructions[at('CMD')]!;
    expect(at('USER')).toBeLessThan(at('CMD'));
    // Nothing after USER switches back to root.
    expect(runtime.instructions.slice(at('USER')).filter((i) => i.keyword === 'USER')).toHaveLength(1);
    const env = Object.assign(
      {},
      ...runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => envPairs(i.args)),
    );
    expect(env.NODE_ENV).toBe('production');
    // Exec form: node is PID 1 and receives SIGTERM itself (graceful drain); no npm or shell in between.
    // The same command, V8 heap flags included (docs/operations.md, decision 027), as package.json's start script.
    const start = packageJson.scripts.start.replace(/^NODE_ENV=production\s+/, '').split(/\s+/);
    expect(execForm(cmd.args)).toEqual(start);
    expect(start.at(-1)).toBe('dist/server/main.js');
    expect(packageJson.scripts.api).toContain('node dist/api/main.js');
    const ports = runtime.instructions
      .filter((i) => i.keyword === 'EXPOSE')
      .flatMap((i) => i.args.split(/\s+/));
    expect(ports).toContain(String(env.PORT ?? 3000));
  });

  it('checks its health with node against /healthz (the slim image has no curl)', () => {
    const checks = runtime.instructions.filter((i) => i.keyword === 'HEALTHCHECK');
    expect(checks).toHaveLength(1);
    const { flags, rest } = splitFlags(checks[0]!.args);
    expect(flags['start-period']).toBeDefined();
    expect(flags.timeout).toBeDefined();
    const cmd = execForm(rest.replace(/^CMD\s+/, ''));
    expect(cmd?.[0]).toBe('node');
    expect(cmd?.join(' ')).toContain('/healthz');
    expect(rest).not.toMatch(/\b(curl|wget)\b/);
  });

  it('adds nothing from URLs, keeps no secret in ENV or ARG, and copies only what exists in the build context', () => {
    const all = stages.flatMap((s) => s.instructions);
    expect(all.filter((i) => i.keyword === 'ADD')).toEqual([]);
    for (const i of all.filter((x) => x.keyword === 'ENV' || x.keyword === 'ARG')) {
      for (const key of Object.keys(
        i.keyword === 'ENV' ? envPairs(i.args) : { [i.args.split('=')[0]!]: '' },
      )) {
        expect(key, `line ${i.line}`).not.toMatch(
          /SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|PRIVATE|CREDENTIAL|_URL$/,
        );
      }
    }
    const stageNames = new Map<string, number>();
    for (const [n, s] of stages.entries()) if (s.name) stageNames.set(s.name, n);
    for (const [n, stage] of stages.entries()) {
      for (const i of stage.instructions.filter((x) => x.keyword === 'COPY')) {
        const { flags, sources } = copyArgs(i.args);
        if (flags.from) {
          // From an earlier stage: only what its build produced (build.mjs writes dist/).
          expect(stageNames.get(flags.from), `line ${i.line}: stage ${flags.from}`).toBeLessThan(n);
          for (const source of sources) expect(source, `line ${i.line}`).toBe('/app/dist');
          continue;
        }
        for (const source of sources) {
          expect(source, `line ${i.line}: no URL`).not.toMatch(/^[a-z]+:\/\//i);
          expect(existsSync(resolve(root, source)), `line ${i.line}: ${source} exists`).toBe(true);
          expect(ignored(source), `line ${i.line}: ${source} is not in .dockerignore`).toBe(false);
        }
      }
    }
    // build.mjs writes to dist/ unless OUT_DIR says otherwise.
    expect(readFileSync(resolve(root, 'build.mjs'), 'utf8')).toContain("process.env.OUT_DIR ?? 'dist'");
  });

  it('leaves secrets, dependencies, builds and data out of the build context', () => {
    for (const path of [
      '.env',
      '.env.production',
      'node_modules/react/index.js',
      'dist/server/main.js',
      'dist-h5/x',
      'data/db/PG_VERSION',
      '.git/config',
      'server/config.test.ts',
      'tests/e2e/run.mjs',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of [
      'package.json',
      'package-lock.json',
      '.npmrc',
      'server/config.ts',
      'client/main.tsx',
      'api/db/migrations/meta/_journal.json',
      'public/favicon.svg',
      '.env.example',
    ]) {
      expect(ignored(path), path).toBe(false);
    }
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
    volumes?: Record<string, unknown>;
  };
  const services = compose.services;
  const settings = new Set(readSettings().map((s) => s.name));
  const envOf = (name: string) => (services[name]!.environment ?? {}) as Record<string, string | number>;
  /** Variables of the image itself (Dockerfile HEALTHCHECK), not of the code. */
  const imageVariables = new Set(['HEALTHCHECK_URL']);

  it('has the storefront, the API, PostgreSQL and Redis', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'storefront']);
  });

  it('starts each service only after what it needs is healthy, and each of those has a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = (service.depends_on ?? {}) as Record<string, { condition: string }>;
      expect(Array.isArray(deps), `${name}: depends_on with conditions`).toBe(false);
      for (const [dep, { condition }] of Object.entries(deps)) {
        expect(services[dep], `${name} depends on ${dep}`).toBeDefined();
        expect(condition).toBe('service_healthy');
        // The app image has its HEALTHCHECK; the others need their own.
        if (!(services[dep]!.build || services[dep]!.image === services.storefront!.image))
          expect(services[dep]!.healthcheck, `${dep} has a healthcheck`).toBeDefined();
      }
    }
    expect(Object.keys(services.storefront!.depends_on as object).sort()).toEqual(['api', 'redis']);
    expect(Object.keys(services.api!.depends_on as object).sort()).toEqual(['postgres', 'redis']);
  });

  it('runs the storefront and the API from this image with the commands the Dockerfile and package.json name', () => {
    expect(services.storefront!.build).toBeDefined();
    expect(services.api!.image).toBe(services.storefront!.image);
    expect(services.storefront!.command).toBeUndefined(); // the image's CMD
    expect(services.api!.command).toEqual(['node', 'dist/api/main.js']);
    // Time to drain: pre-stop delay + drain timeout + 1 s, within the stop grace period.
    const grace = Number(/^(\d+)s$/.exec(String(services.storefront!.stop_grace_period))?.[1]);
    const env = envOf('storefront');
    expect(grace * 1000).toBeGreaterThan(
      Number(env.PRE_STOP_DELAY_MS ?? 0) + Number(env.DRAIN_TIMEOUT_MS ?? 20_000) + 1000,
    );
  });

  it('sets only variables the code reads, and wires the services to each other by name', () => {
    for (const name of ['storefront', 'api']) {
      for (const key of Object.keys(envOf(name))) {
        expect(settings.has(key) || imageVariables.has(key), `${name}: ${key} is read by the code`).toBe(
          true,
        );
      }
    }
    const sf = envOf('storefront');
    const api = envOf('api');
    expect(new URL(String(sf.API_URL)).host).toBe(`api:${api.API_PORT}`);
    expect(api.API_HOST).toBe('0.0.0.0'); // reachable from the storefront's container
    expect(String(api.HEALTHCHECK_URL)).toBe(`http://127.0.0.1:${api.API_PORT}/api/healthz`);
    for (const env of [sf, api]) expect(new URL(String(env.REDIS_URL)).hostname).toBe('redis');
    expect(new URL(String(api.DATABASE_URL).replace(/\$\{[^}]*\}/g, 'x')).hostname).toBe('postgres');
    expect(sf.DATABASE_URL).toBeUndefined(); // the storefront talks to the API, never to the database
    // The API believes X-Forwarded-For from the storefront's container (rate limits per visitor).
    expect(String(api.API_TRUST_PROXY)).toMatch(/uniquelocal|10\.|172\.|192\.168\./);
    expect(sf.TRUST_PROXY).toBeDefined();
    expect(sf.PUBLIC_URL).toBeDefined();
  });

  it('takes secrets from the environment, never literally', () => {
    const secret = /PASSWORD|SECRET|TOKEN|API_KEY/;
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries((service.environment ?? {}) as Record<string, unknown>)) {
        if (secret.test(key))
          expect(String(value), `${name}: ${key}`).toMatch(/^\$\{[A-Z_]+(:?[-?][^}]*)?\}$/);
      }
    }
    expect(String(envOf('api').DATABASE_URL)).toMatch(/\$\{POSTGRES_PASSWORD/);
  });

  it('keeps PostgreSQL data in a named volume', () => {
    const volumes = (services.postgres!.volumes ?? []) as string[];
    const named = volumes
      .map((v) => v.split(':')[0]!)
      .filter((v) => !v.startsWith('.') && !v.startsWith('/'));
    expect(named.length).toBeGreaterThan(0);
    for (const v of named) expect(compose.volumes?.[v] !== undefined, `volume ${v} is declared`).toBe(true);
  });
});
