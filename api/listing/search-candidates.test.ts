/**
 * A plain search ranks a bounded set of matches (decision 046): beyond it the total is a lower
 * bound, said so in the answer; with a filter every match counts. Made small here so the seeded
 * catalogue exceeds it.
 */
import { expect, it } from 'vitest';
import { createCategoryRepository } from '../categories/repository.ts';
import { createCategoryService } from '../categories/service.ts';
import type { Language } from '../http/language.ts';
import { createProductRepository } from '../products/repository.ts';
import { createSearchRepository } from '../search/repository.ts';
import { createSearchService } from '../search/service.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { createListingRepository } from './repository.ts';
import { createListingService } from './service.ts';

describeEachDatabase('search candidates', (driver) => {
  const t = useTestApi(driver);
  const service = (candidates?: { results: number; dropdown: number }, byIndex?: boolean) => {
    const db = t.api.database.db;
    const categories = createCategoryService(createCategoryRepository(db));
    return createListingService(
      createListingRepository(db, async () => (await categories.index()).partsCategories(), {
        ...(byIndex === undefined ? {} : { namePool: { byIndex: async () => byIndex } }),
      }),
      createProductRepository(db),
      categories.index,
      createSearchService(createSearchRepository(db)),
      { candidates },
    );
  };

  it('ranks the first N matches and says the total is at least that', async () => {
    const nl: Language = { id: 1, locale: 'nl' };
    const exact = await service().query(nl, { search: 'espressomachine', per_page: 24 }, null);
    expect(exact.products.paging.total).toBeGreaterThan(60);
    expect(exact).not.toHaveProperty('total_at_least');

    const bounded = await service({ results: 40, dropdown: 10 }).query(
      nl,
      { search: 'espressomachine', per_page: 24 },
      null,
    );
    expect(bounded).toHaveProperty('total_at_least', true);
    expect(bounded.products.paging.total).toBeLessThanOrEqual(40);
    expect(bounded.products.data).toHaveLength(24);
    // Still what was asked for: machines, no parts.
    expect(bounded.products.data.every((c) => !/pakking|douchezeef|keerring/i.test(c.full_name))).toBe(true);

    // A filter besides the search: every match counts.
    const filtered = await service({ results: 40, dropdown: 10 }).query(
      nl,
      { search: 'espressomachine', per_page: 24, stock_filter: true },
      null,
    );
    expect(filtered).not.toHaveProperty('total_at_least');
    expect(filtered.products.paging.total).toBeGreaterThan(40);
  });

  it("counts a plain search's facets over its candidates, and keeps them while the shopper filters", async () => {
    const nl: Language = { id: 1, locale: 'nl' };
    const q = { search: 'espressomachine', per_page: 24 };
    const sumOf = (brands: { count: number }[]) => brands.reduce((n, b) => n + b.count, 0);
    const whole = await service().query(nl, q, null);
    expect(sumOf(whole.brands)).toBe(whole.products.paging.total);

    const small = service({ results: 40, dropdown: 10 });
    const bounded = await small.query(nl, q, null);
    // Every counted product is one of the candidates the page ranks (brandless ones aside).
    expect(sumOf(bounded.brands)).toBeLessThanOrEqual(bounded.products.paging.total);
    expect(sumOf(bounded.brands)).toBeGreaterThan(0);
    expect(bounded.brands.length).toBeLessThanOrEqual(whole.brands.length);

    // Ticking a brand ranks every match of it, but the options and their counts stay as they were.
    const brand = bounded.brands[0]!;
    const ticked = await small.query(nl, { ...q, brands_filter: [brand.id] }, null);
    expect(ticked.brands).toEqual(bounded.brands);
    expect(ticked.specs).toEqual(bounded.specs);
    expect(ticked.products.paging.total).toBeGreaterThanOrEqual(brand.count);
  });

  it('the dropdown takes fewer name matches when they are read from the table (decision 116)', async () => {
    const nl: Language = { id: 1, locale: 'nl' };
    const dropdown = { search: 'koffie', products_only: true, limit: 4 };
    // `koffie` is in about a thousand Dutch names: through the index the dropdown ranks 500 of them.
    const indexed = await service(undefined, true).query(nl, dropdown, null);
    expect(indexed.products.paging.total).toBe(500);
    // From the table (a word in many names of a large catalogue): its first 200.
    const fromTable = await service(undefined, false).query(nl, dropdown, null);
    expect(fromTable.products.paging.total).toBe(200);
    expect(fromTable.products.data).toHaveLength(4);
    // The results page keeps its pool whichever way it is read.
    const page = await service(undefined, false).query(nl, { search: 'koffie', per_page: 24 }, null);
    expect(page.products.paging.total).toBeGreaterThan(500);
  });
});
