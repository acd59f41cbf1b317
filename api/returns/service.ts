/**
 * Withdrawal and returns (issue 40, decision 093). One mechanism serves both: a withdrawal notice
 * (CRD art. 11a, the "withdraw from contract here" function) names the order lines it returns and
 * creates one return per line and amount; staff receive each return (its stock comes back); once
 * every return of a notice is in, the refund goes out through the payment provider the order was
 * paid with (art. 13: everything paid for those lines, and the outbound shipping when the whole
 * order comes back) and the returns read refunded.
 *
 * Who may withdraw: whoever knows the order number and the order's e-mail address (a guest), or a
 * logged-in customer for an order of their own. An unknown order and a wrong e-mail address get the
 * same 404, and failed look-ups are rate limited like logins (per address and per order number).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Withdrawal, WithdrawalOrder } from '../../shared/contract/returns.ts';
import type { RateLimitFactory } from '../auth/rate-limit.ts';
import { memoryRateLimits } from '../auth/rate-limit.ts';
import type { Db } from '../db/client.ts';
import {
  customers,
  orderDeliveries,
  orderLines,
  orders,
  payments,
  returns,
  shopSettings,
  withdrawals,
} from '../db/schema.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { apiLog } from '../lib/log.ts';
import { logSafeError } from '../lib/log-safe.ts';
import type { Mail } from '../mail/mailer.ts';
import { stockOps } from '../orders/stock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { sellerIdentity } from '../shop/seller.ts';
import { acknowledgementMail } from './mail.ts';
import { LEGAL_WITHDRAWAL_DAYS, periodEndsOn, REFUND_DAYS, shopDateTime, withinPeriod } from './period.ts';

/** Failed look-ups (unknown order or wrong e-mail address), as logins count failures. */
export const WITHDRAWAL_LIMITS = {
  perOrder: { max: 10, windowMs: 15 * 60 * 1000 },
  perIp: { max: 30, windowMs: 15 * 60 * 1000 },
} as const;

/** The shop's return period in days (`return_days` in shop_settings), never below the law's 14. */
export const DEFAULT_RETURN_DAYS = 30;

/** Statuses of an order that was paid: paid, processing, shipped, delivered (shared/order-status.ts). */
const PAID_STATUSES = [3, 4, 5, 6];

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface ReturnsOptions {
  provider: PaymentProvider;
  send: (mail: Mail) => Promise<unknown>;
  storefrontUrl: string;
  rateLimits?: RateLimitFactory;
  now?: () => Date;
  /**
   * After a refund: the credit note (issue 40's invoices, `issueCreditNote`); given by app.ts when
   * that module is there.
   */
  creditNote?: (refund: {
    orderId: number;
    lines: Array<{ orderLineId: number; amount: number }>;
    shippingRefunded: boolean;
  }) => Promise<unknown>;
}

