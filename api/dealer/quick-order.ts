/**
 * Dealer quick order (issue 5, decision 018): a typeahead over reference numbers, skus and names
 * (`GET dealer/quickOrder/search?q=`), and many pasted or uploaded lines resolved at once
 * (`POST dealer/quickOrder/resolve`), each to a product option or a reason it cannot be ordered.
 * Adding them to the cart is `POST shoppingCart/addMany`. Dealers only: prices are net.
 *
 * A reference number names a product; a product with several options answers its default option
 * in `resolve` and each of its options in `search`. Reference numbers are matched and shown
 * without their `,PCS` unit suffix.
 */
import { and, asc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AuthService } from '../auth/service.ts';
import { CART_LIMITS } from '../cart/lines.ts';
import { optionNameSql } from '../cart/repository.ts';
import type { Db } from '../db/client.ts';
import { productOptions, productReferenceNumbers, products, productTranslations } from '../db/schema.ts';
import { contractAnswer, contractBody, contractQuery } from '../http/contract-input.ts';
import { type Language, languageOf } from '../http/language.ts';
import { euros } from '../lib/money.ts';
import { bareReference, escapeLike, foldText } from '../lib/text.ts';
import { csvCell, dealerGuard } from './dealer-only.ts';

const QUICK_ORDER_SEARCH_LIMIT = 8;

interface QuickOrderMatch {
  po_id: number;
  sku: string;
  reference: string;
  name: string;
  option_name: string;
  price: number;
  stock: number;
}
interface QuickOrderLine {
  reference: string;
  amount: number;
  match: QuickOrderMatch | null;
  error: null | 'unknown_reference' | 'invalid_amount' | 'out_of_stock';
}

/** ',PCS' stripped from a reference number column, in SQL (as lib/text.ts bareReference). */
const bareReferenceSql = sql`regexp_replace(${productReferenceNumbers.value}, ',PCS$', '', 'i')`;

