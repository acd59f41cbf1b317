/**
 * What the shop needs from a payment provider (decision 020): create a payment that the visitor
 * completes on the provider's hosted page, and read a payment's status back. Implementations: the
 * built-in test provider (test-provider.ts, the default) and Mollie (mollie-provider.ts, with
 * MOLLIE_API_KEY). A status is only ever believed when read from the provider, never from a
 * webhook's body or a returning browser.
 */

/** Our payment statuses; the provider's own (Mollie: pending, authorized…) are mapped onto these. */
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface NewPayment {
  /** gross cents, more than 0 */
  amountCents: number;
  /** what the visitor reads at the provider, e.g. "Bestelling KK-2026-1009" */
  description: string;
  /** one of the shop's payment methods (shop settings), e.g. 'ideal' */
  method: string;
  /** where the provider sends the visitor back (the storefront's payment redirect page) */
  redirectUrl: string;
  /** where the provider reports a change (undefined: nobody outside could reach it; we ask instead) */
  webhookUrl: string | undefined;
  locale: 'nl' | 'en';
  orderId: number;
}

export interface CreatedPayment {
  /** the provider's id */
  id: string;
  /** the provider's hosted page where the visitor pays */
  checkoutUrl: string;
  status: PaymentStatus;
}

export interface PaymentProvider {
  readonly name: 'test' | 'mollie';
  create(payment: NewPayment): Promise<CreatedPayment>;
  /** The payment's status as the provider knows it now. */
  status(id: string): Promise<PaymentStatus>;
  /**
   * Refunds part or all of a paid payment (withdrawal and returns, decision 093); answers the
   * provider's refund id. Throws when the provider refuses.
   */
  refund(refund: NewRefund): Promise<{ id: string }>;
}

export interface NewRefund {
  /** the provider's payment id (tst_…, tr_…) */
  paymentId: string;
  /** gross cents, more than 0 */
  amountCents: number;
  description: string;
}

/** 1234 cents → '12.34' (Mollie's amount value). */
export const amountValue = (cents: number) => (cents / 100).toFixed(2);
