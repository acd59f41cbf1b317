/** What the generated images need to know about a product: its kind, category, names, brand and specs. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  productSpecValues,
  products,
  productTranslations,
  specTranslations,
  specValueTranslations,
} from '../db/schema.ts';
import { withProductSpecTitles } from '../specs/spec-values.ts';

const EN = 4;

export function createMediaRepository(db: Db) {
  return {
    async product(id: number) {
      const [row] = await db
        .select({
          kind: products.mediaKind,
          photoCount: products.photoCount,
          categoryId: products.primaryCategoryId,
          brand: brands.name,
        })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.id, id));
      if (!row) return undefined;
      const [names, specs] = await Promise.all([
        db
          .select({ languageId: productTranslations.languageId, name: productTranslations.name })
          .from(productTranslations)
          .where(eq(productTranslations.productId, id)),
        // The burr type and colour, by the specs' English titles (the seed's ids may change).
        withProductSpecTitles(
          db
            .select({ spec: specTranslations.title, value: specValueTranslations.title })
            .from(productSpecValues)
            .$dynamic(),
          EN,
        ).where(
          and(eq(productSpecValues.productId, id), inArray(specTranslations.title, ['Burrs', 'Colour'])),
        ),
      ]);
      return {
        ...row,
        // Dutch (the default language) first.
        names: names.sort((a, b) => a.languageId - b.languageId).map((n) => n.name),
        burr: specs.find((s) => s.spec === 'Burrs')?.value ?? null,
        colourSpec: specs.find((s) => s.spec === 'Colour')?.value ?? null,
      };
    },

    /** One product of the category, for a category whose path says nothing about what it holds. */
    async sampleOf(categoryId: number) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.primaryCategoryId, categoryId))
        .orderBy(products.id)
        .limit(1);
      return row?.id;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
