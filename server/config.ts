/**
 * The storefront's configuration: read from the environment once, validated by one yup schema
 * (`settings` below: each setting with its default and rule), and frozen. Every problem is reported
 * at once, so a misconfigured deployment fails loudly at start (decision 054).
 */
import * as yup from 'yup';
import { readSettings, wholeNumber } from '../shared/settings.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';
/** Express' `trust proxy` setting: false, true, a hop count, or a list of addresses/subnets/names. */
export type TrustProxy = boolean | number | string;

const nodeEnvs: readonly NodeEnv[] = ['development', 'production', 'test'];
const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'fatal'];
const onOff = ['on', 'off'] as const;

/** Every setting, its default and its rule. A blank value counts as unset; spaces around one are dropped. */
const settings = yup.object({
  PORT: wholeNumber(0, 65_535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  NODE_ENV: oneOf(nodeEnvs).default('development'),
  DATA_DIR: yup.string().default('./data'),
  /** The shop API, no trailing slash. Unset: main.ts starts the embedded API and uses its address. */
  API_URL: httpUrl().transform((v: string) => asHttpUrl(v)?.href.replace(/\/+$/, '') ?? v),
  DATABASE_URL: yup.string(),
  /**
   * Absolute origin (no path, no trailing slash) for canonical/hreflang, cookies and the origin
   * check. Default http://localhost:PORT (a bad PORT is reported on its own).
   */
  PUBLIC_URL: origin()
    .default('http://localhost:3000')
    .when('PORT', ([port], s) => (port <= 65_535 ? s.default(`http://localhost:${port}`) : s)),
  TRUST_PROXY: trustProxy().default(false),
  /** Per SSR data call. */
  API_TIMEOUT_MS: wholeNumber(1, 600_000).default(3000),
  /** Per /api proxied request, until the upstream answers (and per idle gap in its body). */
  PROXY_TIMEOUT_MS: wholeNumber(1, 600_000).default(10_000),
  /** React render: abort slow Suspense boundaries after this. */
  STREAM_TIMEOUT_MS: wholeNumber(1, 600_000).default(5000),
  /** Shutdown: in-flight requests get this long to finish before they are aborted. */
  DRAIN_TIMEOUT_MS: wholeNumber(0, 600_000).default(20_000),
  /**
   * Shutdown: keep serving this long after readiness turns 503, so the load balancer deregisters us.
   * 0 by default (development); set 5000 in production.
   */
  PRE_STOP_DELAY_MS: wholeNumber(0, 600_000).default(0),
  /**
   * How long an idle keep-alive connection stays open: longer than the load balancer's idle
   * timeout, so the balancer always closes first (65 s for the usual 60 s; server/lifecycle.ts).
   */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 3_600_000).default(65_000),
  LOG_LEVEL: oneOf(logLevels).default('info'),
  /**
   * The anonymous page cache (server/render/page-cache.ts). `off` renders every request (the SSR
   * benchmark measures render cost that way). Default on, except NODE_ENV=test: render tests
   * test renders; the cache's own tests turn it on.
   */
  PAGE_CACHE: oneOf(onOff)
    .default('on')
    .when('NODE_ENV', ([env], s) => (env === 'test' ? s.default('off') : s)),
  /** A cached page is fresh this long… */
  PAGE_CACHE_TTL_MS: wholeNumber(0, 3_600_000).default(10_000),
  /** …then served stale this much longer while one background render refreshes it. */
  PAGE_CACHE_STALE_MS: wholeNumber(0, 86_400_000).default(60_000),
  /** In-memory store bounds (LRU): entries and total document bytes. */
  PAGE_CACHE_MAX_ENTRIES: wholeNumber(1, 1_000_000).default(1000),
  PAGE_CACHE_MAX_BYTES: wholeNumber(1024, 16 * 1024 ** 3).default(64 * 1024 ** 2),
  /** How often (at most) the API's data version is asked. */
  PAGE_CACHE_VERSION_INTERVAL_MS: wholeNumber(0, 600_000).default(1000),
  /**
   * The sub-request cache of anonymous API answers (server/data-cache.ts, decision 011). Default
   * on, except NODE_ENV=test (render tests count API calls); its own tests turn it on.
   */
  DATA_CACHE: oneOf(onOff)
    .default('on')
    .when('NODE_ENV', ([env], s) => (env === 'test' ? s.default('off') : s)),
  DATA_CACHE_TTL_MS: wholeNumber(0, 3_600_000).default(10_000),
  DATA_CACHE_STALE_MS: wholeNumber(0, 86_400_000).default(60_000),
  DATA_CACHE_MAX_ENTRIES: wholeNumber(1, 1_000_000).default(5000),
  /** Redis (redis:// or rediss://) for the page cache shared across instances; unset: in memory. */
  REDIS_URL: redisUrl(),
  /**
   * XYZ tile server for the dealer map (`https://{s}.tile.example/{z}/{x}/{y}.png`); unset: the map
   * draws its basemap from border data shipped with the shop (no network needed).
   */
  MAP_TILE_URL: mapTileUrl(),
  /** The tile server's credit, shown on the map (HTML, e.g. `&copy; OpenStreetMap contributors`). */
  MAP_TILE_ATTRIBUTION: yup.string(),
  /**
   * Bearer token for `GET /metrics` (Prometheus; server/metrics.ts, decision 026), 16 to 512 visible
   * ASCII characters. Unset: no metrics are counted and /metrics is an ordinary 404 page.
   */
  METRICS_TOKEN: yup
    .string()
    .matches(/^[\x21-\x7e]{16,512}$/, 'METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)'),
  /**
   * The OTLP/HTTP collector's base URL (spans go to `/v1/traces`; server/tracing.ts). Unset: no
   * traces and nothing of the OpenTelemetry SDK loaded. The embedded API exports there too.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl().transform(
    (v: string) => asHttpUrl(v)?.href.replace(/\/+$/, '') ?? v,
  ),
  /** service.name of the storefront's spans. */
  OTEL_SERVICE_NAME: yup
    .string()
    .matches(/^[\x21-\x7e]{1,100}$/, 'OTEL_SERVICE_NAME must be 1 to 100 visible ASCII characters')
    .default('storefront'),
});

