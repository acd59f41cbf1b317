/** The category tree with both languages' titles and uris (a few hundred rows at most). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, categoryTranslations } from '../db/schema.ts';

export function createCategoryRepository(db: Db) {
  return {
    async all() {
      return db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          depth: categories.depth,
          sort: categories.sort,
          isParts: categories.isParts,
          languageId: categoryTranslations.languageId,
          title: categoryTranslations.title,
          link: categoryTranslations.link,
          uri: categoryTranslations.uri,
        })
        .from(categories)
        .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
        .orderBy(asc(categories.depth), asc(categories.sort), asc(categories.id));
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
