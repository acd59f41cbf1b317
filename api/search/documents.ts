/**
 * The search index's upkeep from TypeScript: the SQL functions of migration 0010 do the work
 * (triggers call them for everyday changes); bulk writers (the seed, the catalogue copier) switch
 * the triggers off for their transaction and call this once.
 */
import { sql } from 'drizzle-orm';
import { withBulkConnection } from '../db/bulk.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { analyse } from './compounds.ts';
import {
  type Dictionary,
  dictionaryFor,
  dictionaryLanguages,
  loadDictionaries,
  wordTest,
} from './dictionary.ts';

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** Rebuilds the search documents and words of these products (null: the whole catalogue). */
export async function indexSearch(tx: Executor, productIds: number[] | null): Promise<void> {
  if (productIds === null) {
    await tx.execute(sql`SELECT refresh_search_documents(NULL)`);
    await tx.execute(sql`SELECT rebuild_search_words(NULL)`);
    await splitSearchWords(tx);
    return;
  }
  if (productIds.length === 0) return;
  if (!productIds.every(Number.isSafeInteger)) throw new TypeError('product ids must be integers');
  const ids = sql.raw(`ARRAY[${productIds.join(',')}]::integer[]`);
  await tx.execute(sql`SELECT refresh_search_documents(${ids})`);
  await tx.execute(sql`SELECT rebuild_search_words(${ids})`);
  await splitSearchWords(tx);
}

/** A catalogue word's parts and heads by the dictionary (itself when it reads none: a brand). */
export function wordParts(dictionary: Dictionary, word: string): { parts: string[]; heads: string[] } {
  const analysis = /^[a-z]+$/.test(word) ? analyse(word, wordTest(dictionary)) : null;
  return analysis ? { parts: analysis.all, heads: analysis.heads } : { parts: [word], heads: [word] };
}

/** Words written per statement by splitSearchWords. */
const SPLIT_BATCH = 5_000;

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * Writes the parts of the catalogue words that have none yet (decision 087), in the languages
 * with a dictionary: after every rebuild, and at the API's start for words the triggers added.
 * Returns how many words it split.
 */
export async function splitSearchWords(tx: Executor): Promise<number> {
  let split = 0;
  for (const languageId of dictionaryLanguages()) {
    if (!Number.isInteger(languageId)) continue;
    const lang = sql.raw(String(languageId));
    for (;;) {
      const rows = rowsOf<{ word: string }>(
        await tx.execute(
          sql`SELECT word FROM search_words WHERE language_id = ${lang} AND parts IS NULL LIMIT ${SPLIT_BATCH}`,
        ),
      );
      if (rows.length === 0) break;
      const dictionary = dictionaryFor(languageId);
      if (!dictionary) break;
      const words = rows.map((r) => r.word);
      const read = words.map((w) => wordParts(dictionary, w));
      await tx.execute(
        sql`UPDATE search_words s SET parts = string_to_array(v.parts, ' '), heads = string_to_array(v.heads, ' ')
          FROM unnest(${textArray(words)}, ${textArray(read.map((r) => r.parts.join(' ')))}, ${textArray(read.map((r) => r.heads.join(' ')))}) AS v(word, parts, heads)
          WHERE s.language_id = ${lang} AND s.word = v.word`,
      );
      split += rows.length;
      if (rows.length < SPLIT_BATCH) break;
    }
  }
  return split;
}

/** Makes the search triggers stand aside until the end of the current transaction. */
export async function deferSearchIndexing(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT set_config('koffie.search_bulk', 'on', true)`);
}

/** Products indexed per statement by indexMissingSearchDocuments (each committed on its own). */
const INDEX_BATCH = 2_000;

/**
 * Writes the search documents (and words) of products that have none yet, in batches: a database
 * that had products before migration 0010, or rows written with the triggers set aside. Run by
 * the API after start, in the background; stops when `signal` aborts. Returns how many products
 * it indexed.
 */
export async function indexMissingSearchDocuments(
  tx: Executor,
  options: { signal?: AbortSignal; batch?: number } = {},
): Promise<number> {
  const batch = options.batch ?? INDEX_BATCH;
  let indexed = 0;
  while (!options.signal?.aborted) {
    const rows = rowsOf<{ product_id: number }>(
      await tx.execute(
        sql`SELECT DISTINCT product_id FROM product_translations WHERE search_document IS NULL LIMIT ${batch}`,
      ),
    );
    if (rows.length === 0) break;
    await indexSearch(
      tx,
      rows.map((r) => Number(r.product_id)),
    );
    indexed += rows.length;
  }
  return indexed;
}

/**
 * `indexMissingSearchDocuments` as the API runs it after start: a bulk job (decision 074) on a
 * connection of its own, without the request timeouts, opened only when a product lacks its
 * document (asked through the request pool first, one indexed row).
 */
export async function catchUpSearchDocuments(
  database: Database,
  options: { signal?: AbortSignal; batch?: number } = {},
): Promise<number> {
  const [missing] = rowsOf<{ any: boolean }>(
    await database.db.execute(
      sql`SELECT EXISTS (SELECT 1 FROM product_translations WHERE search_document IS NULL) AS any`,
    ),
  );
  // The dictionaries first, before any search needs them (decision 087).
  loadDictionaries();
  if (!missing?.any) {
    await splitSearchWords(database.db);
    return 0;
  }
  return withBulkConnection(database, async (db) => {
    const indexed = await indexMissingSearchDocuments(db, options);
    await splitSearchWords(db);
    return indexed;
  });
}
