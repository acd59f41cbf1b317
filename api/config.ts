/** The API's environment, read and validated once. Fails loudly on a bad value. */
import path from 'node:path';

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
  /** Mollie API key (test_… or live_…): payments go to Mollie; unset: the built-in test provider */
  mollieApiKey: string | undefined;
  /** Mollie's API root (tests point it at a local fake); default Mollie's own */
  mollieApiEndpoint?: string;
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
    mailFrom: env.MAIL_FROM?.trim() || 'Koffie & Keuken <noreply@koffiedemo.nl>',
    mailDir: env.MAIL_DIR?.trim() ? path.resolve(env.MAIL_DIR.trim()) : undefined,
    trustProxy: parseTrustProxy(env.API_TRUST_PROXY),
    remindInspections: env.INSPECTION_REMINDERS !== '0',
    mollieApiKey: parseMollieKey(env.MOLLIE_API_KEY),
  };
}
