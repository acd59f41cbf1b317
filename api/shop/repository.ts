/** Shop settings and countries. */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, shopSettings } from '../db/schema.ts';

export function createShopRepository(db: Db) {
  return {
    async settings(): Promise<Map<string, unknown>> {
      const rows = await db.select().from(shopSettings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    async countries() {
      return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
    },
  };
}
export type ShopRepository = ReturnType<typeof createShopRepository>;
