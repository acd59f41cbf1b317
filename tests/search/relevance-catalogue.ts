/** The relevance scorer's view of a seeded database: which products are in which categories. */
import type { Db } from '../../api/db/client.ts';
import { categories, categoryTranslations, productCategories } from '../../api/db/schema.ts';
import type { Catalogue } from './relevance.ts';

export async function catalogueOf(db: Db): Promise<Catalogue> {
  const tree = await db.select({ id: categories.id, parent: categories.parentId }).from(categories);
  const titles = await db
    .select({
      id: categoryTranslations.categoryId,
      title: categoryTranslations.title,
      lang: categoryTranslations.languageId,
    })
    .from(categoryTranslations);
  const links = await db.select().from(productCategories);
  const children = new Map<number, number[]>();
  for (const c of tree)
    if (c.parent !== null) children.set(c.parent, [...(children.get(c.parent) ?? []), c.id]);
  const below = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(below)];
  const inCategories = new Map<number, number[]>();
  for (const l of links)
    inCategories.set(l.productId, [...(inCategories.get(l.productId) ?? []), l.categoryId]);
  return {
    categoriesTitled(title) {
      const ids = titles.filter((t) => t.lang === 1 && t.title === title).map((t) => t.id);
      if (ids.length === 0) throw new Error(`No category titled ${JSON.stringify(title)} in this catalogue`);
      return new Set(ids.flatMap(below));
    },
    categoriesOf: (id) => inCategories.get(id) ?? [],
  };
}
