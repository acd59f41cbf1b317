/** A customer's own data: addresses, profile, orders, favourites, inspections and quotes. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  addresses,
  countries,
  customers,
  favorites,
  inspections,
  offerLines,
  offers,
  orderLines,
  orders,
  productOptions,
  products,
  productTranslations,
} from '../db/schema.ts';
import { homeRateOfOptionSql } from '../tax/repository.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInput = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'isPrimary'>;

/** The product's name and uri in a language, for lines that still point at a product sold today. */
function productOfOption(languageId: number) {
  return {
    uri: sql<string | null>`(select pt.slug from ${productOptions} po
      join ${products} p on p.id = po.product_id and p.active
      join ${productTranslations} pt on pt.product_id = p.id and pt.language_id = ${languageId}
      where po.id = ${orderLines.productOptionId})`,
  };
}

export function createCustomerRepository(db: Db) {
  return {
    async countries() {
      return db.select().from(countries);
    },

    async addresses(customerId: number) {
      return db
        .select({ address: addresses, countryNl: countries.nameNl, countryEn: countries.nameEn })
        .from(addresses)
        .innerJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.isPrimary), asc(addresses.id));
    },

    /** A new address; the first of its type becomes the default. */
    async createAddress(customerId: number, input: AddressInput) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.customerId, customerId), eq(addresses.type, input.type)))
          .limit(1);
        const [row] = await tx
          .insert(addresses)
          .values({ ...input, customerId, isPrimary: !existing })
          .returning({ id: addresses.id });
        return row!.id;
      });
    },

    /** Changes an address of this customer; false when there is none with that id. */
    async updateAddress(customerId: number, id: number, input: Omit<AddressInput, 'type'>) {
      const rows = await db
        .update(addresses)
        .set(input)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Makes one address the only default of its type; false when it is not this customer's of that type. */
    async makePrimary(customerId: number, id: number, type: 'invoice' | 'delivery') {
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), eq(addresses.type, type)));
        if (!own) return false;
        await tx
          .update(addresses)
          .set({ isPrimary: sql`${addresses.id} = ${id}` })
          .where(and(eq(addresses.customerId, customerId), eq(addresses.type, type)));
        return true;
      });
    },

    async addressType(customerId: number, id: number) {
      const [row] = await db
        .select({ type: addresses.type })
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
      return row?.type;
    },

    async updateProfile(customerId: number, profile: Partial<typeof customers.$inferInsert>) {
      await db.update(customers).set(profile).where(eq(customers.id, customerId));
    },

    async orders(customerId: number, statuses: number[]) {
      return db
        .select({
          order: orders,
          // Qualified by hand: Drizzle leaves a one-table query's columns bare, and a bare `id` in the
          // subquery would be the line's own.
          lineCount: sql<number>`(select count(*)::int from ${orderLines} ol where ol.order_id = ${sql.identifier('orders')}.${sql.identifier('id')})`,
        })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), inArray(orders.statusId, statuses)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** Every country's name in both languages, by id (an order's addresses keep the one of its day). */
    async countryNames() {
      return db.select({ id: countries.id, nl: countries.nameNl, en: countries.nameEn }).from(countries);
    },

    /** An own order with its lines and the quote it was ordered from (null for an ordinary order). */
    async order(customerId: number, id: number, languageId: number) {
      const [found] = await db
        .select({ order: orders, offer: { id: offers.id, number: offers.number } })
        .from(orders)
        .leftJoin(offers, eq(offers.id, orders.offerId))
        .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
      if (!found) return undefined;
      const lines = await db
        .select({ line: orderLines, ...productOfOption(languageId) })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.id));
      return { order: found.order, offer: found.offer, lines };
    },

    async favoriteIds(customerId: number) {
      const rows = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(eq(favorites.customerId, customerId))
        .orderBy(desc(favorites.createdAt));
      return rows.map((r) => r.id);
    },

    async productIsActive(productId: number) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.active, true)));
      return Boolean(row);
    },

    async addFavorite(customerId: number, productId: number) {
      await db.insert(favorites).values({ customerId, productId }).onConflictDoNothing();
    },

    async removeFavorite(customerId: number, productId: number) {
      await db
        .delete(favorites)
        .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)));
    },

    async inspections(customerId: number, languageId: number) {
      return db
        .select({
          inspection: inspections,
          productName: productTranslations.name,
          productSlug: productTranslations.slug,
        })
        .from(inspections)
        .leftJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, inspections.productId),
            eq(productTranslations.languageId, languageId),
          ),
        )
        .where(eq(inspections.customerId, customerId))
        .orderBy(sql`${inspections.nextDue} asc nulls last`, asc(inspections.id));
    },

    /**
     * A machine the customer registers themself (issue 26): no product link, no inspection yet.
     * Undefined when the customer's list already holds `max` machines; the customer's row is
     * locked meanwhile, so concurrent additions cannot pass the bound together.
     */
    async addMachine(
      customerId: number,
      machine: { brand: string; model: string; serialNumber: string; purchaseDate: string },
      max: number,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(inspections)
          .where(eq(inspections.customerId, customerId));
        if ((held?.count ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(inspections)
          .values({ customerId, ...machine })
          .returning({ id: inspections.id });
        return row!.id;
      });
    },

    /** Whether the customer's own machine was there to remove. */
    async removeMachine(customerId: number, id: number) {
      const gone = await db
        .delete(inspections)
        .where(and(eq(inspections.id, id), eq(inspections.customerId, customerId)))
        .returning({ id: inspections.id });
      return gone.length > 0;
    },

    /** The customer's quotes, newest first, each with its lines' prices and rates (for its totals). */
    async offers(customerId: number) {
      const rows = await db
        .select()
        .from(offers)
        .where(eq(offers.customerId, customerId))
        .orderBy(desc(offers.createdAt), desc(offers.id));
      if (rows.length === 0) return [];
      const lines = await db
        .select({
          offerId: offerLines.offerId,
          amount: offerLines.amount,
          priceNet: offerLines.priceNet,
          rate: homeRateOfOptionSql(offerLines.productOptionId),
        })
        .from(offerLines)
        .where(
          inArray(
            offerLines.offerId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((offer) => ({ offer, lines: lines.filter((l) => l.offerId === offer.id) }));
    },

    async offer(customerId: number, id: number, languageId: number) {
      const [offer] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.customerId, customerId)));
      if (!offer) return undefined;
      const lines = await db
        .select({
          line: offerLines,
          rate: homeRateOfOptionSql(offerLines.productOptionId),
          uri: sql<string | null>`(select pt.slug from ${productOptions} po
            join ${products} p on p.id = po.product_id and p.active
            join ${productTranslations} pt on pt.product_id = p.id and pt.language_id = ${languageId}
            where po.id = ${offerLines.productOptionId})`,
        })
        .from(offerLines)
        .where(eq(offerLines.offerId, id))
        .orderBy(asc(offerLines.id));
      return { offer, lines };
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
