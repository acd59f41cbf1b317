/**
 * Unpaid orders expire (decision 042): an order still awaiting payment (2) after its
 * `payment_due_at` is cancelled (7) and the stock it took is given back, exactly once, however many
 * API instances run this at the same time and wherever one of them stops.
 *
 * For each due order, the provider is asked about its open payment first, outside any transaction
 * (a paid webhook may have been missed: then the order is paid, not cancelled). Then one
 * transaction locks the order row with `FOR UPDATE SKIP LOCKED` while it is still awaiting payment
 * and still due, moves it to 7 and gives its lines' stock back. Another instance's transaction on
 * the same order either holds the lock (this one skips it) or has committed (the order is no longer
 * at 2); a crash halfway rolls back status and stock together. A payment that arrives after the
 * cancel is handled where payments are (payments/repository.ts `markOrderPaid`).
 */
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema.ts';
import { apiLog } from '../lib/log.ts';
import { logSafeError } from '../lib/log-safe.ts';
import type { PaymentService } from '../payments/service.ts';
import { stockOps } from './stock.ts';

/** Orders looked at per run; the rest wait for the next run (a minute later). */
const EXPIRY_BATCH = 100;

export interface ExpiryRun {
  /** due orders looked at */
  checked: number;
  /** cancelled now, their stock given back */
  cancelled: number;
  /** found paid at the provider: paid, not cancelled */
  paid: number;
  /** no longer due, or another run had it (locked or done) */
  skipped: number;
  /** the provider did not answer: asked again next run */
  unanswered: number;
  /** the transaction failed (rolled back): tried again next run */
  failed: number;
}

interface ExpireOptions {
  db: Db;
  /** asks the provider about the order's open payment (and applies a paid answer); throws when it cannot */
  payments: Pick<PaymentService, 'refresh'>;
  /** what counts as due; default the clock (the cancel's own time is the database's) */
  now?: Date;
  limit?: number;
  log?: (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown>) => void;
}

const defaultLog: NonNullable<ExpireOptions['log']> = (level, msg, fields) => apiLog()[level](msg, fields);

/** One transaction: the order to 7 and its stock back, if it is still awaiting payment, due, and not locked. */
async function cancelOne(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.statusId, 2), lt(orders.paymentDueAt, now)))
      .for('update', { skipLocked: true });
    if (!order) return false;
    await tx.update(orders).set({ statusId: 7, cancelledAt: sql`now()` }).where(eq(orders.id, orderId));
    const lines = await tx
      .select({ poId: orderLines.productOptionId, amount: orderLines.amount })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productOptionId)));
    await stockOps(tx).giveBack(lines as { poId: number; amount: number }[]);
    return true;
  });
}

export async function expireUnpaidOrders({
  db,
  payments,
  now = new Date(),
  limit = EXPIRY_BATCH,
  log = defaultLog,
}: ExpireOptions): Promise<ExpiryRun> {
  const run: ExpiryRun = { checked: 0, cancelled: 0, paid: 0, skipped: 0, unanswered: 0, failed: 0 };
  const due = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.statusId, 2), lt(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt), asc(orders.id))
    .limit(limit);
  for (const order of due) {
    run.checked++;
    try {
      // A paid webhook may have been missed: what the provider says first, with no lock held.
      await payments.refresh(order.id);
    } catch {
      run.unanswered++;
      continue;
    }
    try {
      if (await cancelOne(db, order.id, now)) run.cancelled++;
      else {
        const [after] = await db
          .select({ statusId: orders.statusId })
          .from(orders)
          .where(eq(orders.id, order.id));
        if (after && after.statusId >= 3 && after.statusId <= 6) run.paid++;
        else run.skipped++;
      }
    } catch (err) {
      run.failed++;
      log('error', 'unpaid order not cancelled', { order: order.number, ...logSafeError(err) });
    }
  }
  if (run.checked > 0) log('info', 'unpaid orders expired', { ...run });
  return run;
}
