/**
 * Changing an option's price (decision 095): the one path a price change takes. It records the
 * new price with its time in option_price_history, stores the previous price the law allows
 * (previous-price.ts) with the option, and keeps the product's price (its cheapest option's) and
 * old price, the gross prices and, through the triggers, the listing index in step. Listings read
 * the stored result: nothing is computed per request.
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { optionPriceHistory, productOptions, products } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { refreshGrossPrices } from '../tax/gross-prices.ts';
import { type OptionPricing, PERIOD_DAYS, type PricePoint, priceAfterChange } from './previous-price.ts';

const DAY_MS = 86_400_000;

/** Sets option `optionId`'s net price to `priceNet` cents as of `at` (default now); returns its pricing. */
export async function changeOptionPrice(
  db: Db,
  optionId: number,
  priceNet: number,
  at: Date = new Date(),
): Promise<OptionPricing> {
  if (!Number.isSafeInteger(priceNet) || priceNet < 0)
    throw badRequest('A price is a whole, non-negative number of cents');
  return db.transaction(async (tx) => {
    const [option] = await tx
      .select({
        productId: productOptions.productId,
        priceNet: productOptions.priceNet,
        oldPriceNet: productOptions.oldPriceNet,
        reducedSince: productOptions.reducedSince,
      })
      .from(productOptions)
      .where(eq(productOptions.id, optionId))
      .for('update');
    if (!option) throw badRequest(`No product option ${optionId}`);
    const [later] = await tx
      .select({ validFrom: optionPriceHistory.validFrom })
      .from(optionPriceHistory)
      .where(and(eq(optionPriceHistory.productOptionId, optionId), gte(optionPriceHistory.validFrom, at)))
      .limit(1);
    if (later) throw badRequest('A price change cannot come before the option’s last recorded change');
    const start = new Date(at.getTime() - PERIOD_DAYS * DAY_MS);
    // The period's points, and the one in effect when it began.
    const within = await tx
      .select({ priceNet: optionPriceHistory.priceNet, validFrom: optionPriceHistory.validFrom })
      .from(optionPriceHistory)
      .where(
        and(
          eq(optionPriceHistory.productOptionId, optionId),
          gte(optionPriceHistory.validFrom, start),
          lt(optionPriceHistory.validFrom, at),
        ),
      );
    const opening = await tx
      .select({ priceNet: optionPriceHistory.priceNet, validFrom: optionPriceHistory.validFrom })
      .from(optionPriceHistory)
      .where(and(eq(optionPriceHistory.productOptionId, optionId), lt(optionPriceHistory.validFrom, start)))
      .orderBy(desc(optionPriceHistory.validFrom))
      .limit(1);
    const history: PricePoint[] = [...opening, ...within];
    const next = priceAfterChange(option, history, priceNet, at);
    if (next === option) return option;
    await tx.insert(optionPriceHistory).values({ productOptionId: optionId, validFrom: at, priceNet });
    await tx
      .update(productOptions)
      .set({ priceNet: next.priceNet, oldPriceNet: next.oldPriceNet, reducedSince: next.reducedSince })
      .where(eq(productOptions.id, optionId));
    // The product shows its cheapest option's price, and that option's previous price.
    const [cheapest] = await tx
      .select({ priceNet: productOptions.priceNet, oldPriceNet: productOptions.oldPriceNet })
      .from(productOptions)
      .where(eq(productOptions.productId, option.productId))
      .orderBy(asc(productOptions.priceNet), asc(productOptions.sort), asc(productOptions.id))
      .limit(1);
    await tx
      .update(products)
      .set({ priceNet: cheapest!.priceNet, oldPriceNet: cheapest!.oldPriceNet })
      .where(eq(products.id, option.productId));
    await refreshGrossPrices(tx, option.productId, option.productId);
    return next;
  });
}

/**
 * Staff's price change by the option's article number (`set-price.ts`): `euros` net, as staff
 * type it ("24,95" or "24.95"); 400 for an unknown number or a price that is no amount.
 */
export async function changePriceBySku(db: Db, sku: string, euros: string, at: Date = new Date()) {
  const cents = /^\d+([.,]\d{1,2})?$/.test(euros.trim())
    ? Math.round(Number(euros.trim().replace(',', '.')) * 100)
    : NaN;
  if (!Number.isSafeInteger(cents)) throw badRequest(`Not a price in euros: ${JSON.stringify(euros)}`);
  const [option] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.sku, sku.trim()));
  if (!option) throw badRequest(`No product option with article number ${JSON.stringify(sku)}`);
  return { optionId: option.id, ...(await changeOptionPrice(db, option.id, cents, at)) };
}
