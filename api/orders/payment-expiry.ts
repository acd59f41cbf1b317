/**
 * How long an order may wait for its payment before it is cancelled and its stock returned
 * (decision 042). In line with how long the payment provider keeps a payment open: Mollie lets a
 * bank transfer stay open 12 days (its default), so such an order gets 14 days (2 days' margin for
 * the transfer to be booked); every other method (iDEAL, Bancontact, card, PayPal, Klarna) expires
 * at Mollie within minutes to hours, so a day is well past it. UNPAID_ORDER_EXPIRY_MINUTES sets the
 * day; a bank transfer never gets less than its 14 days.
 */

/** Every method but bank transfer: 24 hours, unless UNPAID_ORDER_EXPIRY_MINUTES says otherwise. */
export const DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES = 24 * 60;
/** Bank transfer: Mollie's 12 days and 2 days' margin. */
export const BANK_TRANSFER_EXPIRY_MINUTES = 14 * 24 * 60;

/** When an order paid with `method` from `from` on is due: after that, unpaid, it is cancelled. */
export type PaymentDeadline = (method: string, from: Date) => Date;

export function paymentDeadline(minutes = DEFAULT_UNPAID_ORDER_EXPIRY_MINUTES): PaymentDeadline {
  return (method, from) => {
    const wait = method === 'banktransfer' ? Math.max(minutes, BANK_TRANSFER_EXPIRY_MINUTES) : minutes;
    return new Date(from.getTime() + wait * 60_000);
  };
}
