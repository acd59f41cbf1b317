/**
 * Issue 39's same-run baseline: an off-the-shelf MiniSearch index over the same active products
 * of a seeded shop, per language (name, brand, the titles of the product's categories and their
 * ancestors, description), searched with fuzzy 0.2, prefix matching and boosts for name and
 * category. What the shop's search is compared with in the relevance report.
 */
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { type Db, rowsOf } from '../../api/db/client.ts';
import type { ResultProduct } from './relevance.ts';

interface Doc {
  id: number;
  full_name: string;
  name: string;
  brand: string;
  category: string;
  description: string;
}

export async function miniSearchBaseline(db: Db) {
  const rows = rowsOf<Doc & { language_id: number }>(
    await db.execute(sql`
      SELECT p.id, t.language_id, t.name AS full_name, t.name, coalesce(b.name, '') AS brand,
        regexp_replace(t.description, '<[^>]*>', ' ', 'g') AS description,
        (SELECT string_agg(ct.title, ' ') FROM product_categories pc
           JOIN category_translations ct ON ct.language_id = t.language_id
             AND (ct.category_id = pc.category_id
               OR ct.category_id IN (SELECT a.ancestor_id FROM category_ancestors a WHERE a.category_id = pc.category_id))
         WHERE pc.product_id = p.id) AS category
      FROM products p JOIN product_translations t ON t.product_id = p.id
      LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.active`),
  );
  const indexes = new Map<number, MiniSearch<Doc>>();
  for (const languageId of new Set(rows.map((r) => Number(r.language_id)))) {
    const index = new MiniSearch<Doc>({
      fields: ['name', 'brand', 'category', 'description'],
      storeFields: ['full_name'],
      searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 2, category: 2 } },
    });
    index.addAll(
      rows
        .filter((r) => Number(r.language_id) === languageId)
        .map((r) => ({ ...r, category: r.category ?? '' })),
    );
    indexes.set(languageId, index);
  }
  return {
    /** The first `limit` products MiniSearch answers for a query in a language (1 nl, 4 en). */
    search(languageId: number, query: string, limit = 10): ResultProduct[] {
      const index = indexes.get(languageId);
      if (!index) return [];
      return index
        .search(query)
        .slice(0, limit)
        .map((r) => ({ id: Number(r.id), full_name: String(r.full_name) }));
    },
  };
}
