import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access.ts';
import type { Access } from './paths.ts';

const consumer = { is_dealer: false };
const dealer = { is_dealer: true };

describe('route access', () => {
  it('lets anyone see open pages', () => {
    expect(accessRedirect('off', null, 'nl', '/x')).toBeNull();
  });
  it('sends logged-in visitors home from login-only pages', () => {
    expect(accessRedirect('guest', consumer, 'en', '/en/login')).toBe('/en');
    expect(accessRedirect('guest', null, 'en', '/en/login')).toBeNull();
  });
  it('sends a visitor who has just logged in on to the remembered local path, never off the site', () => {
    expect(accessRedirect('guest', consumer, 'nl', '/login?redirect=%2Fdashboard%2Forders%3Fx%3D1')).toBe(
      '/dashboard/orders?x=1',
    );
    expect(accessRedirect('guest', consumer, 'en', '/en/login?redirect=%2Fen%2Fdashboard')).toBe(
      '/en/dashboard',
    );
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(
        accessRedirect('guest', consumer, 'en', `/en/login?redirect=${encodeURIComponent(hostile)}`),
      ).toBe('/en');
    }
    // Back to the login page itself would bounce: home instead.
    expect(accessRedirect('guest', consumer, 'nl', '/login?redirect=%2Flogin')).toBe('/');
  });
  it('sends guests to login from protected pages, remembering where they were', () => {
    expect(accessRedirect('protected', null, 'nl', '/dashboard/orders?x=1')).toBe(
      '/login?redirect=%2Fdashboard%2Forders%3Fx%3D1',
    );
    expect(accessRedirect('protected', consumer, 'nl', '/dashboard')).toBeNull();
  });
  it('sends everyone but dealers to the localized home from dealer pages', () => {
    expect(accessRedirect('dealer', null, 'en', '/en/dealer-order')).toBe('/en');
    expect(accessRedirect('dealer', consumer, 'nl', '/dealer-order')).toBe('/');
    expect(accessRedirect('dealer', dealer, 'nl', '/dealer-order')).toBeNull();
  });
  it('refuses an access rule that does not exist with "Unknown middleware <name>"', () => {
    expect(() => accessRedirect('admin' as Access, null, 'nl', '/')).toThrow('Unknown middleware admin');
  });
});
