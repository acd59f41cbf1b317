/** Payments of orders and the order status they decide (decisions 020 and 042). */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders, payments } from '../db/schema.ts';
import { createInvoice } from '../invoices/service.ts';
import { perOption, stockOps } from '../orders/stock.ts';
import type { PaymentStatus } from './provider.ts';

/**
 * What a payment that reads as paid did to its order: `paid` it moved to paid now (from awaiting
 * payment, or from cancelled with its stock taken again); `refund` it is cancelled and its stock
 * is gone, so the payment is to be refunded (`flagged` the first time); `unchanged` it was paid
 * (or further) already.
 */
type PaidOutcome = { order: 'paid' } | { order: 'refund'; flagged: boolean } | { order: 'unchanged' };

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

    /** A new payment was started: the order waits at least until `due` (never less than before). */
    async extendPaymentDue(orderId: number, due: Date) {
      await db
        .update(orders)
        .set({ paymentDueAt: sql`greatest(${orders.paymentDueAt}, ${due.toISOString()}::timestamptz)` })
        .where(and(eq(orders.id, orderId), eq(orders.statusId, 2)));
    },

    /**
     * A payment of the order reads as paid (inside the caller's transaction). Awaiting payment (2)
     * → paid (3). Cancelled (7, decision 042): its stock is locked and, when every line's is there,
     * taken again and the order paid; else the order stays cancelled with `refund_due_at` set, and
     * no confirmation goes out. Never moves an order back.
     */
    async markOrderPaid(orderId: number): Promise<PaidOutcome> {
      const moved = await db
        .update(orders)
        .set({ statusId: 3, paidAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.statusId, 2)))
        .returning({ id: orders.id });
      if (moved.length > 0) {
        // Every paid order has its invoice, numbered in this transaction (decision 094).
        await createInvoice(db, orderId);
        return { order: 'paid' };
      }
      const [order] = await db
        .select({ statusId: orders.statusId, refundDueAt: orders.refundDueAt })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (order?.statusId !== 7) return { order: 'unchanged' };
      if (order.refundDueAt) return { order: 'refund', flagged: false };
      const lines = await db
        .select({ poId: orderLines.productOptionId, amount: orderLines.amount })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
      // A line whose option no longer exists cannot be delivered: that payment is refunded too.
      const wanted = lines.every((l) => l.poId !== null)
        ? perOption(lines as { poId: number; amount: number }[])
        : undefined;
      const stock = stockOps(db);
      const left = wanted ? await stock.lock(wanted.map((l) => l.poId)) : new Map<number, number>();
      if (wanted?.every((l) => (left.get(l.poId) ?? 0) >= l.amount)) {
        await stock.take(wanted);
        await db
          .update(orders)
          .set({ statusId: 3, paidAt: sql`now()` })
          .where(and(eq(orders.id, orderId), eq(orders.statusId, 7)));
        await createInvoice(db, orderId);
        return { order: 'paid' };
      }
      await db
        .update(orders)
        .set({ refundDueAt: sql`now()` })
        .where(and(eq(orders.id, orderId), isNull(orders.refundDueAt)));
      return { order: 'refund', flagged: true };
    },
  };
}
type PaymentOps = ReturnType<typeof paymentOps>;

export function createPaymentRepository(db: Db) {
  return {
    ...paymentOps(db),
    transaction<T>(work: (tx: PaymentOps) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(paymentOps(tx)));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
