import { describe, expect, it } from 'vitest';
import { ConfigError } from '../shared/settings.ts';
import { loadConfig, mapTileSource } from './config.ts';
import { isSecureOrigin } from './cookies/cookie.ts';

describe('loadConfig', () => {
  it('gives working defaults on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      DATA_DIR: './data',
      API_URL: undefined,
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      API_TIMEOUT_MS: 3000,
      PROXY_TIMEOUT_MS: 10_000,
      STREAM_TIMEOUT_MS: 5000,
      DRAIN_TIMEOUT_MS: 20_000,
      PRE_STOP_DELAY_MS: 0,
      LOG_LEVEL: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives the public origin from PORT and normalizes a given one to its origin', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example');
  });

  it('reads trust proxy as a boolean, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('fails loudly, listing every problem at once', () => {
    const load = () =>
      loadConfig({
        PORT: 'abc',
        NODE_ENV: 'prod',
        PUBLIC_URL: 'https://shop.example/nl',
        API_URL: 'ftp://x',
        PROXY_TIMEOUT_MS: '-1',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (err) {
      const { problems, message } = err as ConfigError;
      expect(problems).toHaveLength(5);
      expect(message).toContain('PORT must be an integer');
      expect(message).toContain('NODE_ENV must be one of development, production, test');
      expect(message).toContain('PUBLIC_URL must be an origin only');
      expect(message).toContain('API_URL must be an absolute http(s) URL');
      expect(message).toContain('PROXY_TIMEOUT_MS');
    }
  });

  it('knows when cookies must be Secure', () => {
    expect(isSecureOrigin(loadConfig({ PUBLIC_URL: 'https://shop.example' }))).toBe(true);
    expect(isSecureOrigin(loadConfig({}))).toBe(false);
  });
});

describe('the dealer map tile server (MAP_TILE_URL)', () => {
  it('is unset by default: the map draws its own basemap', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBeUndefined();
  });

  it('takes an http(s) XYZ template, with subdomains as the first part of the host', () => {
    const url = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    const config = loadConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '&copy; OpenStreetMap' });
    expect(config.MAP_TILE_URL).toBe(url);
    expect(config.MAP_TILE_ATTRIBUTION).toBe('&copy; OpenStreetMap');
    expect(mapTileSource(url)).toBe('https://*.tile.openstreetmap.org');
    expect(mapTileSource('http://tiles.local:8080/{z}/{x}/{y}{r}.png')).toBe('http://tiles.local:8080');
  });

  it('refuses a template without {z}/{x}/{y}, another scheme, credentials or {s} elsewhere', () => {
    for (const bad of [
      'https://tiles.example/{z}/{x}.png',
      'ftp://tiles.example/{z}/{x}/{y}.png',
      'https://user:pw@tiles.example/{z}/{x}/{y}.png',
      'https://tiles.{s}.example/{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
  });
});

describe('the settings schema (decision 054)', () => {
  it('counts a blank value as unset and drops the spaces around one', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      HOST: '   ',
      LOG_LEVEL: '',
      API_URL: ' http://api.local:3001/ ',
    });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.API_URL).toBe('http://api.local:3001');
  });

  it('names every setting, unset ones as undefined, and nothing else from the environment', () => {
    const config = loadConfig({ PATH: '/usr/bin', SECRET_OF_ANOTHER_PROGRAM: 'x' });
    expect(Object.keys(config)).toContain('REDIS_URL');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).not.toHaveProperty('PATH');
    expect(config).not.toHaveProperty('SECRET_OF_ANOTHER_PROGRAM');
  });

  it('turns both caches off under NODE_ENV=test unless asked, and on elsewhere', () => {
    expect(loadConfig({})).toMatchObject({ PAGE_CACHE: 'on', DATA_CACHE: 'on' });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ PAGE_CACHE: 'off', DATA_CACHE: 'off' });
    expect(loadConfig({ NODE_ENV: 'test', PAGE_CACHE: 'on' })).toMatchObject({
      PAGE_CACHE: 'on',
      DATA_CACHE: 'off',
    });
  });

  it('reports a bad PORT once, not again as a bad default PUBLIC_URL', () => {
    for (const port of ['65536', '1.5', 'abc']) {
      try {
        loadConfig({ PORT: port });
        expect.unreachable(port);
      } catch (err) {
        expect((err as ConfigError).problems, port).toEqual([
          `PORT must be an integer from 0 to 65535, got "${port}"`,
        ]);
      }
    }
  });

  it('gives each kind of setting its own message, and never echoes a secret', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of debug, info, warn, error, fatal, got "loud"',
    ]);
    expect(problems({ PAGE_CACHE: 'yes' })).toEqual(['PAGE_CACHE must be one of on, off, got "yes"']);
    expect(problems({ TRUST_PROXY: 'a;b' })).toEqual([
      'TRUST_PROXY must be true, false, a hop count or a list of addresses/subnets, got "a;b"',
    ]);
    expect(problems({ PUBLIC_URL: 'ftp://shop.example' })).toEqual([
      'PUBLIC_URL must be an absolute http(s) URL without credentials, got "ftp://shop.example"',
    ]);
    expect(problems({ PAGE_CACHE_MAX_BYTES: '1023' })).toEqual([
      'PAGE_CACHE_MAX_BYTES must be an integer from 1024 to 17179869184, got "1023"',
    ]);
    expect(problems({ REDIS_URL: 'http://user:hunter2@redis' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
    ]);
    expect(problems({ METRICS_TOKEN: 'hunter2' })).toEqual([
      'METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)',
    ]);
  });
});

describe('trace settings (issue 29)', () => {
  it('exports no traces unless OTEL_EXPORTER_OTLP_ENDPOINT is set; the service is the storefront', () => {
    const config = loadConfig({});
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(config.OTEL_SERVICE_NAME).toBe('storefront');
  });

  it('takes an http(s) collector URL (trailing slash dropped) and a service name', () => {
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: ' http://otel-collector:4318/ ',
      OTEL_SERVICE_NAME: 'storefront-eu',
    });
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    expect(config.OTEL_SERVICE_NAME).toBe('storefront-eu');
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/base/' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('https://otel.example/base');
  });

  it('refuses another scheme, credentials in the URL or a service name with spaces', () => {
    for (const env of [
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' },
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://user:secret@collector:4318' },
      { OTEL_SERVICE_NAME: 'my storefront' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });
});
