/**
 * The catalogue's gross prices (products.price_gross, product_options.price_gross and the old
 * prices beside them) are net × (1 + the home country's rate for the product's tax class), rounded
 * half up. Whatever writes net prices or tax classes (the seed, the catalogue grower, a rate change)
 * calls this after; `fromProductId`/`toProductId` limit it to products with ids in that range (new ones).
 * Over the whole catalogue (a rate change) it rewrites every product and option and, through the
 * triggers, the listing index: a bulk job, to be run on `withBulkConnection` (api/db/bulk.ts,
 * decision 074), not on the request pool, whose 5 s statement timeout it outlasts on a large one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HOME_COUNTRY_ISO } from './destination.ts';

const homeRates = sql`(SELECT r.tax_class, r.rate FROM vat_rates r JOIN countries c ON c.id = r.country_id
  WHERE c.iso = ${HOME_COUNTRY_ISO})`;

export async function refreshGrossPrices(
  db: Pick<Db, 'execute'>,
  fromProductId = 0,
  toProductId = 2_147_483_647,
): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET
      price_gross = (p.price_net::bigint * (10000 + coalesce(v.rate, 0)) + 5000) / 10000,
      old_price_gross = (p.old_price_net::bigint * (10000 + coalesce(v.rate, 0)) + 5000) / 10000
    FROM products q LEFT JOIN ${homeRates} v ON v.tax_class = q.tax_class
    WHERE q.id = p.id AND p.id BETWEEN ${fromProductId} AND ${toProductId}`);
  await db.execute(sql`
    UPDATE product_options o SET
      price_gross = (o.price_net::bigint * (10000 + coalesce(v.rate, 0)) + 5000) / 10000,
      old_price_gross = (o.old_price_net::bigint * (10000 + coalesce(v.rate, 0)) + 5000) / 10000
    FROM products p LEFT JOIN ${homeRates} v ON v.tax_class = p.tax_class
    WHERE p.id = o.product_id AND p.id BETWEEN ${fromProductId} AND ${toProductId}`);
}
