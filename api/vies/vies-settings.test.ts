/**
 * VIES's settings (decision 072): VIES_URL and VIES_TIMEOUT_MS, validated at start. Unset, the
 * EU's own URL, except under NODE_ENV=test, where no test reaches the network; `off` turns it off.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { VIES_REST_URL } from './client.ts';

describe('VIES settings', () => {
  it('defaults to the EU’s VIES outside tests, none in tests, and can be turned off', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      viesUrl: VIES_REST_URL,
      viesTimeoutMs: 2000,
    });
    expect(loadConfig({}).viesUrl).toBe(VIES_REST_URL);
    expect(loadConfig({ NODE_ENV: 'test' }).viesUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', VIES_URL: 'off' }).viesUrl).toBeUndefined();
    expect(
      loadConfig({
        VIES_URL: 'http://127.0.0.1:9/check-vat-number',
        VIES_TIMEOUT_MS: '500',
        NODE_ENV: 'test',
      }),
    ).toMatchObject({ viesUrl: 'http://127.0.0.1:9/check-vat-number', viesTimeoutMs: 500 });
  });

  it('refuses a URL that is not one and a timeout out of range, naming the variable', () => {
    expect(() => loadConfig({ VIES_URL: 'ec.europa.eu/vies' })).toThrow(/VIES_URL must be off or an http/);
    expect(() => loadConfig({ VIES_URL: 'ftp://vies.example' })).toThrow(/VIES_URL/);
    expect(() => loadConfig({ VIES_TIMEOUT_MS: '10' })).toThrow(/VIES_TIMEOUT_MS must be milliseconds/);
    expect(() => loadConfig({ VIES_TIMEOUT_MS: '2s' })).toThrow(/VIES_TIMEOUT_MS/);
  });
});
