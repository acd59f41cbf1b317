/**
 * Grows the catalogue to a chosen size for benchmarks (SEED_PRODUCTS, `node api/db/seed/grow.ts`;
 * decision 045): copies the seeded products in set-based SQL, each copy with every row the
 * storefront and the API read for a product. A copy is a new "series" of its source: its own names
 * in both languages, slugs, SKUs, reference numbers, prices and stock, derived from its copy number
 * so that the same size always gives the same catalogue.
 */
import { sql } from 'drizzle-orm';
import { countStoredFacets } from '../../listing/stored-facets.ts';
import { deferSearchIndexing } from '../../search/documents.ts';
import { HOME_COUNTRY_ISO } from '../../tax/destination.ts';
import { refreshGrossPrices } from '../../tax/gross-prices.ts';
import { withBulkLock } from '../bulk.ts';
import type { Database, Db } from '../client.ts';
import { rowsOf, settleEmbedded } from '../client.ts';

/** The SKU of a copy is its source's plus `-S<series>`; seeded SKUs never end that way. */
const COPY_SKU = '-S[0-9]+$';
/** Products copied per batch, each batch one transaction (decision 074). */
const DEFAULT_BATCH = 5_000;
/** The largest catalogue this is meant for (SEED_PRODUCTS' upper bound). */
export const MAX_GROWN_PRODUCTS = 2_000_000;

export interface GrowOptions {
  /** the number of products the catalogue should have afterwards */
  products: number;
  /** products per batch (default 5,000) */
  batchSize?: number;
  /** called after each batch with the number of products added so far */
  onProgress?: (added: number, toAdd: number) => void;
}

export interface GrowResult {
  before: number;
  after: number;
  added: number;
}

type Tx = Pick<Db, 'execute'>;

/** An integer array as one parameter (drizzle would spread a JS array into a list of parameters). */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Grows the catalogue from its current size up to `products` (a no-op when it has that many
 * already). A bulk job (decision 074): on a connection of its own without the request timeouts,
 * under the seeding lock, one transaction per batch, so a grow that stops (a restart, a lost
 * connection) keeps the batches it committed and the next one carries on from there. Then the
 * grown tables' statistics and the stored facets, counted on the committed catalogue.
 */
