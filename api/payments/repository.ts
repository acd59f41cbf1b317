/** Payments of orders and the order status they decide (decision 020). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import type { PaymentStatus } from './provider.ts';

export type PaymentRow = typeof payments.$inferSelect;

const orderFields = {
  id: orders.id,
  number: orders.number,
  statusId: orders.statusId,
  totalGross: orders.totalGross,
  paymentMethod: orders.paymentMethod,
  languageId: orders.languageId,
  accessToken: orders.accessToken,
};

function paymentOps(db: Db) {
  return {
    /** What a payment of the order needs to know about it. */
    async order(orderId: number) {
      const [row] = await db.select(orderFields).from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** The order's row, locked until the transaction ends (one payment is kept at a time). */
    async lockOrder(orderId: number) {
      const [row] = await db.select(orderFields).from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async latest(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },

    async byProviderId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
      return row;
    },

    async insert(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      return created!;
    },

    async setStatus(id: number, status: PaymentStatus) {
      await db.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, id));
    },

    async setOrderPaymentMethod(orderId: number, method: string) {
      await db.update(orders).set({ paymentMethod: method }).where(eq(orders.id, orderId));
    },

    /** Awaiting payment (2) → paid (3); true when it moved now (never moves an order back). */
    async markOrderPaid(orderId: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ statusId: 3 })
        .where(and(eq(orders.id, orderId), eq(orders.statusId, 2)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
export type PaymentOps = ReturnType<typeof paymentOps>;

export function createPaymentRepository(db: Db) {
  return {
    ...paymentOps(db),
    transaction<T>(work: (tx: PaymentOps) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(paymentOps(tx)));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