export function createQuickOrder(db: Db) {
  /** Options of products on sale, with what a match shows. */
  function options(lang: Language, where: SQL | undefined, order: SQL[], limit?: number) {
    const query = db
      .select({
        poId: productOptions.id,
        sku: productOptions.sku,
        productId: products.id,
        productSku: products.sku,
        isDefault: productOptions.isDefault,
        name: productTranslations.name,
        optionName: optionNameSql(productOptions.id, lang.id),
        priceNet: productOptions.priceNet,
        stock: productOptions.stock,
      })
      .from(productOptions)
      .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, lang.id)),
      )
      .where(where)
      .orderBy(...order);
    return limit === undefined ? query : query.limit(limit);
  }
  type OptionRow = Awaited<ReturnType<typeof options>>[number];
  const matchOf = (o: OptionRow, reference: string): QuickOrderMatch => ({
    po_id: o.poId,
    sku: o.sku,
    reference,
    name: o.name,
    option_name: o.optionName,
    price: euros(o.priceNet),
    stock: o.stock,
  });
  /** A product's option for a reference that names the product: its default option. */
  const defaultFirst = [
    sql`${productOptions.isDefault} desc`,
    asc(productOptions.sort),
    asc(productOptions.id),
  ];

  return {
    /** Five reference numbers of products in stock, for the sample file (the same five every time). */
    async sampleReferences(): Promise<string[]> {
      const rows = await db
        .selectDistinctOn([productReferenceNumbers.productId], {
          productId: productReferenceNumbers.productId,
          reference: sql<string>`${bareReferenceSql}`,
        })
        .from(productReferenceNumbers)
        .innerJoin(
          products,
          and(eq(products.id, productReferenceNumbers.productId), eq(products.active, true)),
        )
        .innerJoin(
          productOptions,
          and(eq(productOptions.productId, products.id), eq(productOptions.isDefault, true)),
        )
        .where(sql`${productOptions.stock} >= 10`)
        .orderBy(asc(productReferenceNumbers.productId), asc(productReferenceNumbers.id))
        .limit(5);
      return rows.map((r) => r.reference);
    },

    /**
     * At most 8 matches: exact reference or sku first, then those starting with the text, then
     * containing it, then name (and brand) matches; case- and accent-insensitive.
     */
    async search(q: string, lang: Language): Promise<QuickOrderMatch[]> {
      const needle = q.trim().toLowerCase();
      const contains = `%${escapeLike(needle)}%`;
      const rankOf = (value: string) => {
        const v = value.toLowerCase();
        return v === needle ? 0 : v.startsWith(needle) ? 1 : v.includes(needle) ? 2 : 3;
      };
      const skuRank = sql`case when lower(${productOptions.sku}) = ${needle} then 0
        when lower(${productOptions.sku}) like ${`${escapeLike(needle)}%`} then 1
        when lower(${productOptions.sku}) like ${contains} then 2 else 3 end`;
      const [byText, refs] = await Promise.all([
        options(
          lang,
          or(
            ilike(productOptions.sku, contains),
            like(productTranslations.searchText, `%${escapeLike(foldText(q.trim()))}%`),
          ),
          [skuRank, asc(productTranslations.name), asc(productOptions.sku)],
          QUICK_ORDER_SEARCH_LIMIT,
        ),
        db
          .select({
            productId: productReferenceNumbers.productId,
            reference: sql<string>`${bareReferenceSql}`,
          })
          .from(productReferenceNumbers)
          .where(ilike(bareReferenceSql, contains))
          .orderBy(
            sql`case when lower(${bareReferenceSql}) = ${needle} then 0 when lower(${bareReferenceSql}) like ${`${escapeLike(needle)}%`} then 1 else 2 end`,
            asc(productReferenceNumbers.id),
          )
          .limit(QUICK_ORDER_SEARCH_LIMIT),
      ]);
      const byRef = refs.length
        ? await options(lang, inArray(products.id, [...new Set(refs.map((r) => r.productId))]), defaultFirst)
        : [];
      const found = new Map<number, { rank: number; match: QuickOrderMatch }>();
      const offer = (rank: number, match: QuickOrderMatch) => {
        const known = found.get(match.po_id);
        if (!known || rank < known.rank) found.set(match.po_id, { rank, match });
      };
      for (const o of byText) offer(rankOf(o.sku), matchOf(o, o.sku));
      for (const r of refs) {
        for (const o of byRef)
          if (o.productId === r.productId) offer(rankOf(r.reference), matchOf(o, r.reference));
      }
      return [...found.values()]
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.match.name.localeCompare(b.match.name) ||
            a.match.sku.localeCompare(b.match.sku),
        )
        .slice(0, QUICK_ORDER_SEARCH_LIMIT)
        .map((f) => f.match);
    },

    /**
     * Each line to its option: an exact option sku, else a product sku or reference number (the
     * product's default option); 'unknown_reference' when none, then 'invalid_amount' (not a whole
     * 1–999), then 'out_of_stock'.
     */
    async resolve(lines: { reference: string; amount: number }[], lang: Language): Promise<QuickOrderLine[]> {
      const keyOf = (reference: string) => bareReference(reference.trim()).toLowerCase();
      const keys = [...new Set(lines.map((l) => keyOf(l.reference)).filter(Boolean))];
      const matchOfKey = new Map<string, QuickOrderMatch>();
      if (keys.length) {
        const [bySku, refs] = await Promise.all([
          options(
            lang,
            or(inArray(sql`lower(${productOptions.sku})`, keys), inArray(sql`lower(${products.sku})`, keys)),
            defaultFirst,
          ),
          db
            .select({
              productId: productReferenceNumbers.productId,
              reference: sql<string>`${bareReferenceSql}`,
              key: sql<string>`lower(${bareReferenceSql})`,
            })
            .from(productReferenceNumbers)
            .where(inArray(sql`lower(${bareReferenceSql})`, keys))
            .orderBy(asc(productReferenceNumbers.productId)),
        ]);
        const byRef = refs.length
          ? await options(
              lang,
              inArray(products.id, [...new Set(refs.map((r) => r.productId))]),
              defaultFirst,
            )
          : [];
        for (const o of bySku) {
          const key = o.sku.toLowerCase();
          if (keys.includes(key)) matchOfKey.set(key, matchOf(o, o.sku));
        }
        for (const o of bySku) {
          const key = o.productSku.toLowerCase();
          if (keys.includes(key) && !matchOfKey.has(key)) matchOfKey.set(key, matchOf(o, o.productSku));
        }
        for (const r of refs) {
          const o = byRef.find((x) => x.productId === r.productId);
          if (o && !matchOfKey.has(r.key)) matchOfKey.set(r.key, matchOf(o, r.reference));
        }
      }
      return lines.map((line) => {
        const match = matchOfKey.get(keyOf(line.reference)) ?? null;
        const error = !match
          ? 'unknown_reference'
          : !Number.isInteger(line.amount) || line.amount < 1 || line.amount > CART_LIMITS.maxAmount
            ? 'invalid_amount'
            : match.stock <= 0
              ? 'out_of_stock'
              : null;
        return { reference: line.reference, amount: line.amount, match, error };
      });
    },
  };
}
type QuickOrder = ReturnType<typeof createQuickOrder>;

export function quickOrderRoutes(quickOrder: QuickOrder, auth: AuthService): Router {
  const router = Router();
  const dealerOnly = dealerGuard(auth, 'Quick orders');
  router.get('/dealer/quickOrder/search', async (req, res) => {
    await dealerOnly(req);
    const { q } = contractQuery(req, 'searchQuickOrder');
    contractAnswer(res, 'searchQuickOrder', { data: await quickOrder.search(q, languageOf(req)) });
  });
  router.get('/dealer/quickOrder/sample.csv', async (req, res) => {
    await dealerOnly(req);
    const references = await quickOrder.sampleReferences();
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="dealer-order-sample.csv"');
    res.send(`reference;amount\r\n${references.map((r, i) => `${csvCell(r)};${i + 1}`).join('\r\n')}\r\n`);
  });
  router.post('/dealer/quickOrder/resolve', async (req, res) => {
    await dealerOnly(req);
    const { lines } = contractBody(req, 'resolveQuickOrder');
    contractAnswer(res, 'resolveQuickOrder', { data: await quickOrder.resolve(lines, languageOf(req)) });
  });
  return router;
}
