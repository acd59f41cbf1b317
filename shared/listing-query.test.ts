import { describe, expect, it } from 'vitest';
import { listingPayloadFromSearch } from './listing-query.ts';

const read = (qs: string) => listingPayloadFromSearch(new URLSearchParams(qs));

describe('reading a listing from the URL', () => {
  it('starts at page 1 with 24 products and the default sort', () => {
    expect(read('')).toEqual({ per_page: 24, page: 1 });
  });
  it('reads the search term, page, sort, brands, price and stock', () => {
    expect(read('q=%20bonen%20&page=3&sort=price_asc&brands=4,2,4&price=10-250&stock=1')).toEqual({
      per_page: 24,
      search: 'bonen',
      page: 3,
      sort: 'price_asc',
      brands_filter: [4, 2],
      price_filter: [10, 250],
      stock_filter: true,
    });
  });
  it('drops hostile or malformed values instead of passing them on', () => {
    for (const page of ['-1', '1e309', 'NaN', '99999999999', '0', '1.5'])
      expect(read(`page=${page}`).page).toBe(1);
    expect(read('sort=price;DROP TABLE orders').sort).toBeUndefined();
    expect(read('brands=1 OR 1=1').brands_filter).toBeUndefined();
    expect(read('price=300-10').price_filter).toBeUndefined();
    expect(read(`q=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
  it('clamps a very high page', () => {
    expect(read('page=999999').page).toBe(10000);
  });
});
