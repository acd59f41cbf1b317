import { describe, expect, it } from 'vitest';
import { ConfigError } from '../shared/settings.ts';
import { loadConfig } from './config.ts';
import { mollieWebhookUrl } from './payments/mollie-provider.ts';

describe('the API’s payment settings', () => {
  it('takes a Mollie API key, test or live, and refuses anything else loudly', () => {
    expect(loadConfig({}).mollieApiKey).toBeUndefined();
    expect(loadConfig({ MOLLIE_API_KEY: ' ' }).mollieApiKey).toBeUndefined();
    const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadConfig({ MOLLIE_API_KEY: ` ${key} ` }).mollieApiKey).toBe(key);
    expect(loadConfig({ MOLLIE_API_KEY: key.replace('test_', 'live_') }).mollieApiKey).toMatch(/^live_/);
    for (const bad of [
      'sk_test_123',
      'test_short',
      'live_with spaces and more than twenty',
      'access_abcdefghijklmnopqrstuvwxyz',
    ])
      expect(() => loadConfig({ MOLLIE_API_KEY: bad }), bad).toThrow(ConfigError);
  });

  it('gives Mollie a webhook on the storefront only where Mollie can reach it', () => {
    expect(mollieWebhookUrl('https://shop.example')).toBe('https://shop.example/api/payments/mollie/webhook');
    for (const local of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
      'http://shop.localhost',
    ])
      expect(mollieWebhookUrl(local), local).toBeUndefined();
  });
});

describe('the API’s settings schema (decision 054)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
  };

  it('gives working defaults on a fresh machine, frozen', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      databaseUrl: undefined,
      memory: false,
      log: true,
      production: false,
      storefrontUrl: 'http://127.0.0.1:3000',
      mailFrom: 'Koffie & Keuken <noreply@koffieenkeuken.nl>',
      mailDir: undefined,
      trustProxy: 'loopback',
      remindInspections: true,
      expireUnpaidOrders: true,
      expireUnpaidOrdersEveryMs: 60_000,
      testPayments: undefined,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the switches and trust proxy as before', () => {
    expect(loadConfig({ API_MEMORY_DB: '1', API_LOG: '0', INSPECTION_REMINDERS: '0' })).toMatchObject({
      memory: true,
      log: false,
      remindInspections: false,
    });
    expect(loadConfig({ API_MEMORY_DB: 'yes', API_LOG: 'off' })).toMatchObject({ memory: false, log: true });
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ EXPIRE_UNPAID_ORDERS: 'OFF' }).expireUnpaidOrders).toBe(false);
    expect(loadConfig({ TEST_PAYMENTS: '1' }).testPayments).toBe(true);
    expect(loadConfig({ API_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ API_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ API_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ STOREFRONT_URL: ' https://shop.example// ' }).storefrontUrl).toBe(
      'https://shop.example',
    );
    expect(loadConfig({ API_PORT: ' ' }).port).toBe(3001);
  });

  it('lists every problem at once, each naming its variable, and never echoes a secret', () => {
    expect(
      problems({
        API_PORT: '70000',
        DATABASE_URL: 'mysql://db',
        SMTP_URL: 'not a url',
        TEST_PAYMENTS: 'maybe',
        EXPIRE_UNPAID_ORDERS_EVERY_MS: '10',
        METRICS_TOKEN: 'hunter2',
        REVIEW_LINK_SECRET: 'hunter2',
        SEED_PRODUCTS: 'many',
      }),
    ).toEqual([
      'API_PORT must be a port number (0-65535), got "70000"',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'SMTP_URL is not a valid URL',
      'EXPIRE_UNPAID_ORDERS_EVERY_MS must be milliseconds from 1000 to 3600000, got "10"',
      'TEST_PAYMENTS must be on or off, got "maybe"',
      'METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)',
      'REVIEW_LINK_SECRET must be at least 16 characters long',
      'SEED_PRODUCTS must be a whole number of products from 1 to 2000000, got "many"',
    ]);
    expect(problems({ CHAT_OPENING_HOURS: 'mon 17:00-09:00' })).toEqual([
      expect.stringMatching(/must end later on the same day/),
    ]);
  });

  it('reports problems the way the API process prints them at start', () => {
    try {
      loadConfig({ API_PORT: 'x', REDIS_URL: 'http://r' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toBe(
        [
          'Invalid configuration:',
          '  - API_PORT must be a port number (0-65535), got "x"',
          '  - REDIS_URL must start with redis:// or rediss://',
        ].join('\n'),
      );
    }
  });
});

describe('the API’s trace settings (issue 29)', () => {
  it('exports no traces unless OTEL_EXPORTER_OTLP_ENDPOINT is set; the service is shop-api', () => {
    expect(loadConfig({})).toMatchObject({ otlpEndpoint: undefined, serviceName: 'shop-api' });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/', OTEL_SERVICE_NAME: 'api-eu' }),
    ).toMatchObject({ otlpEndpoint: 'http://otel-collector:4318', serviceName: 'api-eu' });
  });

  it('refuses another scheme and a service name with spaces, naming the variable', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ OTEL_SERVICE_NAME: 'shop api' })).toThrow(/OTEL_SERVICE_NAME must be/);
  });
});

describe('the API’s shutdown settings (issue 37)', () => {
  it('drains as the storefront does: no pre-stop delay, 20 s for in-flight requests, 65 s keep-alive', () => {
    expect(loadConfig({})).toMatchObject({
      preStopDelayMs: 0,
      drainTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(
      loadConfig({ PRE_STOP_DELAY_MS: '5000', DRAIN_TIMEOUT_MS: '0', KEEP_ALIVE_TIMEOUT_MS: '620000' }),
    ).toMatchObject({ preStopDelayMs: 5000, drainTimeoutMs: 0, keepAliveTimeoutMs: 620_000 });
  });

  it('refuses what the storefront refuses, naming the variable', () => {
    expect(() => loadConfig({ PRE_STOP_DELAY_MS: '5s' })).toThrow(
      'PRE_STOP_DELAY_MS must be an integer from 0 to 600000, got "5s"',
    );
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '-1' })).toThrow(/DRAIN_TIMEOUT_MS must be an integer/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_MS must be an integer from 1000 to 3600000, got "500"',
    );
  });
});
