import { describe, expect, it } from 'vitest';
import { locatorHref } from './locator-href.ts';

describe('the dealer locator URL', () => {
  it("writes the dealer locator's URL for a search in each language", () => {
    expect(locatorHref('nl', {})).toBe('/vind-een-dealer');
    expect(locatorHref('en', { q: '3511 AB' })).toBe('/en/find-a-dealer?q=3511+AB');
    expect(locatorHref('nl', { origin: { lat: 52.1, lng: 5.12 }, near: 'Utrecht' })).toBe(
      '/vind-een-dealer?lat=52.1&lng=5.12&near=Utrecht',
    );
  });
});
