/**
 * The API's settings: the environment, validated by one yup schema (`settings` below: each
 * variable with its default and rule), then named as the API's options (`loadConfig`). Every
 * problem is reported at once, so a misconfigured deployment fails loudly at start (decision 054).
 */
import path from 'node:path';
import * as yup from 'yup';
import { readSettings, wholeNumber } from '../shared/settings.ts';
import { OpeningHoursError, parseOpeningHours } from './chat/opening-hours.ts';
import { DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES } from './orders/payment-expiry.ts';
import { DEFAULT_REVIEW_INVITE_DAYS } from './orders/review-invitations.ts';
import { PDOK_FREE_URL } from './pdok/client.ts';
import { VIES_REST_URL } from './vies/client.ts';

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
   * (decision 043), and photo sizes and formats are kept there for every instance, each made once
   * (decision 097); unset: limits in this process's memory, events by LISTEN/NOTIFY, photo sizes
   * made by each instance.
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
  /**
   * VIES_URL: the EU's VIES REST API that confirms a business's VAT number before its order is
   * reverse charged (decision 072); `off` or unset in tests: none is confirmed, VAT is charged.
   */
  viesUrl?: string;
  /** VIES_TIMEOUT_MS: how long a VIES question may take (then: not confirmed now, VAT charged). */
  viesTimeoutMs?: number;
  /**
   * PDOK_URL: PDOK's Locatieserver `free` endpoint that fills a Dutch address's street and city
   * (decision 098); `off` or unset in tests: the customer types them.
   */
  pdokUrl?: string;
  /** PDOK_TIMEOUT_MS: how long an address question may take (then: typed by hand). */
  pdokTimeoutMs?: number;
  /** CHAT_STAFF_TOKEN: the bearer token of the chat's staff calls; unset: they answer 503 (decision 024) */
  chatStaffToken?: string;
  /** CHAT_OPENING_HOURS: when the chat is online, e.g. "mon-fri 09:00-17:00;sat 10:00-16:00" (Europe/Amsterdam) */
  chatOpeningHours?: string;
  /**
   * SEED_PRODUCTS: grow the catalogue to this many products at start, by copying the seeded ones
   * (benchmarks; decision 045); unset: the 2,114 demo products.
   */
  seedProducts?: number;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: the OTLP/HTTP collector's base URL (spans go to `/v1/traces`);
   * unset: no traces, nothing loaded (tracing.ts).
   */
  otlpEndpoint?: string;
  /** OTEL_SERVICE_NAME: the service.name of the API's spans (default `shop-api`). */
  serviceName?: string;
  /**
   * PRE_STOP_DELAY_MS: on SIGTERM, keep serving this long with readiness at 503, while the load
   * balancer deregisters this instance (the API process; the storefront's setting of the same name).
   */
  preStopDelayMs?: number;
  /** DRAIN_TIMEOUT_MS: then in-flight requests get this long before their connections are closed. */
  drainTimeoutMs?: number;
  /** KEEP_ALIVE_TIMEOUT_MS: idle keep-alive connections stay open this long (above the balancer's). */
  keepAliveTimeoutMs?: number;
  /** PHOTO_MAX_BYTES: an uploaded photo's size at most (default 20 MB; decision 097) */
  photoMaxBytes?: number;
  /** PHOTO_MAX_MEGAPIXELS: an uploaded photo's width × height at most, in millions (default 50) */
  photoMaxMegapixels?: number;
  /** PHOTO_CACHE_DIR: photo sizes and formats are kept here once made; unset: `DATA_DIR/photo-cache` on disk, none in memory mode; `off`: none */
  photoCacheDir?: string;
  /** PHOTO_CACHE_MAX_BYTES: the in-memory cache of photo sizes and formats (default 64 MB) */
  photoCacheMaxBytes?: number;
  /** PHOTO_ENCODE_CONCURRENCY: photo sizes made at once (default 2) */
  photoEncodeConcurrency?: number;
  /** the clock of delivery days and carts (tests set it; not from the environment; decision 098) */
  now?: () => Date;
}

/** The largest SEED_PRODUCTS (the same bound as api/db/seed/grow-catalogue.ts, not imported: it loads the database driver). */
const MAX_SEED_PRODUCTS = 2_000_000;

/**
 * Every variable the API reads, its default and its rule. A blank value counts as unset; spaces
 * around one are dropped. What each one is for: ApiConfig above and docs/operations.md.
 */