export async function growCatalogue(database: Database, options: GrowOptions): Promise<GrowResult> {
  const target = options.products;
  if (!Number.isInteger(target) || target < 0 || target > MAX_GROWN_PRODUCTS) {
    throw new RangeError(`products must be an integer from 0 to ${MAX_GROWN_PRODUCTS}, got ${target}`);
  }
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const result = await withBulkLock(database, 'koffie-api-seed', async (db) => {
    const [state] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products`));
    const before = state!.n;
    if (before >= target) return { before, after: before, added: 0 };
    await copyProducts(db, target - before, batchSize, options.onProgress);
    await analyzeCatalogue(db);
    // The large categories' facets, counted ahead for this version (decision 062): the first
    // listing after the grow finds them current instead of starting the count. After ANALYZE, on
    // committed rows: inside the grow's transaction at 500,000 products this count outlasted the
    // pool's 6 s query timeout and the grow rolled back ("Failed query: rollback", issue 37).
    await countStoredFacets(db, { wait: true });
    return { before, after: target, added: target - before };
  });
  if (result.added > 0) await settleEmbedded(database);
  return result;
}

/** The tables a grow writes to. */
const GROWN_TABLES = [
  'products',
  'search_words',
  'product_translations',
  'product_categories',
  'category_products',
  'category_facets',
  'product_options',
  'product_option_values',
  'product_spec_values',
  'product_parts',
  'product_alternatives',
  'product_pros_cons',
  'product_reference_numbers',
  'product_questions',
  'product_pdfs',
  'reviews',
];

/**
 * Vacuumed and with fresh statistics, table by table (the whole database's would also read every
 * other table): the grow's triggers leave the listing index's rows dead behind it (1.75 million
 * in `category_products` at 500,000 products), which listings read past until autovacuum comes
 * round, and the planner learns how large the tables are now. About a minute at 500,000.
 */
async function analyzeCatalogue(db: Tx): Promise<void> {
  for (const table of GROWN_TABLES) await db.execute(sql.raw(`VACUUM (ANALYZE) "${table}"`));
}

async function copyProducts(
  db: Db,
  toAdd: number,
  batchSize: number,
  onProgress: GrowOptions['onProgress'],
): Promise<void> {
  const sources = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM products WHERE sku !~ ${COPY_SKU} ORDER BY id`),
  ).map((r) => r.id);
  if (sources.length === 0) throw new Error('The catalogue has no seeded products to copy: seed it first');
  const optionsOf = new Map<number, number[]>();
  for (const o of rowsOf<{ id: number; product_id: number }>(
    await db.execute(
      sql`SELECT o.id, o.product_id FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.sku !~ ${COPY_SKU} ORDER BY o.product_id, o.id`,
    ),
  )) {
    const list = optionsOf.get(o.product_id) ?? [];
    list.push(o.id);
    optionsOf.set(o.product_id, list);
  }
  const [ids] = rowsOf<{ copies: number; product: number; option: number }>(
    await db.execute(
      sql`SELECT (SELECT count(*) FROM products WHERE sku ~ ${COPY_SKU})::int AS copies,
        (SELECT COALESCE(max(id), 0) FROM products)::int AS product,
        (SELECT COALESCE(max(id), 0) FROM product_options)::int AS option`,
    ),
  );
  // Copy number c (1, 2, …, over every grow so far) copies source (c-1) mod S as its series ⌈c/S⌉.
  let copy = ids!.copies;
  let productId = ids!.product;
  let optionId = ids!.option;
  for (let added = 0; added < toAdd; ) {
    const n = Math.min(batchSize, toAdd - added);
    const batch = { id: [] as number[], src: [] as number[], c: [] as number[], k: [] as number[] };
    const options = {
      id: [] as number[],
      src: [] as number[],
      product: [] as number[],
      c: [] as number[],
      k: [] as number[],
    };
    for (let i = 0; i < n; i++) {
      copy++;
      productId++;
      const src = sources[(copy - 1) % sources.length]!;
      const series = Math.floor((copy - 1) / sources.length) + 1;
      batch.id.push(productId);
      batch.src.push(src);
      batch.c.push(copy);
      batch.k.push(series);
      for (const o of optionsOf.get(src) ?? []) {
        optionId++;
        options.id.push(optionId);
        options.src.push(o);
        options.product.push(productId);
        options.c.push(copy);
        options.k.push(series);
      }
    }
    await db.transaction(async (tx) => {
      // Search documents and words are written for the batch below, not by the triggers row by row.
      await deferSearchIndexing(tx);
      const [version] = rowsOf<{ version: string }>(
        await tx.execute(sql`SELECT version::text AS version FROM data_version WHERE id = 1`),
      );
      await copyBatch(tx, batch, options);
      // Their search documents and any new words (the words' product counts stay the seed's until
      // a full rebuild: SELECT rebuild_search_words(NULL)).
      await tx.execute(sql`SELECT refresh_search_documents(${intArray(batch.id)}::integer[])`);
      await tx.execute(sql`SELECT rebuild_search_words(${intArray(batch.id)}::integer[])`);
      // The copies took explicit ids: move the sequences past them.
      for (const table of ['products', 'product_options']) {
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`,
          ),
        );
      }
      // Every statement above bumped the data version; readers see one change per batch, at commit.
      await tx.execute(
        sql`UPDATE data_version SET version = ${version!.version}::bigint + 1, changed_at = now() WHERE id = 1`,
      );
    });
    added += n;
    onProgress?.(added, toAdd);
  }
}

/*
 * Deterministic variation from the copy number c (and the source option's id):
 *  - price: the source's × 0.88 … 1.12, rounded as a shop prices (shopNetOf); a copy of a product
 *    without a deal has one in 1 of 11 copies;
 *  - stock per option: 0 for about 1 in 9, else 1 … 40; the product's stock is the sum of its options';
 *  - active: all but 1 in 20 copies; popularity: the source's × ⅓ … 1⅔.
 */
const factor = (c: string) => `((88 + (${c} * 37) % 25) / 100.0)`;
/** The home country's rate (basis points) of a tax class, as refreshGrossPrices reads it. */
const rateOf = (taxClass: string) =>
  `COALESCE((SELECT r.rate FROM vat_rates r JOIN countries co ON co.id = r.country_id WHERE co.iso = '${HOME_COUNTRY_ISO}' AND r.tax_class = ${taxClass}), 0)`;
/**
 * The net price whose gross is a shop's price for `net` × `f` (decision 099, as shopGross in
 * build-catalogue.ts): € x,95 under € 100, whole euros ending in 9 to € 1.000 (€ 10 steps), then € 50
 * steps; a copy is priced as the seeded products are.
 */
const shopNetOf = (net: string, taxClass: string, f: string) => {
  const rate = rateOf(taxClass);
  const g = `(${net}::numeric * (10000 + ${rate}) / 10000.0 / 100.0 * ${f})`;
  const cents = `(CASE WHEN ${g} < 100 THEN greatest(1, floor(${g})) * 100 + 95
    WHEN ${g} < 1000 THEN greatest(9995, (round(${g} / 10) * 10 - 1) * 100)
    ELSE (round(${g} / 50) * 50 - 1) * 100 END)`;
  return `round(${cents} * 10000.0 / (10000 + ${rate}))::int`;
};
const priceOf = (price: string, c: string, taxClass: string) => shopNetOf(price, taxClass, factor(c));
/** A copy's old price: its source's, or for 1 in 11 copies a new deal's; never at or below its price. */
const oldPriceOf = (oldPrice: string, price: string, c: string, taxClass: string) => {
  const old = `(CASE WHEN ${oldPrice} IS NOT NULL THEN ${shopNetOf(oldPrice, taxClass, factor(c))} WHEN ${c} % 11 = 0 THEN ${shopNetOf(price, taxClass, `${factor(c)} * 1.2`)} END)`;
  return `(CASE WHEN ${old} > ${priceOf(price, c, taxClass)} THEN ${old} END)`;
};
const stockOf = (c: string, optionId: string) =>
  `(CASE WHEN (${c} * 7 + ${optionId}) % 9 = 0 THEN 0 ELSE 1 + (${c} * 13 + ${optionId}) % 40 END)`;
/** The series in the product's language: Dutch "serie", English "series" (language 4). */
const seriesOf = (languageId: string, k: string) =>
  `(CASE WHEN ${languageId} = 4 THEN ' Series ' ELSE ' Serie ' END || ${k})`;
const seriesSlugOf = (languageId: string, k: string) =>
  `(CASE WHEN ${languageId} = 4 THEN '-series-' ELSE '-serie-' END || ${k})`;

async function copyBatch(
  tx: Tx,
  batch: { id: number[]; src: number[]; c: number[]; k: number[] },
  options: { id: number[]; src: number[]; product: number[]; c: number[]; k: number[] },
): Promise<void> {
  const m = sql`unnest(${intArray(batch.id)}::int[], ${intArray(batch.src)}::int[], ${intArray(batch.c)}::int[], ${intArray(batch.k)}::int[]) AS m(id, src_id, c, k)`;
  const om = sql`unnest(${intArray(options.id)}::int[], ${intArray(options.src)}::int[], ${intArray(options.product)}::int[], ${intArray(options.c)}::int[], ${intArray(options.k)}::int[]) AS om(id, src_id, product_id, c, k)`;
  const ids = sql`${intArray(batch.id)}::int[]`;

  await tx.execute(sql`
    INSERT INTO products (id, brand_id, primary_category_id, sku, price_net, old_price_net, tax_class, stock, popularity,
      sort, photo_count, media_kind, colour_scheme, extra_fields, active, created_at)
    SELECT m.id, p.brand_id, p.primary_category_id, p.sku || '-S' || m.k,
      ${sql.raw(priceOf('p.price_net', 'm.c', 'p.tax_class'))},
      ${sql.raw(oldPriceOf('p.old_price_net', 'p.price_net', 'm.c', 'p.tax_class'))}, p.tax_class,
      (SELECT COALESCE(sum(${sql.raw(stockOf('m.c', 'o.id'))}), 0) FROM product_options o WHERE o.product_id = p.id)::int,
      p.popularity * (1 + m.c % 5) / 3, p.sort, p.photo_count, p.media_kind, p.colour_scheme, p.extra_fields,
      m.c % 20 <> 0, p.created_at
    FROM ${m} JOIN products p ON p.id = m.src_id`);
  await tx.execute(sql`
    INSERT INTO product_options (id, product_id, sku, price_net, old_price_net, stock, is_default, sort)
    SELECT om.id, om.product_id, o.sku || '-S' || om.k, ${sql.raw(priceOf('o.price_net', 'om.c', 'sp.tax_class'))},
      ${sql.raw(oldPriceOf('o.old_price_net', 'o.price_net', 'om.c', 'sp.tax_class'))}, ${sql.raw(stockOf('om.c', 'o.id'))},
      o.is_default, o.sort
    FROM ${om} JOIN product_options o ON o.id = om.src_id JOIN products sp ON sp.id = o.product_id`);
  // The copies' price history, so their old prices are the law's previous prices (decision 095).
  await tx.execute(sql`SELECT seed_option_price_history(${Math.min(...batch.id)}, ${Math.max(...batch.id)})`);
  // The copies' gross prices, from the home rate of their tax class (api/tax/gross-prices.ts).
  await refreshGrossPrices(tx, Math.min(...batch.id), Math.max(...batch.id));
  await tx.execute(sql`
    INSERT INTO product_option_values (product_option_id, attribute_value_id)
    SELECT om.id, v.attribute_value_id FROM ${om} JOIN product_option_values v ON v.product_option_id = om.src_id`);
  // Reference numbers before the translations, whose search text holds them: an EAN of the copy's
  // own (870 + its id), a manufacturer's number with the series appended.
  await tx.execute(sql`
    INSERT INTO product_reference_numbers (product_id, value)
    SELECT m.id, CASE WHEN r.value ~ '^871[0-9]{10}$' THEN '870' || lpad(m.id::text, 10, '0')
      ELSE regexp_replace(r.value, '^([^,]*)(,PCS)?$', '\\1-' || m.k || '\\2') END
    FROM ${m} JOIN product_reference_numbers r ON r.product_id = m.src_id ORDER BY m.id, r.id`);
  await tx.execute(sql`
    INSERT INTO product_translations (product_id, language_id, name, slug, description, search_text)
    SELECT m.id, t.language_id, t.name || ${sql.raw(seriesOf('t.language_id', 'm.k'))},
      t.slug || ${sql.raw(seriesSlugOf('t.language_id', 'm.k'))}, t.description,
      lower(unaccent(concat_ws(' ', t.name || ${sql.raw(seriesOf('t.language_id', 'm.k'))}, p.sku || '-S' || m.k, b.name, refs.text)))
    FROM ${m} JOIN product_translations t ON t.product_id = m.src_id
      JOIN products p ON p.id = m.src_id LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN (SELECT product_id, string_agg(regexp_replace(value, ',PCS$', ''), ' ' ORDER BY id) AS text
        FROM product_reference_numbers WHERE product_id = ANY(${ids}) GROUP BY product_id) refs ON refs.product_id = m.id`);
  await tx.execute(sql`
    INSERT INTO product_categories (product_id, category_id)
    SELECT m.id, pc.category_id FROM ${m} JOIN product_categories pc ON pc.product_id = m.src_id`);
  await tx.execute(sql`
    INSERT INTO product_spec_values (product_id, spec_value_id)
    SELECT m.id, v.spec_value_id FROM ${m} JOIN product_spec_values v ON v.product_id = m.src_id`);
  // The same photos (a series looks like its source; decision 097): rows only, the originals are shared.
  await tx.execute(sql`
    INSERT INTO product_photos (product_id, position, hash, source, byte_size, width, height)
    SELECT m.id, x.position, x.hash, x.source, x.byte_size, x.width, x.height
    FROM ${m} JOIN product_photos x ON x.product_id = m.src_id`);
  // Parts and alternatives stay the source's: a new series takes the same spare parts.
  await tx.execute(sql`
    INSERT INTO product_parts (product_id, part_id, sort)
    SELECT m.id, x.part_id, x.sort FROM ${m} JOIN product_parts x ON x.product_id = m.src_id`);
  await tx.execute(sql`
    INSERT INTO product_alternatives (product_id, alternative_id, sort)
    SELECT m.id, x.alternative_id, x.sort FROM ${m} JOIN product_alternatives x ON x.product_id = m.src_id`);
  await tx.execute(sql`
    INSERT INTO product_pros_cons (product_id, language_id, kind, text, sort)
    SELECT m.id, x.language_id, x.kind, x.text, x.sort FROM ${m} JOIN product_pros_cons x ON x.product_id = m.src_id
    ORDER BY m.id, x.id`);
  await tx.execute(sql`
    INSERT INTO product_questions (product_id, language_id, question, answer, sort)
    SELECT m.id, x.language_id, x.question, x.answer, x.sort FROM ${m} JOIN product_questions x ON x.product_id = m.src_id
    ORDER BY m.id, x.id`);
  await tx.execute(sql`
    INSERT INTO product_pdfs (product_id, language_id, title, url)
    SELECT m.id, x.language_id, x.title || ${sql.raw(seriesOf('x.language_id', 'm.k'))}, '/api/media/manuals/' || m.id || '.pdf'
    FROM ${m} JOIN product_pdfs x ON x.product_id = m.src_id ORDER BY m.id, x.id`);
  // About two thirds of the source's reviews (with their translations), a different two thirds for each copy.
  await tx.execute(sql`
    INSERT INTO reviews (product_id, language_id, author, rating, title, body, translated_title,
      translated_body, approved, created_at)
    SELECT m.id, x.language_id, x.author, x.rating, x.title, x.body, x.translated_title,
      x.translated_body, x.approved, x.created_at
    FROM ${m} JOIN reviews x ON x.product_id = m.src_id WHERE (x.id + m.c) % 3 <> 0 ORDER BY m.id, x.id`);
}