const euros = (cents: number) => Math.round(cents) / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createReturnsService(db: Db, options: ReturnsOptions) {
  const now = options.now ?? (() => new Date());
  const limit = options.rateLimits ?? memoryRateLimits(() => now().getTime());
  const perOrder = limit('withdrawalPerOrder', WITHDRAWAL_LIMITS.perOrder);
  const perIp = limit('withdrawalPerIp', WITHDRAWAL_LIMITS.perIp);

  async function returnDays(): Promise<number> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, 'return_days'));
    const value = Number(row?.value);
    return Number.isInteger(value) && value >= LEGAL_WITHDRAWAL_DAYS ? value : DEFAULT_RETURN_DAYS;
  }

  /** The order the caller may withdraw from, or the same 404 whatever was wrong (429 when asked too often). */
  async function identify(
    orderNumber: string,
    email: string | undefined,
    customerId: number | null,
    ip: string,
  ) {
    const number = orderNumber.trim().toUpperCase();
    const key = number.slice(0, 40);
    for (const [limit, k] of [
      [perOrder, key],
      [perIp, ip],
    ] as const) {
      const state = await limit.check(k);
      if (state.limited)
        throw Object.assign(
          new HttpError(429, 'rate_limited', 'Too many attempts; try again in a quarter of an hour'),
          { retryAfterS: state.retryAfterS },
        );
    }
    const [row] = await db
      .select({ order: orders, customerEmail: customers.email })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.number, number));
    const given = email?.trim().toLowerCase();
    const invoiceEmail = String((row?.order.invoiceAddress as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
    const own = row && customerId !== null && row.order.customerId === customerId;
    const matches =
      row && given && (given === invoiceEmail || given === row.customerEmail.trim().toLowerCase());
    if (!row || !(own || matches)) {
      await Promise.all([perOrder.hit(key), perIp.hit(ip)]);
      throw notFound('We cannot find an order with this order number and e-mail address');
    }
    return row.order;
  }

  /** The delivery date (null while not delivered); an order delivered before deliveries were recorded counts from its date. */
  async function deliveredAt(order: OrderRow): Promise<Date | null> {
    const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
    if (row) return row.deliveredAt;
    return order.statusId === 6 ? order.createdAt : null;
  }

  /** 409 or 410 when the order cannot be withdrawn from now; the period's end otherwise. */
  async function checkOpen(order: OrderRow) {
    if (order.statusId === 7) throw new HttpError(409, 'order_cancelled', 'This order was cancelled already');
    if (!PAID_STATUSES.includes(order.statusId))
      throw new HttpError(
        409,
        'order_not_paid',
        'This order is not paid: an unpaid order is cancelled by itself when its payment time runs out',
      );
    const delivered = await deliveredAt(order);
    const days = await returnDays();
    const endsOn = delivered ? periodEndsOn(delivered, days) : null;
    if (!withinPeriod(now(), delivered, days))
      throw new HttpError(410, 'period_over', `The period to withdraw from this order ended on ${endsOn}`);
    return { delivered, endsOn, days };
  }

  /** The order's lines with how many of each are withdrawn already. */
  async function linesOf(orderId: number, q: Pick<Db, 'select'> = db) {
    const lines = await q
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const taken = await q
      .select({ lineId: returns.orderLineId, amount: sql<number>`sum(${returns.amount})::int` })
      .from(returns)
      .where(eq(returns.orderId, orderId))
      .groupBy(returns.orderLineId);
    const withdrawn = new Map(taken.map((t) => [t.lineId, t.amount]));
    return lines.map((line) => ({ line, returnable: line.amount - (withdrawn.get(line.id) ?? 0) }));
  }

  function nameOn(order: OrderRow): string {
    const a = order.invoiceAddress as Record<string, unknown>;
    return [a.firstname, a.middle_name, a.lastname].filter((s) => typeof s === 'string' && s).join(' ');
  }

  /** A line's share of what was paid for `amount` of it: its price less its part of the order's discount. */
  function shareOf(line: LineRow, amount: number, order: OrderRow, linesGross: number): number {
    const gross = line.priceGross * amount;
    if (!order.discountGross || !linesGross) return gross;
    return gross - Math.round((order.discountGross * gross) / linesGross);
  }

  async function present(
    w: typeof withdrawals.$inferSelect,
    orderNumber: string,
    locale: 'nl' | 'en',
  ): Promise<Withdrawal> {
    const rows = await db
      .select({ r: returns, line: orderLines })
      .from(returns)
      .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
      .where(eq(returns.withdrawalId, w.id))
      .orderBy(asc(returns.id));
    const statuses = rows.map((r) => r.r.status);
    const status = w.refundedAt
      ? 'refunded'
      : statuses.length && statuses.every((s) => s !== 'requested')
        ? 'received'
        : 'requested';
    return {
      id: w.id,
      order_id: w.orderId,
      order_number: orderNumber,
      name: w.name,
      email: w.email,
      whole_order: w.wholeOrder,
      created_at: w.createdAt.toISOString(),
      created_at_local: shopDateTime(w.createdAt, locale),
      refund_gross: euros(w.refundGross),
      shipping_refunded: w.shippingRefunded,
      refund_due_at: w.refundDueAt.toISOString(),
      refunded_at: iso(w.refundedAt),
      status,
      returns: rows.map(({ r, line }) => ({
        id: r.id,
        order_line_id: r.orderLineId,
        name: line.name,
        option_name: line.optionName,
        amount: r.amount,
        refund_gross: euros(r.refundGross),
        status: r.status,
        received_at: iso(r.receivedAt),
        refunded_at: iso(r.refundedAt),
      })),
    };
  }

  return {
    /** The order's lines and period for the withdrawal function's form. */
    async lookup(input: {
      orderNumber: string;
      email?: string;
      customerId: number | null;
      ip: string;
    }): Promise<WithdrawalOrder> {
      const order = await identify(input.orderNumber, input.email, input.customerId, input.ip);
      const { delivered, endsOn, days } = await checkOpen(order);
      const lines = await linesOf(order.id);
      if (lines.every((l) => l.returnable <= 0))
        throw new HttpError(
          409,
          'already_withdrawn',
          'Every item of this order has been withdrawn from already',
        );
      return {
        order_number: order.number,
        ordered_at: order.createdAt.toISOString(),
        delivered_at: iso(delivered),
        period_ends_on: endsOn,
        period_days: days,
        name: nameOn(order),
        lines: lines.map(({ line, returnable }) => ({
          id: line.id,
          name: line.name,
          option_name: line.optionName,
          amount: line.amount,
          returnable: Math.max(0, returnable),
          price_gross: euros(line.priceGross),
        })),
      };
    },

    /**
     * Records the withdrawal and its returns in one transaction (the order row locked, so two
     * notices at once cannot withdraw the same item twice), then sends the acknowledgement at once.
     */
    async withdraw(input: {
      orderNumber: string;
      email?: string;
      customerId: number | null;
      ip: string;
      name: string;
      all: boolean;
      lines: { order_line_id: number; amount: number }[];
      locale: 'nl' | 'en';
    }): Promise<Withdrawal> {
      const found = await identify(input.orderNumber, input.email, input.customerId, input.ip);
      await checkOpen(found);
      if (!input.all && input.lines.length === 0)
        throw badRequest('Choose the items to withdraw from, or the whole order');
      const at = now();
      const created = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
        if (!order) throw notFound('We cannot find an order with this order number and e-mail address');
        const all = await linesOf(order.id, tx);
        const open = all.filter((l) => l.returnable > 0);
        if (open.length === 0)
          throw new HttpError(
            409,
            'already_withdrawn',
            'Every item of this order has been withdrawn from already',
          );
        let chosen: { line: LineRow; amount: number }[];
        if (input.all) chosen = open.map((l) => ({ line: l.line, amount: l.returnable }));
        else {
          const byId = new Map(all.map((l) => [l.line.id, l]));
          const seen = new Set<number>();
          chosen = input.lines.map((want) => {
            const l = byId.get(want.order_line_id);
            if (!l) throw badRequest(`Order line ${want.order_line_id} is not a line of this order`);
            if (seen.has(want.order_line_id))
              throw badRequest(`Order line ${want.order_line_id} is given twice`);
            seen.add(want.order_line_id);
            if (want.amount > l.returnable)
              throw new HttpError(
                409,
                'already_withdrawn',
                l.returnable === 0
                  ? `"${l.line.name}" has been withdrawn from already`
                  : `At most ${l.returnable} of "${l.line.name}" can still be withdrawn from`,
              );
            return { line: l.line, amount: want.amount };
          });
        }
        const linesGross = all.reduce((sum, l) => sum + l.line.priceGross * l.line.amount, 0);
        // The whole order comes back when nothing remains after this notice: then the refund is
        // what was paid less what earlier notices refund, so it adds up to the cent, shipping included.
        const remaining = open.reduce(
          (sum, l) => sum + l.returnable - (chosen.find((c) => c.line.id === l.line.id)?.amount ?? 0),
          0,
        );
        const whole = remaining === 0;
        const shares = chosen.map((c) => shareOf(c.line, c.amount, order, linesGross));
        let refund = shares.reduce((a, b) => a + b, 0);
        if (whole) {
          const [earlier] = await tx
            .select({ sum: sql<number>`coalesce(sum(${withdrawals.refundGross}), 0)::int` })
            .from(withdrawals)
            .where(eq(withdrawals.orderId, order.id));
          refund = Math.max(0, order.totalGross - (earlier?.sum ?? 0));
        }
        const [w] = await tx
          .insert(withdrawals)
          .values({
            orderId: order.id,
            name: input.name.trim(),
            email: (
              input.email?.trim() || String((order.invoiceAddress as { email?: unknown }).email ?? '')
            ).toLowerCase(),
            wholeOrder: whole,
            languageId: input.locale === 'en' ? 4 : 1,
            createdAt: at,
            refundGross: refund,
            shippingRefunded: whole && order.shippingGross > 0,
            refundDueAt: new Date(at.getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000),
          })
          .returning();
        await tx.insert(returns).values(
          chosen.map((c, i) => ({
            withdrawalId: w!.id,
            orderId: order.id,
            orderLineId: c.line.id,
            amount: c.amount,
            refundGross: shares[i]!,
          })),
        );
        return { w: w!, order };
      });
      await perOrder.reset(found.number);
      const answer = await present(created.w, created.order.number, input.locale);
      // The acknowledgement on a durable medium, at once (art. 11a(3)): content, date and time.
      await options.send(
        acknowledgementMail({
          to: created.w.email,
          locale: input.locale,
          withdrawal: answer,
          seller: await sellerIdentity(db),
        }),
      );
      await db.update(withdrawals).set({ acknowledgedAt: now() }).where(eq(withdrawals.id, created.w.id));
      return answer;
    },

    /** The customer's withdrawals with their returns, newest first. */
    async forCustomer(customerId: number, locale: 'nl' | 'en'): Promise<Withdrawal[]> {
      const rows = await db
        .select({ w: withdrawals, number: orders.number })
        .from(withdrawals)
        .innerJoin(orders, eq(orders.id, withdrawals.orderId))
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
      return Promise.all(rows.map((r) => present(r.w, r.number, locale)));
    },

    /**
     * Staff: a return came back. Its stock returns (once); when every return of its notice is in,
     * the refund goes out (a second call retries a refund that failed; 409 once refunded).
     */
    async receive(returnId: number): Promise<Withdrawal> {
      const at = now();
      const withdrawalId = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ r: returns, poId: orderLines.productOptionId })
          .from(returns)
          .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
          .where(eq(returns.id, returnId))
          .for('update', { of: returns });
        if (!row) throw notFound('There is no return with this id');
        if (row.r.status === 'refunded')
          throw new HttpError(409, 'already_refunded', 'This return is refunded already');
        if (row.r.status === 'requested') {
          await tx
            .update(returns)
            .set({ status: 'received', receivedAt: at })
            .where(eq(returns.id, returnId));
          if (row.poId !== null)
            await stockOps(tx as unknown as Db).giveBack([{ poId: row.poId, amount: row.r.amount }]);
        }
        return row.r.withdrawalId;
      });
      await refundIfComplete(withdrawalId);
      const [w] = await db
        .select({ w: withdrawals, number: orders.number, languageId: orders.languageId })
        .from(withdrawals)
        .innerJoin(orders, eq(orders.id, withdrawals.orderId))
        .where(eq(withdrawals.id, withdrawalId));
      return present(w!.w, w!.number, w!.languageId === 4 ? 'en' : 'nl');
    },

    /** Staff: the order was delivered now (status 6); the withdrawal period runs from today. */
    async markDelivered(orderId: number): Promise<{ delivered_at: string }> {
      const at = now();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound('There is no order with this id');
      if (!PAID_STATUSES.includes(order.statusId))
        throw new HttpError(409, 'order_not_paid', 'Only a paid order can be delivered');
      await db.transaction(async (tx) => {
        await tx
          .insert(orderDeliveries)
          .values({ orderId, deliveredAt: at })
          .onConflictDoUpdate({ target: orderDeliveries.orderId, set: { deliveredAt: at } });
        await tx.update(orders).set({ statusId: 6 }).where(eq(orders.id, orderId));
      });
      return { delivered_at: at.toISOString() };
    },
  };

  /**
   * The refund of a notice whose returns are all received: claimed first (one caller refunds), then
   * asked of the provider the order was paid with; on failure the claim is let go for a retry.
   */
  async function refundIfComplete(withdrawalId: number) {
    const rows = await db.select().from(returns).where(eq(returns.withdrawalId, withdrawalId));
    if (rows.length === 0 || rows.some((r) => r.status === 'requested')) return;
    const [claimed] = await db
      .update(withdrawals)
      .set({ refundProviderId: 'claimed' })
      .where(
        and(
          eq(withdrawals.id, withdrawalId),
          isNull(withdrawals.refundProviderId),
          isNull(withdrawals.refundedAt),
        ),
      )
      .returning();
    if (!claimed) return;
    try {
      const [order] = await db.select().from(orders).where(eq(orders.id, claimed.orderId));
      let providerId: string | null = null;
      if (claimed.refundGross > 0) {
        const [paid] = await db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, claimed.orderId), eq(payments.status, 'paid')))
          .orderBy(desc(payments.id))
          .limit(1);
        if (!paid || paid.provider !== options.provider.name) {
          // Paid outside this provider (a bank transfer, the demo's seeded orders): staff refund it by hand.
          await db
            .update(withdrawals)
            .set({ refundProviderId: null })
            .where(eq(withdrawals.id, withdrawalId));
          return;
        }
        const refund = await options.provider.refund({
          paymentId: paid.providerPaymentId,
          amountCents: claimed.refundGross,
          description: `Retour ${order?.number ?? ''}`.trim(),
        });
        providerId = refund.id;
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(withdrawals)
          .set({ refundProviderId: providerId, refundedAt: at })
          .where(eq(withdrawals.id, withdrawalId));
        await tx
          .update(returns)
          .set({ status: 'refunded', refundedAt: at })
          .where(and(eq(returns.withdrawalId, withdrawalId), inArray(returns.status, ['received'])));
      });
      // The refund is done: a credit note that fails is logged for staff, not a failed receipt.
      if (options.creditNote)
        await options
          .creditNote({
            orderId: claimed.orderId,
            lines: rows.map((r) => ({ orderLineId: r.orderLineId, amount: r.amount })),
            shippingRefunded: claimed.shippingRefunded,
          })
          .catch((err: unknown) =>
            apiLog().error('credit note failed after a refund', {
              withdrawal_id: withdrawalId,
              ...logSafeError(err),
            }),
          );
    } catch (err) {
      await db
        .update(withdrawals)
        .set({ refundProviderId: null })
        .where(and(eq(withdrawals.id, withdrawalId), isNull(withdrawals.refundedAt)));
      apiLog().error('refund failed', { withdrawal_id: withdrawalId, ...logSafeError(err) });
      throw new HttpError(
        502,
        'refund_failed',
        'The payment provider did not take the refund; the return is received, call again to retry the refund',
      );
    }
  }
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
