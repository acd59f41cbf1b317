/**
 * Paying for an order (decision 020): the payment is made right after the order is placed, on the
 * locked order row (payments/service.ts `ensure`); if the provider fails, the order stands and
 * its page offers to pay again.
 */
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { euros } from '../lib/money.ts';
import { type PaymentService, paymentReturnUrl } from '../payments/service.ts';
import type { CheckoutContext } from './context.ts';
import { checkPaymentMethod } from './order-input.ts';
import { orderOfToken } from './order-token.ts';
import type { OrderRow } from './repository.ts';

const text = {
  paymentUnavailable: {
    nl: 'Uw bestelling is opgeslagen, maar de betaling kon niet worden gestart. Probeer het opnieuw.',
    en: 'Your order is saved, but the payment could not be started. Please try again.',
  },
  notAwaitingPayment: {
    nl: 'Deze bestelling wacht niet (meer) op betaling.',
    en: 'This order is not awaiting payment.',
  },
};

/** What the place-order call answers, for a new order and a repeated request alike. */
export async function startPayment({ payments, storefrontUrl }: CheckoutContext, order: OrderRow) {
  let payment: Awaited<ReturnType<PaymentService['ensure']>> = null;
  try {
    payment = await payments.ensure(order.id);
  } catch {
    // The provider failed: the order stands, and its page offers to pay (retryPayment).
  }
  return {
    order: {
      id: order.id,
      number: order.number,
      status_id: order.statusId,
      total_gross: euros(order.totalGross),
      /** 0 % VAT, reverse charged; else why not (the invoice's VAT number's check, decision 072) */
      reverse_charge: order.reverseCharge,
      vat_check: order.vatCheck,
    },
    // Paid already (a repeated request after paying), or no payment could be made: the order's page.
    redirect_url:
      payment?.checkoutUrl ?? paymentReturnUrl(storefrontUrl, order.languageId, order.accessToken!),
  };
}

export function paymentRetries(ctx: CheckoutContext) {
  const { repo, cart, payments } = ctx;
  return {
    /** `POST checkout/orders/{token}/retryPayment`: a payment for an order still awaiting one. */
    async retryPayment(token: string, lang: Language, method?: string) {
      const order = await orderOfToken(repo, token);
      if (method !== undefined) await checkPaymentMethod(cart, method);
      // What the provider knows first: a payment that was paid meanwhile needs no other.
      await payments.current(order.id);
      let payment: Awaited<ReturnType<PaymentService['ensure']>>;
      try {
        payment = await payments.ensure(order.id, method);
      } catch {
        throw new HttpError(502, 'payment_unavailable', text.paymentUnavailable[lang.locale]);
      }
      if (!payment) throw new HttpError(409, 'not_awaiting_payment', text.notAwaitingPayment[lang.locale]);
      return { redirect_url: payment.checkoutUrl };
    },
  };
}