export type Config = Readonly<yup.InferType<typeof settings>>;

type Env = Record<string, string | undefined>;

/** Every setting by name, in the schema's order: yup leaves an unset one out, the config names it. */
const unset = Object.fromEntries(Object.keys(settings.fields).map((name) => [name, undefined]));

export function loadConfig(env: Env = process.env): Config {
  return Object.freeze({ ...unset, ...readSettings(settings, env) });
}

// The kinds of setting. Messages name the setting (`path`) and echo the value, except secrets.

function oneOf<T extends string>(allowed: readonly T[]) {
  return yup
    .string()
    .oneOf(
      allowed,
      ({ path, originalValue }) => `${path} must be one of ${allowed.join(', ')}, got "${originalValue}"`,
    );
}

function asHttpUrl(v: string): URL | undefined {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password ? u : undefined;
  } catch {
    return undefined;
  }
}

const notHttpUrl = (path: string, v: unknown) =>
  `${path} must be an absolute http(s) URL without credentials, got "${v}"`;

/** An absolute http(s) URL without credentials. */
function httpUrl() {
  return yup.string().test({
    name: 'http-url',
    skipAbsent: true,
    message: ({ path, originalValue }) => notHttpUrl(path, originalValue),
    test: (v) => asHttpUrl(v!) !== undefined,
  });
}

/** An http(s) origin; a trailing slash is dropped (`https://shop.example/` → `https://shop.example`). */
function origin() {
  const isOrigin = (u: URL) => (u.pathname === '/' || u.pathname === '') && !u.search && !u.hash;
  return yup
    .string()
    .transform((v: string) => {
      const u = asHttpUrl(v);
      return u && isOrigin(u) ? u.origin : v;
    })
    .test({
      name: 'origin',
      skipAbsent: true,
      test(v, ctx) {
        const u = asHttpUrl(v!);
        if (!u) return ctx.createError({ message: notHttpUrl(ctx.path, ctx.originalValue) });
        if (!isOrigin(u))
          return ctx.createError({
            message: `${ctx.path} must be an origin only (like https://shop.example), got "${ctx.originalValue}"`,
          });
        return true;
      },
    });
}

/** `true`/`false`, a hop count, or Express' comma-separated list (`loopback`, `10.0.0.0/8`, ...). */
function trustProxy() {
  return yup
    .mixed<TrustProxy>()
    .transform((v) => (v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v))
    .test({
      name: 'trust-proxy',
      skipAbsent: true,
      message: ({ path, originalValue }) =>
        `${path} must be true, false, a hop count or a list of addresses/subnets, got "${originalValue}"`,
      test: (v) => typeof v !== 'string' || /^[A-Za-z0-9.:/,\s_-]+$/.test(v),
    });
}

/** redis:// or rediss:// (credentials allowed: they stay in the process, and out of the message). */
function redisUrl() {
  return yup.string().test({
    name: 'redis-url',
    skipAbsent: true,
    message: ({ path }) => `${path} must be a redis:// or rediss:// URL`,
    test(v) {
      try {
        return ['redis:', 'rediss:'].includes(new URL(v!).protocol);
      } catch {
        return false;
      }
    },
  });
}

/**
 * An http(s) XYZ template with {z}, {x} and {y}; `{s}` (subdomains) only as the host's first label,
 * so that the CSP can name it (`https://*.tile.example`).
 */
function mapTileUrl() {
  const why = (v: string): string | undefined => {
    if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return 'must contain {z}, {x} and {y}';
    if (v.includes('{s}') && !/^https?:\/\/\{s\}\.[^/{}]+\//.test(v))
      return 'may use {s} only as the first part of the host';
    if (!asHttpUrl(v.replace('{s}', 'a').replace(/\{[a-z]+\}/g, '0')))
      return 'must be an absolute http(s) URL without credentials';
    return undefined;
  };
  return yup.string().test({
    name: 'map-tile-url',
    skipAbsent: true,
    test(v, ctx) {
      const problem = why(v!);
      return problem ? ctx.createError({ message: `${ctx.path} ${problem}, got "${v}"` }) : true;
    },
  });
}

/** The CSP source that lets the map load tiles from MAP_TILE_URL: its origin, `{s}` as `*`. */
export function mapTileSource(url: string): string {
  return /^https?:\/\/[^/]+/.exec(url.replace('{s}', '*'))![0];
}
