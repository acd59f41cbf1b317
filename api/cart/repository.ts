/**
 * Carts and their lines (decision 018). A cart belongs to a customer (one each) or to a guest,
 * found by the SHA-256 of the guest's cart token. Changes run in a transaction that locks the
 * cart's row first (`transaction` + `find(key, { lock: true })`), so two requests for one cart
 * take turns. Prices and stock are never stored here: every read joins today's product options.
 */
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type PriceMode, priceModeOf } from '../../shared/price-mode.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  attributes,
  attributeValues,
  attributeValueTranslations,
  cartItems,
  carts,
  countries,
  customers,
  discountCodes,
  offerLines,
  offers,
  productOptions,
  productOptionValues,
  productPhotos,
  products,
  productTranslations,
  shopSettings,
} from '../db/schema.ts';
import { netQuantityOf } from '../prices/quantity.ts';
import { loadDestination } from '../tax/repository.ts';
import { createViesChecker, type ViesChecker } from '../vies/checker.ts';

/** No VIES: no number is confirmed (tests and tools that build a repository without one). */
const viesOff = createViesChecker(undefined);

/** Which cart: a customer's, or a guest's by token hash (only carts changed since `since`). */
export type CartKey = { customerId: number } | { tokenHash: string; since: Date };

export type CartRow = typeof carts.$inferSelect;
export type DiscountRow = typeof discountCodes.$inferSelect;

/** An option's attribute values in a language, e.g. 'Zwart, 230 V' ('' for a product without options). */
export function optionNameSql(optionId: unknown, languageId: number) {
  return sql<string>`coalesce((select string_agg(avt.title, ', ' order by a.sort, a.id, av.sort, av.id)
    from ${productOptionValues} pov
    join ${attributeValues} av on av.id = pov.attribute_value_id
    join ${attributes} a on a.id = av.attribute_id
    join ${attributeValueTranslations} avt on avt.attribute_value_id = av.id and avt.language_id = ${languageId}
    where pov.product_option_id = ${optionId}), '')`;
}

/**
 * The cart's reads and writes on a connection or in a transaction (checkout composes them with its
 * own), and `vies`, whose answers decide reverse charge (decision 072; default: none confirmed).
 */
