import { describe, expect, it } from 'vitest';
import { queryProductsPayload } from './contract/listing.ts';
import {
  clearFilters,
  defaultListingState,
  isFilterActive,
  listingHref,
  listingPayload,
  listingPayloadFromSearch,
  numericTitle,
  readListingState,
} from './listing-query.ts';

const read = (qs: string) => listingPayloadFromSearch(new URLSearchParams(qs));
const state = (qs: string) => readListingState(new URLSearchParams(qs));

describe('reading a listing from the URL', () => {
  it('starts at page 1 with 24 products and the default sort', () => {
    expect(read('')).toEqual({ per_page: 24, page: 1 });
    expect(state('')).toEqual(defaultListingState);
  });

  it('reads the search term, page, sort, brands, price, stock, specs and the spec 5 range', () => {
    expect(
      read(
        'q=%20bonen%20&page=3&sort=price_asc&brands=4,2,4&price=10-250&stock=1&spec_3=52,11&range_5=1200-1800',
      ),
    ).toEqual({
      per_page: 24,
      search: 'bonen',
      page: 3,
      sort: 'price_asc',
      brands_filter: [2, 4],
      price_filter: [10, 250],
      price_filter_gross: true,
      stock_filter: true,
      specs_filter: { 3: [11, 52] },
      specs_filter_min_max: { 5: [1200, 1800] },
    });
  });

  it('reads what a plain GET form sends: repeated parameters and separate min and max fields', () => {
    const s = state(
      'brands=7&brands=3&price_min=10&price_max=&spec_1=144&spec_1=1&range_5_min=1000&range_5_max=1500',
    );
    expect(s.brands).toEqual([3, 7]);
    expect(s.price).toEqual({ min: 10 });
    expect(s.specs).toEqual({ 1: [1, 144] });
    expect(s.ranges).toEqual({ 5: { min: 1000, max: 1500 } });
    expect(state('price_min=&price_max=').price).toBeUndefined();
  });

  it('rounds the price filter outwards and fills an open end', () => {
    expect(read('price=10.5-99.01').price_filter).toEqual([10, 100]);
    expect(read('price=10-').price_filter).toEqual([10, 9_999_999]);
    expect(read('price=-99').price_filter).toEqual([0, 99]);
  });

  it('sends the gross flag only for visitors who see gross prices, and only with a price filter', () => {
    const s = state('price=10-20');
    expect(listingPayload(s, { gross: true }).price_filter_gross).toBe(true);
    expect(listingPayload(s, { gross: false }).price_filter_gross).toBeUndefined();
    expect(listingPayload(state('brands=1'), { gross: true }).price_filter_gross).toBeUndefined();
  });

  it('drops hostile or malformed values instead of passing them on', () => {
    for (const page of ['-1', '1e309', 'NaN', '99999999999', '0', '1.5', ' 2'])
      expect(read(`page=${page}`).page).toBe(1);
    expect(read('sort=price;DROP TABLE orders').sort).toBeUndefined();
    expect(read('sort=default').sort).toBeUndefined();
    expect(state('view=<script>').view).toBe('grid');
    expect(read('brands=1 OR 1=1').brands_filter).toBeUndefined();
    expect(read('brands=1,-2').brands_filter).toBeUndefined();
    expect(read('price=300-10').price_filter).toBeUndefined();
    expect(read('price=1e5-2e5').price_filter).toBeUndefined();
    expect(read('price=abc').price_filter).toBeUndefined();
    expect(read('price_min=0x10').price_filter).toBeUndefined();
    expect(read('stock=true').stock_filter).toBeUndefined();
    expect(read('spec_x=1').specs_filter).toBeUndefined();
    expect(read('spec_1=1;2').specs_filter).toBeUndefined();
    expect(read('spec_-1=2').specs_filter).toBeUndefined();
    expect(read('range_6=1-2').specs_filter_min_max).toBeUndefined(); // only spec 5 has a range
    expect(read('range_5=2000-1000').specs_filter_min_max).toBeUndefined();
    expect(read('__proto__=1&constructor=2').specs_filter).toBeUndefined();
    expect(read(`q=${'a'.repeat(500)}`).search).toHaveLength(200);
    expect(read('q=%20%20').search).toBeUndefined();
  });

  it('limits how much one URL can ask for', () => {
    const many = Array.from({ length: 200 }, (_, i) => i + 1).join(',');
    expect(read(`brands=${many}`).brands_filter).toHaveLength(50);
    const specs = Array.from({ length: 40 }, (_, i) => `spec_${i + 1}=1`).join('&');
    expect(Object.keys(read(specs).specs_filter ?? {})).toHaveLength(20);
  });

  it('clamps a very high page', () => {
    expect(read('page=999999').page).toBe(10000);
  });

  it('always makes payloads the API contract accepts', () => {
    for (const qs of [
      '',
      'q=x&page=2&sort=popularity&brands=1,2&price=-5&stock=1&spec_1=1&range_5=-1500',
      'price=0.5-0.75&range_5=1000-',
    ])
      expect(() => queryProductsPayload.validateSync(read(qs), { strict: true })).not.toThrow();
  });
});

