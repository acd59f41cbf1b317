/** The API's environment, read and validated once. Fails loudly on a bad value. */
import path from 'node:path';
import { OpeningHoursError, parseOpeningHours } from './chat/opening-hours.ts';
import { DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES } from './orders/payment-expiry.ts';
import { DEFAULT_REVIEW_INVITE_DAYS } from './orders/review-invitations.ts';

export interface ApiConfig {
  /** 0 picks a free port */
  port: number;
  host: string;
  /** PGlite data directory (used when no databaseUrl is set) */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used */
  databaseUrl: string | undefined;
  /** in-memory PGlite (tests, demos): nothing is written to disk */
  memory: boolean;
  /** one JSON line per request on stdout */
  log: boolean;
  production: boolean;
  /** Where e-mailed links point (password reset): the storefront's public URL, no trailing slash */
  storefrontUrl: string;
  /** smtp(s):// URL; without one, mails stay in the outbox and their links are logged */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** also write every mail as a JSON file here (development, browser tests) */
  mailDir: string | undefined;
  /** Express' `trust proxy`: whose X-Forwarded-For names the client (the storefront, on loopback) */
  trustProxy: boolean | number | string;
  /** send inspection reminders hourly (the API process; not in tests) */
  remindInspections: boolean;
  /** EXPIRE_UNPAID_ORDERS: cancel unpaid orders after their time and return their stock, every minute (decision 042; not in tests) */
  expireUnpaidOrders: boolean;
  /** EXPIRE_UNPAID_ORDERS_EVERY_MS: how often the expiry job runs (default a minute; tests make it short) */
  expireUnpaidOrdersEveryMs: number;
  /** UNPAID_ORDER_EXPIRY_MINUTES: how long an order waits for payment (bank transfer: at least 14 days) */
  unpaidOrderExpiryMinutes: number;
  /** REVIEW_INVITE_DAYS: days after payment that the review invitation goes out; 0: never (decision 042) */
  reviewInviteDays: number;
  /** Mollie API key (test_… or live_…): payments go to Mollie; unset: the built-in test provider */
  mollieApiKey: string | undefined;
  /**
   * TEST_PAYMENTS (`on`/`off`): the built-in test provider explicitly on or off; unset: only for the
   * embedded demo and outside production (payments/provider-choice.ts)
   */
  testPayments?: boolean;
  /** the API runs inside the storefront process (set by the storefront, not from the environment) */
  embedded?: boolean;
  /** Mollie's API root (tests point it at a local fake); default Mollie's own */
  mollieApiEndpoint?: string;
  /**
   * REDIS_URL (redis:// or rediss://): login, reset and chat rate limits count in Redis, shared by
   * every API instance (decision 026), and on PostgreSQL chat events travel by Redis pub/sub
   * (decision 043); unset: limits in this process's memory, events by LISTEN/NOTIFY.
   */
  redisUrl?: string;
  /** METRICS_TOKEN: bearer token for `GET /metrics` (Prometheus); unset: no metrics endpoint. */
  metricsToken?: string;
  /**
   * REVIEW_LINK_SECRET: signs review promotion links (decision 025), at least 16 characters. Unset:
   * a development secret, except in production, where no review link validates until it is set.
   */
  reviewLinkSecret?: string;
  /** REVIEW_SERVICE_URL: where customers write their review (`{lang}` becomes nl or en). */
  reviewServiceUrl?: string;
  /** CHAT_STAFF_TOKEN: the bearer token of the chat's staff calls; unset: they answer 503 (decision 024) */
  chatStaffToken?: string;
  /** CHAT_OPENING_HOURS: when the chat is online, e.g. "mon-fri 09:00-17:00;sat 10:00-16:00" (Europe/Amsterdam) */
  chatOpeningHours?: string;
  /**
   * SEED_PRODUCTS: grow the catalogue to this many products at start, by copying the seeded ones
   * (benchmarks; decision 045); unset: the 2,114 demo products.
   */
  seedProducts?: number;
}

