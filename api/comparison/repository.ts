/** What a comparison needs beyond product cards: which products are sellable, and their specs. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  productSpecValues,
  products,
  specs,
  specTranslations,
  specValues,
  specValueTranslations,
} from '../db/schema.ts';
import { withProductSpecTitles } from '../specs/spec-values.ts';

export function createComparisonRepository(db: Db) {
  return {
    async activeIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.active, true)));
      return rows.map((r) => r.id);
    },
    /** Every spec value of these products, in spec order, titled in the language. */
    async specValues(productIds: number[], languageId: number) {
      if (productIds.length === 0) return [];
      return withProductSpecTitles(
        db
          .select({
            productId: productSpecValues.productId,
            specId: specs.id,
            title: specTranslations.title,
            unit: specs.unit,
            value: specValueTranslations.title,
            numeric: specValues.numericValue,
          })
          .from(productSpecValues)
          .$dynamic(),
        languageId,
      )
        .where(inArray(productSpecValues.productId, productIds))
        .orderBy(asc(specs.sort), asc(specs.id), asc(specValues.sort), asc(specValues.id));
    },
  };
}
export type ComparisonRepository = ReturnType<typeof createComparisonRepository>;