const settings = yup.object({
  API_PORT: wholeNumber(0, 65_535, 'must be a port number (0-65535)').default(3001),
  API_HOST: yup.string().default('127.0.0.1'),
  DATA_DIR: yup.string().default('./data'),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  /** `1`: in-memory PGlite; anything else: on disk. */
  API_MEMORY_DB: yup
    .boolean()
    .transform((_, raw) => raw === '1')
    .default(false),
  /** `0`: no request log; anything else: one JSON line per request. */
  API_LOG: yup
    .boolean()
    .transform((_, raw) => raw !== '0')
    .default(true),
  NODE_ENV: yup.string(),
  STOREFRONT_URL: url('http:', 'https:')
    .transform((v: string) => v.replace(/\/+$/, ''))
    .default('http://127.0.0.1:3000'),
  SMTP_URL: url('smtp:', 'smtps:'),
  MAIL_FROM: yup.string().default('Koffie & Keuken <noreply@koffieenkeuken.nl>'),
  MAIL_DIR: yup.string(),
  /** `true`, `false`, a hop count, or addresses/subnets/names (Express' `trust proxy`). */
  API_TRUST_PROXY: yup
    .mixed<boolean | number | string>()
    .transform((v) => (v === 'false' ? false : v === 'true' ? true : /^\d{1,2}$/.test(v) ? Number(v) : v))
    .default('loopback'),
  /** `0`: no inspection reminders; anything else: hourly. */
  INSPECTION_REMINDERS: yup
    .boolean()
    .transform((_, raw) => raw !== '0')
    .default(true),
  EXPIRE_UNPAID_ORDERS: onOff().default(true),
  EXPIRE_UNPAID_ORDERS_EVERY_MS: wholeNumber(
    1000,
    3_600_000,
    'must be milliseconds from 1000 to 3600000',
  ).default(60_000),
  UNPAID_ORDER_EXPIRY_MINUTES: wholeNumber(
    1,
    525_600,
    'must be a whole number of minutes from 1 to 525600 (a year)',
  ).default(DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES),
  /** `off` is 0: no invitations. */
  REVIEW_INVITE_DAYS: wholeNumber(0, 365, 'must be a whole number of days from 0 to 365, or off')
    .transform((days, raw) => (raw.toLowerCase() === 'off' ? 0 : days))
    .default(DEFAULT_REVIEW_INVITE_DAYS),
  MOLLIE_API_KEY: yup
    .string()
    .matches(
      /^(test|live)_[A-Za-z0-9]{20,64}$/,
      'MOLLIE_API_KEY must be a Mollie API key: test_… or live_… (see the Mollie dashboard)',
    ),
  TEST_PAYMENTS: onOff(),
  REDIS_URL: url('redis:', 'rediss:'),
  /** A secret: never echoed in its message. */
  METRICS_TOKEN: yup
    .string()
    .matches(/^[\x21-\x7e]{16,512}$/, 'METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)'),
  REVIEW_LINK_SECRET: yup.string().min(16, 'REVIEW_LINK_SECRET must be at least 16 characters long'),
  REVIEW_SERVICE_URL: url('https:', 'http:'),
  /** `off`, or the URL of VIES's `check-vat-number` (unset: the EU's, except with NODE_ENV=test). */
  VIES_URL: yup.string().test({
    name: 'vies-url',
    skipAbsent: true,
    test(v, ctx) {
      if (v === 'off' || /^https?:\/\/[^\s/?#]+/.test(v!)) return true;
      return ctx.createError({ message: `${ctx.path} must be off or an http:// or https:// URL` });
    },
  }),
  VIES_TIMEOUT_MS: wholeNumber(100, 60_000, 'must be milliseconds from 100 to 60000').default(2000),
  /** `off`, or the URL of PDOK's Locatieserver `free` endpoint (unset: PDOK's, except with NODE_ENV=test). */
  PDOK_URL: yup.string().test({
    name: 'pdok-url',
    skipAbsent: true,
    test(v, ctx) {
      if (v === 'off' || /^https?:\/\/[^\s/?#]+/.test(v!)) return true;
      return ctx.createError({ message: `${ctx.path} must be off or an http:// or https:// URL` });
    },
  }),
  PDOK_TIMEOUT_MS: wholeNumber(100, 60_000, 'must be milliseconds from 100 to 60000').default(2000),
  CHAT_STAFF_TOKEN: yup
    .string()
    .matches(
      /^[\x21-\x7e]{24,200}$/,
      'CHAT_STAFF_TOKEN must be 24 to 200 visible ASCII characters (for example: openssl rand -base64 32)',
    ),
  CHAT_OPENING_HOURS: yup.string().test({
    name: 'opening-hours',
    skipAbsent: true,
    test(v, ctx) {
      try {
        parseOpeningHours(v!);
        return true;
      } catch (err) {
        if (err instanceof OpeningHoursError) return ctx.createError({ message: err.message });
        throw err;
      }
    },
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: url('http:', 'https:').transform((v: string) => v.replace(/\/+$/, '')),
  OTEL_SERVICE_NAME: yup
    .string()
    .matches(/^[\x21-\x7e]{1,100}$/, 'OTEL_SERVICE_NAME must be 1 to 100 visible ASCII characters')
    .default('shop-api'),
  // Shutdown and keep-alive (shared/node/drain.ts): the same variables and rules as the storefront's.
  PRE_STOP_DELAY_MS: wholeNumber(0, 600_000).default(0),
  DRAIN_TIMEOUT_MS: wholeNumber(0, 600_000).default(20_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 3_600_000).default(65_000),
  PHOTO_MAX_BYTES: wholeNumber(1024, 200 * 1024 * 1024, 'must be bytes from 1024 to 209715200').default(
    20 * 1024 * 1024,
  ),
  PHOTO_MAX_MEGAPIXELS: wholeNumber(1, 268, 'must be a whole number of megapixels from 1 to 268').default(50),
  PHOTO_CACHE_DIR: yup.string(),
  PHOTO_CACHE_MAX_BYTES: wholeNumber(0, 4 * 1024 ** 3, 'must be bytes from 0 to 4294967296').default(
    64 * 1024 * 1024,
  ),
  PHOTO_ENCODE_CONCURRENCY: wholeNumber(1, 64, 'must be a whole number from 1 to 64').default(2),
  /** `500_000` reads as 500000. */
  SEED_PRODUCTS: wholeNumber(
    1,
    MAX_SEED_PRODUCTS,
    `must be a whole number of products from 1 to ${MAX_SEED_PRODUCTS}`,
  ).transform((n, raw) => (/^\d[\d_]*$/.test(raw) ? Number(raw.replaceAll('_', '')) : n)),
});

/** The API's options, each from its variable, frozen. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = readSettings(settings, environment);
  return Object.freeze({
    port: env.API_PORT,
    host: env.API_HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    memory: env.API_MEMORY_DB,
    log: env.API_LOG,
    production: env.NODE_ENV === 'production',
    storefrontUrl: env.STOREFRONT_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailDir: env.MAIL_DIR === undefined ? undefined : path.resolve(env.MAIL_DIR),
    trustProxy: env.API_TRUST_PROXY,
    remindInspections: env.INSPECTION_REMINDERS,
    expireUnpaidOrders: env.EXPIRE_UNPAID_ORDERS,
    expireUnpaidOrdersEveryMs: env.EXPIRE_UNPAID_ORDERS_EVERY_MS,
    unpaidOrderExpiryMinutes: env.UNPAID_ORDER_EXPIRY_MINUTES,
    reviewInviteDays: env.REVIEW_INVITE_DAYS,
    mollieApiKey: env.MOLLIE_API_KEY,
    testPayments: env.TEST_PAYMENTS,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    reviewLinkSecret: env.REVIEW_LINK_SECRET,
    reviewServiceUrl: env.REVIEW_SERVICE_URL,
    viesUrl:
      env.VIES_URL === 'off'
        ? undefined
        : (env.VIES_URL ?? (env.NODE_ENV === 'test' ? undefined : VIES_REST_URL)),
    viesTimeoutMs: env.VIES_TIMEOUT_MS,
    pdokUrl:
      env.PDOK_URL === 'off'
        ? undefined
        : (env.PDOK_URL ?? (env.NODE_ENV === 'test' ? undefined : PDOK_FREE_URL)),
    pdokTimeoutMs: env.PDOK_TIMEOUT_MS,
    chatStaffToken: env.CHAT_STAFF_TOKEN,
    chatOpeningHours: env.CHAT_OPENING_HOURS,
    seedProducts: env.SEED_PRODUCTS,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
    preStopDelayMs: env.PRE_STOP_DELAY_MS,
    drainTimeoutMs: env.DRAIN_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    photoMaxBytes: env.PHOTO_MAX_BYTES,
    photoMaxMegapixels: env.PHOTO_MAX_MEGAPIXELS,
    photoCacheDir:
      env.PHOTO_CACHE_DIR === 'off'
        ? undefined
        : env.PHOTO_CACHE_DIR !== undefined
          ? path.resolve(env.PHOTO_CACHE_DIR)
          : env.API_MEMORY_DB || env.DATABASE_URL
            ? undefined
            : path.join(path.resolve(env.DATA_DIR), 'photo-cache'),
    photoCacheMaxBytes: env.PHOTO_CACHE_MAX_BYTES,
    photoEncodeConcurrency: env.PHOTO_ENCODE_CONCURRENCY,
  });
}

// The kinds of setting. Messages name the variable (`path`) and echo the value, except secrets.

/** A URL with one of these protocols (`'https:'`). */
function url(...protocols: string[]) {
  return yup.string().test({
    name: 'url',
    skipAbsent: true,
    test(v, ctx) {
      let u: URL;
      try {
        u = new URL(v!);
      } catch {
        return ctx.createError({ message: `${ctx.path} is not a valid URL` });
      }
      if (protocols.includes(u.protocol)) return true;
      return ctx.createError({
        message: `${ctx.path} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      });
    },
  });
}

const onOffWords = new Map([
  ...['on', '1', 'true'].map((w) => [w, true] as const),
  ...['off', '0', 'false'].map((w) => [w, false] as const),
]);

/** `on`/`off` (also 1/0, true/false, any case). */
function onOff() {
  return yup
    .boolean()
    .transform((_, raw) => onOffWords.get(raw.toLowerCase()) ?? raw)
    .typeError(
      ({ path, originalValue }) => `${path} must be on or off, got ${JSON.stringify(originalValue)}`,
    );
}
