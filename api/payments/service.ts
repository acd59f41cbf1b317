/**
 * Paying for orders (decision 020). An order awaiting payment (status 2) gets a payment at the
 * provider; the visitor pays on the provider's page and comes back to the storefront's payment
 * redirect page. What happened is only ever read from the provider (`sync`): after its webhook,
 * after the test page's buttons, and while the redirect page asks about an open payment. Paid
 * moves the order to 3 (paid) and sends the confirmation (once: `onPaid` claims it); failed,
 * canceled and expired leave it at 2, ready for another payment. A payment that comes in after
 * the unpaid order was cancelled (7, decision 042) takes its stock again, or is flagged for a
 * refund when that stock is gone.
 */

import { apiLog } from '../lib/log.ts';
import { type PaymentDeadline, paymentDeadline } from '../orders/payment-expiry.ts';
import type { PaymentProvider, PaymentStatus } from './provider.ts';
import type { PaymentRepository, PaymentRow } from './repository.ts';

interface PaymentServiceOptions {
  provider: PaymentProvider;
  /** the storefront's public URL: the payment redirect page is there */
  storefrontUrl: string;
  /** where the provider reports changes; undefined when it could not reach us (then we ask) */
  webhookUrl: string | undefined;
  /** called whenever a payment of the order reads as paid (the callee makes its work happen once) */
  onPaid: (orderId: number) => Promise<void>;
  /** when an unpaid order is cancelled, by its payment method (decision 042); default a day, bank transfer 14 */
  paymentDeadline?: PaymentDeadline;
  /** a warning for the operator (a late payment to refund); default a JSON line on stdout */
  warn?: (msg: string, fields: Record<string, unknown>) => void;
  now?: () => Date;
}

const defaultWarn = (msg: string, fields: Record<string, unknown>) => apiLog().warn(msg, fields);

/** The storefront's payment redirect page of an order, in the order's language. */
export function paymentReturnUrl(storefrontUrl: string, languageId: number, accessToken: string): string {
  const base = storefrontUrl.replace(/\/+$/, '');
  return `${base}${languageId === 4 ? '/en' : ''}/payment-redirect?order=${encodeURIComponent(accessToken)}`;
}

export function createPaymentService(repo: PaymentRepository, options: PaymentServiceOptions) {
  const { provider } = options;
  const deadline = options.paymentDeadline ?? paymentDeadline();
  const warn = options.warn ?? defaultWarn;
  const now = options.now ?? (() => new Date());

  /** Asks the provider about one of our payments and applies the answer; undefined for an unknown id. */
  async function sync(providerPaymentId: string): Promise<PaymentStatus | undefined> {
    const payment = await repo.byProviderId(providerPaymentId);
    if (!payment || payment.provider !== provider.name) return undefined;
    const status = await provider.status(providerPaymentId);
    const paid = await repo.transaction(async (tx) => {
      if (status !== payment.status) await tx.setStatus(payment.id, status);
      return status === 'paid' ? tx.markOrderPaid(payment.orderId) : undefined;
    });
    if (paid?.order === 'refund') {
      // Paid after the order was cancelled, and its stock is gone: no confirmation, a refund.
      if (paid.flagged) {
        const order = await repo.order(payment.orderId);
        warn('late payment of a cancelled order: refund it', { order: order?.number, payment: payment.id });
      }
    } else if (status === 'paid') await options.onPaid(payment.orderId);
    return status;
  }

  /** The order's latest payment after asking the provider about it when open; throws when the provider does not answer. */
  async function refresh(orderId: number): Promise<PaymentRow | undefined> {
    const latest = await repo.latest(orderId);
    if (latest?.status !== 'open' || latest.provider !== provider.name) return latest;
    await sync(latest.providerPaymentId);
    return repo.latest(orderId);
  }

  return {
    sync,
    refresh,

    /**
     * The payment the visitor should complete for an order awaiting payment: its open one, or a
     * new one (with `method`, when given, as the order's payment method from now on). The provider
     * is called outside any transaction (no lock is held while it answers); the new payment is kept
     * on the locked order row only if no other call kept one meanwhile, so two calls at once make
     * one payment (the other's stays unused at the provider and expires there). Null when the
     * order awaits no payment.
     */
    async ensure(orderId: number, method?: string): Promise<PaymentRow | null> {
      const usable = (order: { statusId: number; paymentMethod: string }, latest: PaymentRow | undefined) =>
        latest?.status === 'open' &&
        latest.provider === provider.name &&
        latest.method === (method ?? order.paymentMethod)
          ? latest
          : undefined;
      const order = await repo.order(orderId);
      if (order?.statusId !== 2 || !order.accessToken) return null;
      const open = usable(order, await repo.latest(orderId));
      if (open) return open;
      const wanted = method ?? order.paymentMethod;
      const created = await provider.create({
        amountCents: order.totalGross,
        description: order.languageId === 4 ? `Order ${order.number}` : `Bestelling ${order.number}`,
        method: wanted,
        redirectUrl: paymentReturnUrl(options.storefrontUrl, order.languageId, order.accessToken),
        webhookUrl: options.webhookUrl,
        locale: order.languageId === 4 ? 'en' : 'nl',
        orderId,
      });
      return repo.transaction(async (tx) => {
        const locked = await tx.lockOrder(orderId);
        if (locked?.statusId !== 2) return null;
        const kept = usable(locked, await tx.latest(orderId));
        if (kept) return kept;
        if (wanted !== locked.paymentMethod) await tx.setOrderPaymentMethod(orderId, wanted);
        // A new payment gets its method's full time (decision 042); the order never gets less than before.
        await tx.extendPaymentDue(orderId, deadline(wanted, now()));
        return tx.insert({
          orderId,
          provider: provider.name,
          providerPaymentId: created.id,
          status: created.status,
          method: wanted,
          amountGross: order.totalGross,
          checkoutUrl: created.checkoutUrl,
        });
      });
    },

    /**
     * The order's latest payment as the provider knows it now: an open one is asked about first
     * (the webhook may be late, or unable to reach us), then answered.
     */
    async current(orderId: number): Promise<PaymentRow | undefined> {
      try {
        return await refresh(orderId);
      } catch {
        // The provider did not answer: what we knew is still the best answer (the page asks again).
        return repo.latest(orderId);
      }
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
