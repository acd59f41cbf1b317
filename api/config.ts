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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: parsePort(env.API_PORT, 3001),
    host: env.API_HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    memory: env.API_MEMORY_DB === '1',
    log: env.API_LOG !== '0',
    production: env.NODE_ENV === 'production',
  };
}
