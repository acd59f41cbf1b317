import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';
import { createRandom } from './random.ts';

describe('the demo catalogue', () => {
  it('is the same every time it is built', () => {
    const a = buildCatalogue(createRandom(7));
    const b = buildCatalogue(createRandom(7));
    expect(a.products).toEqual(b.products);
    expect(a.productTranslations).toEqual(b.productTranslations);
  });

  it('holds at least 2,000 products in at least 60 categories, three levels deep, with unique slugs', () => {
    const c = buildCatalogue(createRandom(20_250_601));
    expect(c.products.length).toBeGreaterThanOrEqual(2000);
    expect(c.categories.length).toBeGreaterThanOrEqual(60);
    expect(Math.max(...c.categories.map((x) => x.depth))).toBe(3);
    for (const languageId of [1, 4]) {
      const slugs = c.productTranslations.filter((t) => t.languageId === languageId).map((t) => t.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('puts about one in ten products on sale, some out of stock, and gives parts to espresso machines', () => {
    const c = buildCatalogue(createRandom(20_250_601));
    const deals = c.products.filter((p) => p.oldPriceNet != null).length / c.products.length;
    expect(deals).toBeGreaterThan(0.05);
    expect(deals).toBeLessThan(0.15);
    expect(c.products.some((p) => p.stock === 0)).toBe(true);
    expect(c.productParts.length).toBeGreaterThan(300);
    expect(c.productReferenceNumbers.some((r) => r.value.endsWith(',PCS'))).toBe(true);
  });
});
