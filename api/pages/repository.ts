/**
 * Content pages: a light index for breadcrumbs and uris, full rows for what is shown; and the
 * products that have questions (the FAQ about products).
 */
import { and, asc, count, countDistinct, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pages, pageTranslations, productQuestions, products, productTranslations } from '../db/schema.ts';
import { escapeLike } from '../lib/text.ts';

interface PageFilter {
  languageId: number;
  typeCode?: string;
  parent?: number;
  parentOnly?: boolean;
  search?: string;
  limit: number;
  offset: number;
}

export function createPageRepository(db: Db) {
  return {
    /** id, parent, title and uri in both languages of every active page */
    async index() {
      return db
        .select({
          id: pages.id,
          parentId: pages.parentId,
          languageId: pageTranslations.languageId,
          title: pageTranslations.title,
          uri: pageTranslations.uri,
        })
        .from(pages)
        .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
        .where(eq(pages.active, true));
    },
    async byIds(ids: number[], languageId: number) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: pages.id,
          parentId: pages.parentId,
          typeCode: pages.typeCode,
          hasImage: pages.hasImage,
          colourScheme: pages.colourScheme,
          extraFields: pages.extraFields,
          title: pageTranslations.title,
          uri: pageTranslations.uri,
          metaTitle: pageTranslations.metaTitle,
          metaDescription: pageTranslations.metaDescription,
          intro: pageTranslations.intro,
          content: pageTranslations.content,
        })
        .from(pages)
        .innerJoin(
          pageTranslations,
          and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.languageId, languageId)),
        )
        .where(and(inArray(pages.id, ids), eq(pages.active, true)));
    },
    /** ids of one page of results, in display order, and the total */
    async list(filter: PageFilter): Promise<{ ids: number[]; total: number }> {
      const conditions: SQL[] = [eq(pages.active, true)];
      if (filter.typeCode) conditions.push(eq(pages.typeCode, filter.typeCode));
      if (filter.parent !== undefined) conditions.push(eq(pages.parentId, filter.parent));
      if (filter.parentOnly) conditions.push(isNull(pages.parentId));
      if (filter.search) conditions.push(ilike(pageTranslations.title, `%${escapeLike(filter.search)}%`));
      const where = and(...conditions);
      const join = and(
        eq(pageTranslations.pageId, pages.id),
        eq(pageTranslations.languageId, filter.languageId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: pages.id })
          .from(pages)
          .innerJoin(pageTranslations, join)
          .where(where)
          .orderBy(asc(pages.sort), asc(pages.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(pages).innerJoin(pageTranslations, join).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },
    /** Active products with questions in a language, by name: one page of them and how many there are. */
    async productsWithQuestions(filter: {
      languageId: number;
      search?: string;
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [
        eq(productQuestions.languageId, filter.languageId),
        eq(products.active, true),
      ];
      if (filter.search) conditions.push(ilike(productTranslations.name, `%${escapeLike(filter.search)}%`));
      const where = and(...conditions);
      const base = () =>
        db
          .select({
            id: products.id,
            name: productTranslations.name,
            slug: productTranslations.slug,
            questions: count(productQuestions.id),
          })
          .from(productQuestions)
          .innerJoin(products, eq(products.id, productQuestions.productId))
          .innerJoin(
            productTranslations,
            and(
              eq(productTranslations.productId, products.id),
              eq(productTranslations.languageId, filter.languageId),
            ),
          );
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .groupBy(products.id, productTranslations.name, productTranslations.slug)
          .orderBy(asc(productTranslations.name), asc(products.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: countDistinct(productQuestions.productId) })
          .from(productQuestions)
          .innerJoin(products, eq(products.id, productQuestions.productId))
          .innerJoin(
            productTranslations,
            and(
              eq(productTranslations.productId, products.id),
              eq(productTranslations.languageId, filter.languageId),
            ),
          )
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type PageRepository = ReturnType<typeof createPageRepository>;
