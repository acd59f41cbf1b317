/** What tests compare the catalogue's answers with, read straight from the database. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, productTranslations } from '../db/schema.ts';

/** Every active product's slug in each language, by product id and language. */
export function activeProductSlugs(db: Db) {
  return db
    .select({
      id: productTranslations.productId,
      languageId: productTranslations.languageId,
      slug: productTranslations.slug,
    })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(eq(products.active, true))
    .orderBy(asc(productTranslations.productId), asc(productTranslations.languageId));
}
