/**
 * Orders as checkout writes and reads them (decision 020). `transaction` hands the cart's
 * operations and these to one unit of work, so placing an order (cart, stock, order, lines, guest
 * record) commits or rolls back as one.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { cartOps } from '../cart/repository.ts';
import type { Db } from '../db/client.ts';
import { countries, customers, offers, orderLines, orders } from '../db/schema.ts';
import { type StockLine, stockOps } from '../orders/stock.ts';
import type { ViesChecker } from '../vies/checker.ts';

export type OrderRow = typeof orders.$inferSelect;
type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

function orderOps(db: Db) {
  return {
    async byIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return row;
    },

    async byAccessToken(token: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.accessToken, token));
      return row;
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** Marks an open offer accepted; false when it was not open (another order accepted it first). */
    async acceptOffer(offerId: number): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set({ status: 'accepted' })
        .where(and(eq(offers.id, offerId), eq(offers.status, 'open')))
        .returning({ id: offers.id });
      return rows.length > 0;
    },

    /** Stock of the options, locked until the transaction ends (in id order: no deadlocks). */
    lockStock: (optionIds: number[]) => stockOps(db).lock(optionIds),

    /** Takes the ordered amounts from the options' stock and brings each product's sum along. */
    takeStock: (lines: StockLine[]) => stockOps(db).take(lines),

    /** A guest record for one guest order (no password, account_exists false). */
    async createGuest(guest: {
      email: string;
      firstname: string;
      middleName: string;
      lastname: string;
      phone: string;
      company: string;
      languageId: number;
    }): Promise<number> {
      const [row] = await db
        .insert(customers)
        .values({ ...guest, accountExists: false, passwordHash: null })
        .returning({ id: customers.id });
      return row!.id;
    },

    /** The order's id and number (KK-<year>-<1000 + id>), taken before the insert. */
    async nextOrderId(): Promise<number> {
      // PGlite and node-postgres both answer { rows }.
      const result = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
      )) as unknown as { rows: { id: number }[] };
      return Number(result.rows[0]!.id);
    },

    async insertOrder(id: number, number: string, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db
        .insert(orders)
        .values({ ...order, id, number })
        .returning();
      await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
      return row!;
    },

    async lines(orderId: number) {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    },

    async countries() {
      return db
        .select({
          id: countries.id,
          iso: countries.iso,
          ships: countries.ships,
          nameNl: countries.nameNl,
          nameEn: countries.nameEn,
        })
        .from(countries);
    },

    async customer(id: number) {
      const [row] = await db
        .select({ id: customers.id, email: customers.email, accountExists: customers.accountExists })
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },

    /** Whether a real account (not a guest record) uses this e-mail address. */
    async accountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), eq(customers.accountExists, true)))
        .limit(1);
      return row !== undefined;
    },

    /** A guest record becomes an account with this password; false when it was one already. */
    async makeAccount(customerId: number, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ passwordHash, accountExists: true })
        .where(and(eq(customers.id, customerId), eq(customers.accountExists, false)))
        .returning({ id: customers.id });
      return rows.length > 0;
    },

    /**
     * Claims the confirmation mail of a paid order (3 to 6; never a cancelled one, 7, whose late
     * payment is to be refunded): true for exactly one caller, ever.
     */
    async claimConfirmation(orderId: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ confirmationSentAt: sql`now()` })
        .where(
          and(
            eq(orders.id, orderId),
            isNull(orders.confirmationSentAt),
            sql`${orders.statusId} between 3 and 6`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
type OrderOps = ReturnType<typeof orderOps>;

/** `vies`: whose answers decide reverse charge (decision 072), as the cart's repository's. */
export function createCheckoutRepository(db: Db, vies?: ViesChecker) {
  return {
    ...orderOps(db),
    cart: cartOps(db, vies),
    /** One unit of work over the cart and the orders; a throw rolls all of it back. */
    transaction<T>(work: (tx: { cart: ReturnType<typeof cartOps>; orders: OrderOps }) => Promise<T>) {
      return db.transaction((tx) => work({ cart: cartOps(tx, vies), orders: orderOps(tx) }));
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
