import { describe, expect, it } from 'vitest';
import { fillPattern, href, partsHref, productHref } from './href.ts';
import { routeTable } from './paths.ts';

describe('the route table', () => {
  it('builds the English cart and checkout order paths', () => {
    expect(href('cart', 'en')).toBe('/en/checkout');
    expect(href('checkoutOrder', 'en')).toBe('/en/checkout/order');
    expect(href('checkoutOrder', 'nl', { action: 'betalen', id: 7 })).toBe(
      '/winkelwagen/bestellen/betalen/7',
    );
  });

  it('drops optional parameters and splats that are not given', () => {
    expect(href('offerLink', 'nl')).toBe('/offerlink');
    expect(href('deals', 'en')).toBe('/en/deals');
    expect(fillPattern('/aanbiedingen/*', { '*': 'koffie' })).toBe('/aanbiedingen/koffie');
  });

  it('refuses to build a path without a required parameter', () => {
    expect(() => href('dashboardOrder', 'nl')).toThrow(/Missing route parameter id/);
  });

  it('puts products at their slug and parts under onderdelen or parts', () => {
    expect(productHref('rocket-appartamento', 'nl')).toBe('/rocket-appartamento');
    expect(partsHref('rocket-appartamento', 'en')).toBe('/en/rocket-appartamento/parts');
  });

  it('gives every English pattern the /en prefix and ends with the catch-all', () => {
    for (const r of routeTable) expect(r.en === '/en' || r.en.startsWith('/en/')).toBe(true);
    expect(routeTable.at(-1)?.id).toBe('catchAll');
  });
});
