/**
 * The order's page (`GET checkout/orders/{token}`), for whoever holds the order's secret: what
 * happened to the payment, and whether an account can be made from the order.
 */
import { euros } from '../lib/money.ts';
import type { CheckoutContext } from './context.ts';
import { accountOffer } from './guest-account.ts';
import { orderOfToken } from './order-token.ts';

/**
 * The order's status for its page: what happened to the payment, and whether an account can be
 * made. `order_cancelled`: not paid in time, so cancelled (status 7, decision 042; paying again is
 * no longer possible); `refund_due`: cancelled, and a payment that came in afterwards could not
 * take the stock again, so it is refunded.
 */
type Outcome = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'order_cancelled' | 'refund_due';

export function orderPage({ repo, payments, now }: CheckoutContext) {
  return {
    /** `GET checkout/orders/{token}`: the order's status for its page (an open payment is asked about first). */
    async orderStatus(token: string) {
      const order = await orderOfToken(repo, token);
      const [payment, customer] = await Promise.all([
        payments.current(order.id),
        repo.customer(order.customerId),
      ]);
      // Asking about the payment may have moved the order: paid now, or paid late after it was cancelled.
      const fresh =
        order.statusId === 2 || order.statusId === 7 ? ((await repo.byId(order.id)) ?? order) : order;
      const outcome: Outcome =
        fresh.statusId === 7
          ? fresh.refundDueAt
            ? 'refund_due'
            : 'order_cancelled'
          : fresh.statusId >= 3
            ? 'paid'
            : !payment || payment.status === 'open'
              ? 'pending'
              : payment.status === 'paid'
                ? 'paid'
                : payment.status;
      const invoice = fresh.invoiceAddress as { email?: string };
      return {
        number: fresh.number,
        status_id: fresh.statusId,
        outcome,
        created_at: fresh.createdAt.toISOString(),
        total_net: euros(fresh.totalNet),
        total_gross: euros(fresh.totalGross),
        payment_method: fresh.paymentMethod,
        payment: payment ? { status: payment.status, method: payment.method } : null,
        email: invoice.email ?? customer?.email ?? '',
        account: await accountOffer(repo, fresh, customer, now),
      };
    },
  };
}
