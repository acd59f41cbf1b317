import { describe, expect, it } from 'vitest';
import { dealerKeys } from './dealer-keys.ts';
import { locatorSearch, readLocatorQuery } from './dealer-locator.ts';

const read = (query: string) => readLocatorQuery(new URLSearchParams(query));

describe('the dealer locator in the URL', () => {
  it('reads a search text, trimmed, from 2 characters', () => {
    expect(read('q=%20Utrecht%20')).toEqual({ q: 'Utrecht' });
    expect(read('q=a')).toEqual({});
    expect(read('')).toEqual({});
  });

  it('reads a point (before any text) with its name, rounded to about a metre', () => {
    expect(read('lat=52.3789012&lng=4.9005811&near=Amsterdam&q=x')).toEqual({
      origin: { lat: 52.3789, lng: 4.90058 },
      near: 'Amsterdam',
    });
    expect(read('lat=52&lng=4')).toEqual({ origin: { lat: 52, lng: 4 } });
  });

  it('ignores a point out of range or not a number', () => {
    for (const bad of ['lat=91&lng=4', 'lat=52&lng=181', 'lat=abc&lng=4', 'lat=1e3&lng=4', 'lat=52'])
      expect(read(bad), bad).toEqual({});
    expect(read('lat=91&lng=4&q=Gent')).toEqual({ q: 'Gent' });
  });

  it('writes the query of the page URL', () => {
    expect(locatorSearch({})).toBe('');
    expect(locatorSearch({ q: '3511 AB' })).toBe('?q=3511+AB');
    expect(locatorSearch({ origin: { lat: 52.1, lng: 5.12 }, near: 'Utrecht' })).toBe(
      '?lat=52.1&lng=5.12&near=Utrecht',
    );
  });

  it('names the same point with the same key', () => {
    expect(dealerKeys.nearest('nl', { lat: 52.378901234, lng: 4.9 })).toBe(
      dealerKeys.nearest('nl', { lat: 52.378899, lng: 4.900001 }),
    );
    expect(dealerKeys.nearest('en', { lat: 52, lng: 4 })).toBe('/api/dealers?lat=52&limit=10&lng=4&lang=en');
    expect(dealerKeys.places('nl', ' Utrecht ')).toBe('/api/places?limit=8&q=Utrecht&lang=nl');
  });
});