describe('writing a listing URL', () => {
  it('leaves out defaults and writes parameters in a fixed order', () => {
    expect(listingHref('/espressomachines', {})).toBe('/espressomachines');
    expect(
      listingHref('/espressomachines', {
        page: 2,
        view: 'list',
        sort: 'price_desc',
        ranges: { 5: { min: 1200 } },
        specs: { 3: [52, 11] },
        stock: true,
        price: { min: 10, max: 250 },
        brands: [7, 3],
        q: 'rood & wit',
      }),
    ).toBe(
      '/espressomachines?q=rood+%26+wit&brands=3,7&price=10-250&stock=1&spec_3=11,52&range_5=1200-&sort=price_desc&view=list&page=2',
    );
  });

  it('round-trips: what is written reads back to the same state', () => {
    for (const qs of [
      'q=bonen&brands=2,4&price=10-250&stock=1&spec_1=1,144&spec_3=11&range_5=1200-1800&sort=price_asc&view=list&page=3',
      'price=-99',
      'range_5=1000-',
      '',
    ]) {
      const s = state(qs);
      const href = listingHref('/x', s);
      expect(href).toBe(qs ? `/x?${qs}` : '/x');
      expect(state(href.split('?')[1] ?? '')).toEqual(s);
    }
  });

  it('makes control characters in a term spaces (the API refuses them)', () => {
    expect(state('q=koffie%00molen').q).toBe('koffie molen');
    expect(state('q=%09%01espresso%0a').q).toBe('espresso');
    expect(state('q=%00%1f').q).toBeUndefined();
  });

  it('escapes a hostile term instead of writing it as markup', () => {
    const href = listingHref('/zoeken', state('q=<script>alert(1)</script>'));
    expect(href).not.toContain('<');
    expect(state(href.split('?')[1]!).q).toBe('<script>alert(1)</script>');
  });
});

describe('filters', () => {
  it('counts brands, price, stock, specs and ranges as filters, not the term, sort, view or page', () => {
    expect(isFilterActive(state('q=x&sort=price_asc&view=list&page=3'))).toBe(false);
    for (const qs of ['brands=1', 'price=-10', 'stock=1', 'spec_1=1', 'range_5=1000-'])
      expect(isFilterActive(state(qs))).toBe(true);
  });

  it('reset clears every filter and the page, keeping the term, sort and view', () => {
    const s = clearFilters(
      state('q=x&brands=1&price=1-2&stock=1&spec_1=1&range_5=1-2&sort=price_asc&view=list&page=4'),
    );
    expect(listingHref('/zoeken', s)).toBe('/zoeken?q=x&sort=price_asc&view=list');
  });

  it('reads the numbers of spec value titles', () => {
    expect(numericTitle('1200')).toBe(1200);
    expect(numericTitle('1,5 l')).toBe(1.5);
    expect(numericTitle('2.25')).toBe(2.25);
    expect(numericTitle('Rood')).toBeUndefined();
  });
});
