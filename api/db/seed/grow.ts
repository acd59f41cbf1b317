/**
 * Grows a shop database's catalogue to a chosen size for benchmarks (decision 045):
 *   node api/db/seed/grow.ts --products 100000 [--data-dir DIR]
 * against DATABASE_URL when set, else the PGlite data directory (--data-dir, or DATA_DIR/db as the
 * storefront's embedded API uses it). Migrates and seeds an empty database first. Prints how long
 * the growing took and the final count; a no-op when the catalogue is that large already.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { growCatalogue, MAX_GROWN_PRODUCTS } from './grow-catalogue.ts';
import { seedIfEmpty } from './index.ts';

const args = process.argv.slice(2);
const flagValue = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const products = Number(flagValue('--products')?.replace(/_/g, ''));
if (!Number.isInteger(products) || products < 1 || products > MAX_GROWN_PRODUCTS) {
  process.stderr.write(
    `Usage: node api/db/seed/grow.ts --products N [--data-dir DIR]   (N from 1 to ${MAX_GROWN_PRODUCTS})\n`,
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(
  flagValue('--data-dir') ?? path.join(process.env.DATA_DIR?.trim() || './data', 'db'),
);

// As the API starts (api/server.ts prepareDatabase, whose imports need more than type stripping):
// migrating, seeding and growing are bulk jobs on connections of their own (decision 074).
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await migrateDatabase(database);
  await seedIfEmpty(database);
  const started = performance.now();
  let lastReport = started;
  const result = await growCatalogue(database, {
    products,
    onProgress(added, toAdd) {
      if (performance.now() - lastReport < 5_000 && added < toAdd) return;
      lastReport = performance.now();
      process.stdout.write(
        `  ${added} / ${toAdd} products added (${((lastReport - started) / 1000).toFixed(1)} s)\n`,
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const rows = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM products)::int AS n, pg_database_size(current_database()) AS bytes`,
  );
  const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    n: number;
    bytes: string;
  }[];
  process.stdout.write(
    `${result.added > 0 ? `Grew the catalogue from ${result.before} to ${row!.n} products` : `The catalogue has ${row!.n} products already`} ` +
      `in ${seconds.toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`}, ${(Number(row!.bytes) / 2 ** 20).toFixed(0)} MiB)\n`,
  );
} finally {
  await database.close();
}
