/**
 * Stock as orders take it and give it back (decisions 020 and 042): an option's stock, and its
 * product's stock kept as the sum of its options'. Callers run these inside their transaction and
 * lock the options' rows first (`lock`, in id order: two transactions never wait on each other in
 * a circle), so what they read is what they change.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productOptions, products } from '../db/schema.ts';

export interface StockLine {
  poId: number;
  amount: number;
}

/** The lines' amounts added up per option, in option id order. */
export function perOption(lines: StockLine[]): StockLine[] {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.poId, (sums.get(line.poId) ?? 0) + line.amount);
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([poId, amount]) => ({ poId, amount }));
}

export function stockOps(db: Db) {
  /** Brings each product's stock to the sum of its options'. */
  async function syncProducts(productIds: Set<number>) {
    if (productIds.size === 0) return;
    await db
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(${productOptions.stock}), 0) from ${productOptions} where ${productOptions.productId} = ${products.id})`,
      })
      .where(inArray(products.id, [...productIds]));
  }

  return {
    /** Stock of the options, locked until the transaction ends (in id order: no deadlocks). */
    async lock(optionIds: number[]): Promise<Map<number, number>> {
      if (optionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: productOptions.id, stock: productOptions.stock })
        .from(productOptions)
        .where(inArray(productOptions.id, optionIds))
        .orderBy(asc(productOptions.id))
        .for('update');
      return new Map(rows.map((r) => [r.id, r.stock]));
    },

    /** Takes the amounts from the options' stock (checked under `lock` before) and brings the products along. */
    async take(lines: StockLine[]) {
      const productIds = new Set<number>();
      for (const line of lines) {
        const [row] = await db
          .update(productOptions)
          .set({ stock: sql`${productOptions.stock} - ${line.amount}` })
          .where(and(eq(productOptions.id, line.poId), sql`${productOptions.stock} >= ${line.amount}`))
          .returning({ productId: productOptions.productId });
        // Checked under the lock already; a miss here means the lock was not held: refuse loudly.
        if (!row) throw new Error(`stock of option ${line.poId} changed under its lock`);
        productIds.add(row.productId);
      }
      await syncProducts(productIds);
    },

    /** Gives the amounts back to the options that still exist, and brings the products along. */
    async giveBack(lines: StockLine[]) {
      const productIds = new Set<number>();
      for (const line of perOption(lines)) {
        const [row] = await db
          .update(productOptions)
          .set({ stock: sql`${productOptions.stock} + ${line.amount}` })
          .where(eq(productOptions.id, line.poId))
          .returning({ productId: productOptions.productId });
        if (row) productIds.add(row.productId);
      }
      await syncProducts(productIds);
    },
  };
}
