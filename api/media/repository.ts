/** What the generated images need to know about a product: its kind, category, names, brand and specs. */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
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

/** What a product's drawing is made of: its kind, photo count, primary category, names, brand, burrs and colour. */
export interface ProductFacts {
  id: number;
  kind: string;
  photoCount: number;
  categoryId: number | null;
  /** Dutch (the default language) first */
  names: string[];
  brand: string | null;
  burr: string | null;
  colourSpec: string | null;
}

/**
 * The facts of these products (all, without a list), in three queries asked one after another:
 * the seed asks them inside its transaction, one connection (decision 113).
 */
export async function productFacts(db: Pick<Db, 'select'>, ids?: number[]): Promise<ProductFacts[]> {
  const only = (column: Parameters<typeof inArray>[0]): SQL | undefined =>
    ids ? inArray(column, ids) : undefined;
  const base = await db
    .select({
      id: products.id,
      kind: products.mediaKind,
      photoCount: products.photoCount,
      categoryId: products.primaryCategoryId,
      brand: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(only(products.id))
    .orderBy(products.id);
  const names = await db
    .select({
      id: productTranslations.productId,
      languageId: productTranslations.languageId,
      name: productTranslations.name,
    })
    .from(productTranslations)
    .where(only(productTranslations.productId));
  // The burr type and colour, by the specs' English titles (the seed's ids may change).
  const specs = await withProductSpecTitles(
    db
      .select({
        id: productSpecValues.productId,
        spec: specTranslations.title,
        value: specValueTranslations.title,
      })
      .from(productSpecValues)
      .$dynamic(),
    EN,
  ).where(and(only(productSpecValues.productId), inArray(specTranslations.title, ['Burrs', 'Colour'])));
  const namesOf = new Map<number, { languageId: number; name: string }[]>();
  for (const n of names) namesOf.set(n.id, [...(namesOf.get(n.id) ?? []), n]);
  const specOf = new Map<string, string>();
  for (const s of specs) specOf.set(`${s.id}:${s.spec}`, s.value);
  return base.map((p) => ({
    ...p,
    names: (namesOf.get(p.id) ?? []).sort((a, b) => a.languageId - b.languageId).map((n) => n.name),
    burr: specOf.get(`${p.id}:Burrs`) ?? null,
    colourSpec: specOf.get(`${p.id}:Colour`) ?? null,
  }));
}

export function createMediaRepository(db: Db) {
  return {
    async product(id: number): Promise<ProductFacts | undefined> {
      const [facts] = await productFacts(db, [id]);
      return facts;
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
