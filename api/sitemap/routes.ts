/**
 * `GET sitemap` (decision 025): every active product, category and content page with its uri in
 * each language, for the storefront's sitemap.xml (which caches it per data version). Three reads,
 * no joins per row: about 2 × (products + categories + pages) rows.
 *
 * `{ data: { products, categories, pages } }`, each entry `{ id, alternates: [{ language_id, uri }] }`
 * with a locale-less uri per language (a product without a slug in a language gets its other slug,
 * as the resolver answers it); entries are ordered by id.
 */
import { asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import {
  categoryTranslations,
  pages,
  pageTranslations,
  products,
  productTranslations,
} from '../db/schema.ts';
import { LANGUAGE_IDS } from '../http/language.ts';

interface SitemapEntry {
  id: number;
  alternates: { language_id: number; uri: string }[];
}
interface SitemapData {
  products: SitemapEntry[];
  categories: SitemapEntry[];
  pages: SitemapEntry[];
}

type Row = { id: number; languageId: number; uri: string };

/** Rows (id, language, uri) → one entry per id with a uri for every language (the other's if missing). */
export function entriesOf(rows: Row[]): SitemapEntry[] {
  const byId = new Map<number, Map<number, string>>();
  for (const row of rows) {
    if (!row.uri) continue;
    const uris = byId.get(row.id) ?? new Map<number, string>();
    byId.set(row.id, uris);
    uris.set(row.languageId, row.uri);
  }
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, uris]) => {
      const any = uris.get(1) ?? [...uris.values()][0]!;
      return {
        id,
        alternates: LANGUAGE_IDS.map((languageId) => ({
          language_id: languageId,
          uri: uris.get(languageId) ?? any,
        })),
      };
    });
}

function createSitemapRepository(db: Db) {
  return {
    async read(): Promise<SitemapData> {
      const [productRows, categoryRows, pageRows] = await Promise.all([
        db
          .select({
            id: productTranslations.productId,
            languageId: productTranslations.languageId,
            slug: productTranslations.slug,
          })
          .from(productTranslations)
          .innerJoin(products, eq(products.id, productTranslations.productId))
          .where(eq(products.active, true))
          .orderBy(asc(productTranslations.productId)),
        db
          .select({
            id: categoryTranslations.categoryId,
            languageId: categoryTranslations.languageId,
            uri: categoryTranslations.uri,
          })
          .from(categoryTranslations)
          .orderBy(asc(categoryTranslations.categoryId)),
        db
          .select({
            id: pageTranslations.pageId,
            languageId: pageTranslations.languageId,
            uri: pageTranslations.uri,
          })
          .from(pageTranslations)
          .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
          .where(eq(pages.active, true))
          .orderBy(asc(pageTranslations.pageId)),
      ]);
      return {
        products: entriesOf(
          productRows.map((r) => ({ id: r.id, languageId: r.languageId, uri: r.slug ? `/${r.slug}` : '' })),
        ),
        categories: entriesOf(categoryRows),
        pages: entriesOf(pageRows),
      };
    },
  };
}

export function sitemapRoutes(db: Db): Router {
  const repo = createSitemapRepository(db);
  const router = Router();
  router.get('/sitemap', async (_req, res) => {
    res.json({ data: await repo.read() });
  });
  return router;
}