export function cartOps(db: Db, vies: ViesChecker = viesOff) {
  const where = (key: CartKey) =>
    'customerId' in key
      ? eq(carts.customerId, key.customerId)
      : and(eq(carts.tokenHash, key.tokenHash), isNull(carts.customerId), gt(carts.updatedAt, key.since));

  return {
    async find(key: CartKey, options: { lock?: boolean } = {}): Promise<CartRow | undefined> {
      const query = db.select().from(carts).where(where(key));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async byId(id: number): Promise<CartRow | undefined> {
      const [row] = await db.select().from(carts).where(eq(carts.id, id));
      return row;
    },

    /** The customer's cart, created when there is none (safe when two requests race: one row). */
    async createForCustomer(customerId: number): Promise<CartRow> {
      await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
      const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId)).for('update');
      return row!;
    },

    async createForGuest(tokenHash: string): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ tokenHash }).returning();
      return row!;
    },

    /** Guest carts nobody touched since `before` (their tokens are ignored already). */
    async deleteGuestCartsBefore(before: Date) {
      await db.delete(carts).where(and(isNull(carts.customerId), lt(carts.updatedAt, before)));
    },

    async deleteCart(id: number) {
      await db.delete(carts).where(eq(carts.id, id));
    },

    /** Every line of the cart (also of products no longer sold), in the order they were added. */
    async items(cartId: number) {
      return db
        .select({
          poId: cartItems.productOptionId,
          amount: cartItems.amount,
          lockedPriceNet: cartItems.lockedPriceNet,
        })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.id));
    },

    /** Options of products on sale, with their stock and name today. */
    async options(ids: number[], languageId: number) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: productOptions.id,
          stock: productOptions.stock,
          sku: productOptions.sku,
          name: productTranslations.name,
        })
        .from(productOptions)
        .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .where(inArray(productOptions.id, ids));
    },

    /** Sets a line's amount (a line's locked price stays; a new line gets `lockedPriceNet`, default none). */
    async setAmount(cartId: number, poId: number, amount: number, lockedPriceNet: number | null = null) {
      await db
        .insert(cartItems)
        .values({ cartId, productOptionId: poId, amount, lockedPriceNet })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productOptionId], set: { amount } });
    },

    /** Every line out (an offer replaces the cart's lines). */
    async clearItems(cartId: number) {
      await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    },

    /** The amount of each option the offer quotes (the most a locked line may hold). */
    async offerAmounts(offerId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ poId: offerLines.productOptionId, amount: sql<number>`sum(${offerLines.amount})::int` })
        .from(offerLines)
        .where(eq(offerLines.offerId, offerId))
        .groupBy(offerLines.productOptionId);
      return new Map(rows.flatMap((r) => (r.poId === null ? [] : [[r.poId, r.amount] as [number, number]])));
    },

    /** Every line out, the code and the checkout's choices reset: the cart after an order. */
    async empty(cartId: number) {
      await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await db
        .update(carts)
        .set({
          discountCodeId: null,
          offerId: null,
          paymentMethod: null,
          pickupPointId: null,
          remarks: '',
          shippingMethodId: 1,
          updatedAt: sql`now()`,
        })
        .where(eq(carts.id, cartId));
    },

    async removeItem(cartId: number, poId: number) {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productOptionId, poId)));
    },

    /** Changes the cart's own fields and marks it changed now. */
    async update(
      cartId: number,
      patch: Partial<
        Pick<
          typeof carts.$inferInsert,
          | 'customerId'
          | 'tokenHash'
          | 'discountCodeId'
          | 'guestAddressData'
          | 'shippingCountryId'
          | 'shippingMethodId'
          | 'paymentMethod'
          | 'remarks'
          | 'pickupPointId'
          | 'offerId'
        >
      >,
    ) {
      await db
        .update(carts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    /** The lines of products on sale at today's net prices, with their tax class (for the subtotals). */
    async pricedLines(cartId: number) {
      return db
        .select({ netCents: productOptions.priceNet, amount: cartItems.amount, taxClass: products.taxClass })
        .from(cartItems)
        .innerJoin(productOptions, eq(productOptions.id, cartItems.productOptionId))
        .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
        .where(eq(cartItems.cartId, cartId));
    },

    vies,

    /** A country with its VAT rates and shipping prices (api/tax). */
    destination(countryId: number) {
      return loadDestination(db, countryId);
    },

    /** The prices a customer sees: net for dealers and trade accounts, else gross. */
    async priceModeOf(customerId: number): Promise<PriceMode> {
      const [row] = await db
        .select({ is_dealer: customers.isDealer, is_unit4: customers.isUnit4 })
        .from(customers)
        .where(eq(customers.id, customerId));
      return priceModeOf(row ?? null);
    },

    async discountById(id: number): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
      return row;
    },

    /** By code, case-insensitively (codes are stored upper-case). */
    async discountByCode(code: string): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
      return row;
    },

    /** The cart's lines as shown, at today's prices and stock; products no longer sold are left out. */
    async lines(cartId: number, languageId: number) {
      return db
        .select({
          poId: cartItems.productOptionId,
          amount: cartItems.amount,
          lockedPriceNet: cartItems.lockedPriceNet,
          stock: productOptions.stock,
          sku: productOptions.sku,
          priceNet: productOptions.priceNet,
          oldPriceNet: productOptions.oldPriceNet,
          taxClass: products.taxClass,
          productId: products.id,
          name: productTranslations.name,
          slug: productTranslations.slug,
          optionName: optionNameSql(productOptions.id, languageId),
          quantity: netQuantityOf(products.id),
          /** the product's first photo (decision 097); null: its drawing's SVG */
          photoHash: sql<
            string | null
          >`(select ${productPhotos.hash} from ${productPhotos} where ${productPhotos.productId} = ${products.id} order by ${productPhotos.position} limit 1)`,
        })
        .from(cartItems)
        .innerJoin(productOptions, eq(productOptions.id, cartItems.productOptionId))
        .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.id));
    },

    async offer(id: number) {
      const [row] = await db
        .select({
          id: offers.id,
          number: offers.number,
          status: offers.status,
          validUntil: offers.validUntil,
        })
        .from(offers)
        .where(eq(offers.id, id));
      return row;
    },

    async settings(keys: string[]): Promise<Map<string, unknown>> {
      const rows = await db.select().from(shopSettings).where(inArray(shopSettings.key, keys));
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async countries() {
      return db.select({ id: countries.id, iso: countries.iso, ships: countries.ships }).from(countries);
    },

    async addressIds(customerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      return rows.map((r) => r.id);
    },
  };
}
export type CartOps = ReturnType<typeof cartOps>;

export function createCartRepository(db: Db, vies: ViesChecker = viesOff) {
  return {
    ...cartOps(db, vies),
    /** Runs `work` in one transaction; a throw rolls everything back (a refused change changes nothing). */
    transaction<T>(work: (tx: CartOps) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(cartOps(tx, vies)));
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
