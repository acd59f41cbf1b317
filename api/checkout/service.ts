/**
 * Checkout (decision 020), put together from its parts, each one job:
 * - choices.ts: the pickup points and the checkout's choices kept on the cart;
 * - order-input.ts: the place-order input checked, its addresses as the order keeps them;
 * - place-order.ts: the order placed in one transaction (idempotency.ts: its Idempotency-Key);
 * - payment.ts: the payment started after placing, and paying again;
 * - order-page.ts: the order's status for whoever holds its secret (order-token.ts);
 * - guest-account.ts: a guest's order turned into an account;
 * - confirmation.ts: the paid order's confirmation mail, once.
 */
import type { AuthService } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import type { Mail, MailAttachment } from '../mail/mailer.ts';
import { type PaymentDeadline, paymentDeadline } from '../orders/payment-expiry.ts';
import type { PaymentService } from '../payments/service.ts';
import { checkoutChoices } from './choices.ts';
import { orderConfirmations } from './confirmation.ts';
import type { CheckoutContext } from './context.ts';
import { guestAccounts } from './guest-account.ts';
import { orderPage } from './order-page.ts';
import { paymentRetries } from './payment.ts';
import { orderPlacing } from './place-order.ts';
import type { CheckoutRepository } from './repository.ts';

interface CheckoutOptions {
  cart: CartService;
  payments: PaymentService;
  auth: AuthService;
  send: (mail: Mail) => Promise<unknown>;
  storefrontUrl: string;
  now?: () => Date;
  /** when an unpaid order is cancelled, by its payment method (decision 042); default a day, bank transfer 14 */
  paymentDeadline?: PaymentDeadline;
  /** the paid order's invoice PDF for its confirmation mail (decision 094) */
  attachInvoice?: (orderId: number, locale: 'nl' | 'en') => Promise<MailAttachment[]>;
  /** the delivery promise to a country by a method, from the shipping data (decision 096) */
  deliveryPromise?: (countryId: number, methodId: number, locale: 'nl' | 'en') => Promise<string | null>;
}

export function createCheckoutService(repo: CheckoutRepository, options: CheckoutOptions) {
  const ctx: CheckoutContext = {
    repo,
    cart: options.cart,
    payments: options.payments,
    auth: options.auth,
    send: options.send,
    storefrontUrl: options.storefrontUrl,
    now: options.now ?? (() => new Date()),
    deadline: options.paymentDeadline ?? paymentDeadline(),
    attachInvoice: options.attachInvoice,
    deliveryPromise: options.deliveryPromise,
  };
  return {
    ...checkoutChoices(ctx),
    ...orderPlacing(ctx),
    ...orderPage(ctx),
    ...paymentRetries(ctx),
    ...guestAccounts(ctx),
    ...orderConfirmations(ctx),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