export class ConfigError extends Error {}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new ConfigError(`API_PORT must be a port number (0-65535), got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return value;
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value.trim();
}

function parseMollieKey(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^(test|live)_[A-Za-z0-9]{20,64}$/.test(v)) {
    throw new ConfigError(
      'MOLLIE_API_KEY must be a Mollie API key: test_… or live_… (see the Mollie dashboard)',
    );
  }
  return v;
}

/** A signing secret: unset, or at least 16 characters. */
function parseSecret(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v.length < 16) throw new ConfigError(`${name} must be at least 16 characters long`);
  return v;
}

function parseChatStaffToken(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^[\x21-\x7e]{24,200}$/.test(v)) {
    throw new ConfigError(
      'CHAT_STAFF_TOKEN must be 24 to 200 visible ASCII characters (for example: openssl rand -base64 32)',
    );
  }
  return v;
}

function parseChatOpeningHours(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    parseOpeningHours(v);
  } catch (err) {
    if (err instanceof OpeningHoursError) throw new ConfigError(err.message);
    throw err;
  }
  return v;
}

/** 16 to 512 visible ASCII characters, or unset (the value is a secret: never in the message). */
function parseMetricsToken(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^[\x21-\x7e]{16,512}$/.test(v))
    throw new ConfigError('METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)');
  return v;
}

/** `on`/`off` (also 1/0, true/false), or unset. */
function parseOnOff(name: string, value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (['on', '1', 'true'].includes(v)) return true;
  if (['off', '0', 'false'].includes(v)) return false;
  throw new ConfigError(`${name} must be on or off, got ${JSON.stringify(value)}`);
}

/** A whole number of minutes from 1 to a year, or unset. */
function parseExpiryMinutes(value: string | undefined): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^\d{1,6}$/.test(v) || Number(v) < 1 || Number(v) > 525_600)
    throw new ConfigError(
      `UNPAID_ORDER_EXPIRY_MINUTES must be a whole number of minutes from 1 to 525600 (a year), got ${JSON.stringify(value)}`,
    );
  return Number(v);
}

/** Days from 0 to 365 (`off` is 0: no invitations), or unset. */
/** Milliseconds between runs of a job: 1 second to 1 hour. */
function parseEveryMs(name: string, value: string | undefined, fallback: number): number {
  const v = value?.trim();
  if (!v) return fallback;
  if (!/^\d{1,7}$/.test(v) || Number(v) < 1000 || Number(v) > 3_600_000)
    throw new ConfigError(`${name} must be milliseconds from 1000 to 3600000, got ${JSON.stringify(value)}`);
  return Number(v);
}

function parseInviteDays(value: string | undefined): number | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'off') return 0;
  if (!/^\d{1,3}$/.test(v) || Number(v) > 365)
    throw new ConfigError(
      `REVIEW_INVITE_DAYS must be a whole number of days from 0 to 365, or off, got ${JSON.stringify(value)}`,
    );
  return Number(v);
}

/** The largest SEED_PRODUCTS (the same bound as api/db/seed/grow-catalogue.ts, not imported: it loads the database driver). */
const MAX_SEED_PRODUCTS = 2_000_000;

/** A whole number of products from 1 to 2,000,000, or unset. */
function parseSeedProducts(value: string | undefined): number | undefined {
  const v = value?.trim().replace(/_/g, '');
  if (!v) return undefined;
  if (!/^\d{1,7}$/.test(v) || Number(v) < 1 || Number(v) > MAX_SEED_PRODUCTS)
    throw new ConfigError(
      `SEED_PRODUCTS must be a whole number of products from 1 to ${MAX_SEED_PRODUCTS}, got ${JSON.stringify(value)}`,
    );
  return Number(v);
}

/** 'false', 'true', a hop count, or addresses/subnets/names (Express' `trust proxy`). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() || 'loopback';
  if (v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: parsePort(env.API_PORT, 3001),
    host: env.API_HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    memory: env.API_MEMORY_DB === '1',
    log: env.API_LOG !== '0',
    production: env.NODE_ENV === 'production',
    storefrontUrl: (
      parseUrl('STOREFRONT_URL', env.STOREFRONT_URL, ['http:', 'https:']) ?? 'http://127.0.0.1:3000'
    ).replace(/\/+$/, ''),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'Koffie & Keuken <noreply@koffieenkeuken.nl>',
    mailDir: env.MAIL_DIR?.trim() ? path.resolve(env.MAIL_DIR.trim()) : undefined,
    trustProxy: parseTrustProxy(env.API_TRUST_PROXY),
    remindInspections: env.INSPECTION_REMINDERS !== '0',
    expireUnpaidOrders: parseOnOff('EXPIRE_UNPAID_ORDERS', env.EXPIRE_UNPAID_ORDERS) ?? true,
    expireUnpaidOrdersEveryMs: parseEveryMs(
      'EXPIRE_UNPAID_ORDERS_EVERY_MS',
      env.EXPIRE_UNPAID_ORDERS_EVERY_MS,
      60_000,
    ),
    unpaidOrderExpiryMinutes:
      parseExpiryMinutes(env.UNPAID_ORDER_EXPIRY_MINUTES) ?? DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES,
    reviewInviteDays: parseInviteDays(env.REVIEW_INVITE_DAYS) ?? DEFAULT_REVIEW_INVITE_DAYS,
    mollieApiKey: parseMollieKey(env.MOLLIE_API_KEY),
    testPayments: parseOnOff('TEST_PAYMENTS', env.TEST_PAYMENTS),
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    reviewLinkSecret: parseSecret('REVIEW_LINK_SECRET', env.REVIEW_LINK_SECRET),
    reviewServiceUrl: parseUrl('REVIEW_SERVICE_URL', env.REVIEW_SERVICE_URL, ['https:', 'http:']),
    chatStaffToken: parseChatStaffToken(env.CHAT_STAFF_TOKEN),
    chatOpeningHours: parseChatOpeningHours(env.CHAT_OPENING_HOURS),
    seedProducts: parseSeedProducts(env.SEED_PRODUCTS),
  };
}
