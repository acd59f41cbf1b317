/**
 * The search index's upkeep from TypeScript: the SQL functions of migration 0010 do the work
 * (triggers call them for everyday changes); bulk writers (the seed, the catalogue copier) switch
 * the triggers off for their transaction and call this once.
 */
import { sql } from 'drizzle-orm';

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** Rebuilds the search documents and words of these products (null: the whole catalogue). */
export async function indexSearch(tx: Executor, productIds: number[] | null): Promise<void> {
  if (productIds === null) {
    await tx.execute(sql`SELECT refresh_search_documents(NULL)`);
    await tx.execute(sql`SELECT rebuild_search_words(NULL)`);
    return;
  }
  if (productIds.length === 0) return;
  if (!productIds.every(Number.isSafeInteger)) throw new TypeError('product ids must be integers');
  const ids = sql.raw(`ARRAY[${productIds.join(',')}]::integer[]`);
  await tx.execute(sql`SELECT refresh_search_documents(${ids})`);
  await tx.execute(sql`SELECT rebuild_search_words(${ids})`);
}

/** Makes the search triggers stand aside until the end of the current transaction. */
export async function deferSearchIndexing(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT set_config('koffie.search_bulk', 'on', true)`);
}
