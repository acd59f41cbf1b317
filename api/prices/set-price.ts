/**
 * Staff change a price here (decision 095), so that the change is recorded in the price history and
 * the product shows only the previous price the law allows:
 *   node --experimental-transform-types --no-warnings api/prices/set-price.ts <article number> <net price in euros> [--data-dir DIR]
 * against DATABASE_URL when set, else the PGlite data directory (--data-dir, or DATA_DIR/db). Prints
 * the new price and the previous price now shown (or that none is). Never write prices in SQL.
 */
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { HttpError } from '../errors.ts';
import { changePriceBySku } from './change.ts';

const args = process.argv.slice(2);
const dataDirAt = args.indexOf('--data-dir');
const [sku, euros] = args.filter((_, i) => i !== dataDirAt && i !== dataDirAt + 1);
if (!sku || !euros) {
  process.stderr.write(
    'Usage: node --experimental-transform-types --no-warnings api/prices/set-price.ts <article number> <net price in euros> [--data-dir DIR]\n',
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(
  dataDirAt >= 0 ? args[dataDirAt + 1]! : path.join(process.env.DATA_DIR?.trim() || './data', 'db'),
);
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await migrateDatabase(database);
  const p = await changePriceBySku(database.db, sku, euros);
  const money = (cents: number) => (cents / 100).toFixed(2);
  process.stdout.write(
    `${sku}: € ${money(p.priceNet)} excl. btw; ${p.oldPriceNet === null ? 'no previous price shown' : `previous price shown: € ${money(p.oldPriceNet)} excl. btw`}\n`,
  );
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
