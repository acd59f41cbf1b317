/**
 * A plain search's page and facets from one statement (decision 114): the answer is the one the
 * page and facets asked apart give, for every kind of search a results page makes, and the facets
 * are then not asked again.
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

const nl: Language = { id: 1, locale: 'nl' };
const en: Language = { id: 4, locale: 'en' };

/** Results-page calls: broad words, a typo, several words, a handful, nothing, later pages, filters. */
const CALLS: [Language, Record<string, unknown>][] = [
  [nl, { search: 'koffie' }],
  [nl, { search: 'espresso', page: 2 }],
  [nl, { search: 'espreso' }],
  [en, { search: 'cofee grinder' }],
  [nl, { search: 'stille koffiemolen' }],
  [nl, { search: 'r58' }],
  [nl, { search: 'xylofoon' }],
  [nl, { search: 'koffie', page: 500 }],
  [nl, { search: 'koffie', sort: 'price_asc' }],
  [nl, { search: 'koffie', stock_filter: true }],
  [nl, { search: 'molen', products_only: true, limit: 4 }],
];

describeEachDatabase('a search page and its facets from one statement', (driver) => {
  const t = useTestApi(driver);
  const service = (onePoolForPageAndFacets: boolean, candidates?: { results: number; dropdown: number }) => {
    const db = t.api.database.db;
    const categories = createCategoryService(createCategoryRepository(db));
    const repo = createListingRepository(db, async () => (await categories.index()).partsCategories());
    const asked = { facets: 0 };
    const facets = repo.facets;
    repo.facets = (base) => {
      asked.facets++;
      return facets(base);
    };
    const listing = createListingService(
      repo,
      createProductRepository(db),
      categories.index,
      createSearchService(createSearchRepository(db)),
      { onePoolForPageAndFacets, candidates },
    );
    return { listing, asked };
  };

  it.each([
    ['every match ranked', undefined],
    ['a pool smaller than the matches', { results: 40, dropdown: 10 }],
  ])('answers as the page and facets asked apart (%s)', async (_, candidates) => {
    for (const [lang, input] of CALLS) {
      const apart = await service(false, candidates).listing.query(lang, input, null);
      const one = await service(true, candidates).listing.query(lang, input, null);
      expect(one, JSON.stringify(input)).toEqual(apart);
    }
  });

  it('asks a plain search its facets in the page statement only', async () => {
    const { listing, asked } = service(true);
    const answer = await listing.query(nl, { search: 'koffie' }, null);
    expect(answer.products.data.length).toBeGreaterThan(0);
    expect(answer.brands.length).toBeGreaterThan(0);
    expect(asked.facets).toBe(0);
    // With a filter of the shopper's, every match is ranked and the facets are asked apart.
    const filtered = service(true);
    await filtered.listing.query(nl, { search: 'koffie', stock_filter: true }, null);
    expect(filtered.asked.facets).toBe(1);
    // Apart, as before.
    const apart = service(false);
    await apart.listing.query(nl, { search: 'koffie' }, null);
    expect(apart.asked.facets).toBe(1);
  });
});
