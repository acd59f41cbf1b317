/**
 * PDOK's settings (decision 098): PDOK_URL and PDOK_TIMEOUT_MS, validated at start. Unset, PDOK's
 * own Locatieserver, except under NODE_ENV=test, where no test reaches the network; `off` turns it
 * off.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { PDOK_FREE_URL } from './client.ts';

describe('PDOK settings', () => {
  it("defaults to PDOK's Locatieserver outside tests, none in tests, and can be turned off", () => {
    expect(PDOK_FREE_URL).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1/free');
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      pdokUrl: PDOK_FREE_URL,
      pdokTimeoutMs: 2000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).pdokUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', PDOK_URL: 'off' }).pdokUrl).toBeUndefined();
    expect(
      loadConfig({ PDOK_URL: 'http://127.0.0.1:9/free', PDOK_TIMEOUT_MS: '500', NODE_ENV: 'test' }),
    ).toMatchObject({ pdokUrl: 'http://127.0.0.1:9/free', pdokTimeoutMs: 500 });
  });

  it('refuses a URL that is not one and a timeout out of range, naming the variable', () => {
    expect(() => loadConfig({ PDOK_URL: 'api.pdok.nl/free' })).toThrow(/PDOK_URL must be off or an http/);
    expect(() => loadConfig({ PDOK_URL: 'ftp://pdok.example' })).toThrow(/PDOK_URL/);
    expect(() => loadConfig({ PDOK_TIMEOUT_MS: '10' })).toThrow(/PDOK_TIMEOUT_MS must be milliseconds/);
    expect(() => loadConfig({ PDOK_TIMEOUT_MS: '2s' })).toThrow(/PDOK_TIMEOUT_MS/);
  });
});
