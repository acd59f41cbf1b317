/**
 * The storefront's configuration: read from the environment once, validated, and frozen.
 * Every problem is reported at once, so a misconfigured deployment fails loudly at start.
 */

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';
/** Express' `trust proxy` setting: false, true, a hop count, or a list of addresses/subnets/names. */
export type TrustProxy = boolean | number | string;

export interface Config {
  readonly PORT: number;
  readonly HOST: string;
  readonly NODE_ENV: NodeEnv;
  readonly DATA_DIR: string;
  /** The shop API. Unset: main.ts starts the embedded API and uses its address. */
  readonly API_URL: string | undefined;
  readonly DATABASE_URL: string | undefined;
  /** Absolute origin (no path, no trailing slash) for canonical/hreflang, cookies and the origin check. */
  readonly PUBLIC_URL: string;
  readonly TRUST_PROXY: TrustProxy;
  /** Per SSR data call. */
  readonly API_TIMEOUT_MS: number;
  /** Per /api proxied request, until the upstream answers (and per idle gap in its body). */
  readonly PROXY_TIMEOUT_MS: number;
  /** React render: abort slow Suspense boundaries after this. */
  readonly STREAM_TIMEOUT_MS: number;
  /** Shutdown: in-flight requests get this long to finish before they are aborted. */
  readonly DRAIN_TIMEOUT_MS: number;
  /**
   * Shutdown: keep serving this long after readiness turns 503, so the load balancer deregisters us.
   * 0 by default (development); set 5000 in production.
   */
  readonly PRE_STOP_DELAY_MS: number;
  /**
   * How long an idle keep-alive connection stays open: longer than the load balancer's idle
   * timeout, so the balancer always closes first (65 s for the usual 60 s; server/lifecycle.ts).
   */
  readonly KEEP_ALIVE_TIMEOUT_MS: number;
  readonly LOG_LEVEL: LogLevel;
  /**
   * The anonymous page cache (server/render/page-cache.ts). `off` renders every request (the SSR
   * benchmark measures render cost that way). Default on, except NODE_ENV=test: render tests
   * test renders; the cache's own tests turn it on.
   */
  readonly PAGE_CACHE: 'on' | 'off';
  /** A cached page is fresh this long… */
  readonly PAGE_CACHE_TTL_MS: number;
  /** …then served stale this much longer while one background render refreshes it. */
  readonly PAGE_CACHE_STALE_MS: number;
  /** In-memory store bounds (LRU): entries and total document bytes. */
  readonly PAGE_CACHE_MAX_ENTRIES: number;
  readonly PAGE_CACHE_MAX_BYTES: number;
  /** How often (at most) the API's data version is asked. */
  readonly PAGE_CACHE_VERSION_INTERVAL_MS: number;
  /**
   * The sub-request cache of anonymous API answers (server/data-cache.ts, decision 011). Default
   * on, except NODE_ENV=test (render tests count API calls); its own tests turn it on.
   */
  readonly DATA_CACHE: 'on' | 'off';
  readonly DATA_CACHE_TTL_MS: number;
  readonly DATA_CACHE_STALE_MS: number;
  readonly DATA_CACHE_MAX_ENTRIES: number;
  /** Redis (redis:// or rediss://) for the page cache shared across instances; unset: in memory. */
  readonly REDIS_URL: string | undefined;
  /**
   * XYZ tile server for the dealer map (`https://{s}.tile.example/{z}/{x}/{y}.png`); unset: the map
   * draws its basemap from border data shipped with the shop (no network needed).
   */
  readonly MAP_TILE_URL: string | undefined;
  /** The tile server's credit, shown on the map (HTML, e.g. `&copy; OpenStreetMap contributors`). */
  readonly MAP_TILE_ATTRIBUTION: string | undefined;
  /**
   * Bearer token for `GET /metrics` (Prometheus; server/metrics.ts, decision 026), 16 to 512 visible
   * ASCII characters. Unset: no metrics are counted and /metrics is an ordinary 404 page.
   */
  readonly METRICS_TOKEN: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const nodeEnvs: readonly NodeEnv[] = ['development', 'production', 'test'];
const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'fatal'];

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const v = raw(name);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${v}"`);
      return fallback;
    }
    return Number(v);
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = raw(name);
    if (v === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(v)) {
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${v}"`);
      return fallback;
    }
    return v as T;
  };

  const httpUrl = (name: string): URL | undefined => {
    const v = raw(name);
    if (v === undefined) return undefined;
    try {
      const u = new URL(v);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      if (u.username || u.password) throw new Error('credentials');
      return u;
    } catch {
      problems.push(`${name} must be an absolute http(s) URL without credentials, got "${v}"`);
      return undefined;
    }
  };

  const PORT = int('PORT', 3000, 0, 65535);
  const HOST = raw('HOST') ?? '0.0.0.0';
  const NODE_ENV = oneOf('NODE_ENV', nodeEnvs, 'development');
  const DATA_DIR = raw('DATA_DIR') ?? './data';

  const apiUrl = httpUrl('API_URL');
  const API_URL = apiUrl ? apiUrl.href.replace(/\/+$/, '') : undefined;

  let PUBLIC_URL = `http://localhost:${PORT}`;
  const publicUrl = httpUrl('PUBLIC_URL');
  if (publicUrl) {
    if ((publicUrl.pathname !== '/' && publicUrl.pathname !== '') || publicUrl.search || publicUrl.hash) {
      problems.push(
        `PUBLIC_URL must be an origin only (like https://shop.example), got "${raw('PUBLIC_URL')}"`,
      );
    } else {
      PUBLIC_URL = publicUrl.origin;
    }
  }

  const TRUST_PROXY = parseTrustProxy(raw('TRUST_PROXY'), problems);

  const config: Config = {
    PORT,
    HOST,
    NODE_ENV,
    DATA_DIR,
    API_URL,
    DATABASE_URL: raw('DATABASE_URL'),
    PUBLIC_URL,
    TRUST_PROXY,
    API_TIMEOUT_MS: int('API_TIMEOUT_MS', 3000, 1, 600_000),
    PROXY_TIMEOUT_MS: int('PROXY_TIMEOUT_MS', 10_000, 1, 600_000),
    STREAM_TIMEOUT_MS: int('STREAM_TIMEOUT_MS', 5000, 1, 600_000),
    DRAIN_TIMEOUT_MS: int('DRAIN_TIMEOUT_MS', 20_000, 0, 600_000),
    PRE_STOP_DELAY_MS: int('PRE_STOP_DELAY_MS', 0, 0, 600_000),
    KEEP_ALIVE_TIMEOUT_MS: int('KEEP_ALIVE_TIMEOUT_MS', 65_000, 1000, 3_600_000),
    LOG_LEVEL: oneOf('LOG_LEVEL', logLevels, 'info'),
    PAGE_CACHE: oneOf('PAGE_CACHE', ['on', 'off'] as const, NODE_ENV === 'test' ? 'off' : 'on'),
    PAGE_CACHE_TTL_MS: int('PAGE_CACHE_TTL_MS', 10_000, 0, 3_600_000),
    PAGE_CACHE_STALE_MS: int('PAGE_CACHE_STALE_MS', 60_000, 0, 86_400_000),
    PAGE_CACHE_MAX_ENTRIES: int('PAGE_CACHE_MAX_ENTRIES', 1000, 1, 1_000_000),
    PAGE_CACHE_MAX_BYTES: int('PAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
    DATA_CACHE: oneOf('DATA_CACHE', ['on', 'off'] as const, NODE_ENV === 'test' ? 'off' : 'on'),
    DATA_CACHE_TTL_MS: int('DATA_CACHE_TTL_MS', 10_000, 0, 3_600_000),
    DATA_CACHE_STALE_MS: int('DATA_CACHE_STALE_MS', 60_000, 0, 86_400_000),
    DATA_CACHE_MAX_ENTRIES: int('DATA_CACHE_MAX_ENTRIES', 5000, 1, 1_000_000),
    PAGE_CACHE_VERSION_INTERVAL_MS: int('PAGE_CACHE_VERSION_INTERVAL_MS', 1000, 0, 600_000),
    REDIS_URL: redisUrl(raw('REDIS_URL'), problems),
    MAP_TILE_URL: mapTileUrl(raw('MAP_TILE_URL'), problems),
    MAP_TILE_ATTRIBUTION: raw('MAP_TILE_ATTRIBUTION'),
    METRICS_TOKEN: metricsToken(raw('METRICS_TOKEN'), problems),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** 16 to 512 visible ASCII characters (never echoed in the message: it is a secret). */
function metricsToken(v: string | undefined, problems: string[]): string | undefined {
  if (v === undefined) return undefined;
  if (/^[\x21-\x7e]{16,512}$/.test(v)) return v;
  problems.push('METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)');
  return undefined;
}

/** redis:// or rediss:// (credentials allowed: they stay in the process). */
function redisUrl(v: string | undefined, problems: string[]): string | undefined {
  if (v === undefined) return undefined;
  try {
    const u = new URL(v);
    if (u.protocol === 'redis:' || u.protocol === 'rediss:') return v;
  } catch {}
  problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  return undefined;
}

/**
 * An http(s) XYZ template with {z}, {x} and {y}; `{s}` (subdomains) only as the host's first label,
 * so that the CSP can name it (`https://*.tile.example`).
 */
function mapTileUrl(v: string | undefined, problems: string[]): string | undefined {
  if (v === undefined) return undefined;
  const fail = (why: string) => {
    problems.push(`MAP_TILE_URL ${why}, got "${v}"`);
    return undefined;
  };
  if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return fail('must contain {z}, {x} and {y}');
  if (v.includes('{s}') && !/^https?:\/\/\{s\}\.[^/{}]+\//.test(v))
    return fail('may use {s} only as the first part of the host');
  try {
    const u = new URL(v.replace('{s}', 'a').replace(/\{[a-z]+\}/g, '0'));
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) throw new Error();
  } catch {
    return fail('must be an absolute http(s) URL without credentials');
  }
  return v;
}

/** The CSP source that lets the map load tiles from MAP_TILE_URL: its origin, `{s}` as `*`. */
export function mapTileSource(url: string): string {
  return /^https?:\/\/[^/]+/.exec(url.replace('{s}', '*'))![0];
}

/** `true`/`false`, a hop count, or Express' comma-separated list (`loopback`, `10.0.0.0/8`, ...). */
function parseTrustProxy(v: string | undefined, problems: string[]): TrustProxy {
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^[A-Za-z0-9.:/,\s_-]+$/.test(v)) return v;
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses/subnets, got "${v}"`);
  return false;
}

/** True when the public origin is https: cookies then get Secure and the __Host- prefix. */
export function isSecureOrigin(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:');
}
