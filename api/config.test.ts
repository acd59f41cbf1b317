import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
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
