/**
 * The names of the shop's payment methods, by the id an order and the payment provider keep
 * (`ideal`, `bancontact`…): the one place that turns an id into what a person reads, so that no
 * page, mail or PDF shows a raw id.
 */
import type { Locale } from './locale.ts';

const names: Record<string, Record<Locale, string>> = {
  ideal: { nl: 'iDEAL', en: 'iDEAL' },
  bancontact: { nl: 'Bancontact', en: 'Bancontact' },
  creditcard: { nl: 'Creditcard', en: 'Credit card' },
  paypal: { nl: 'PayPal', en: 'PayPal' },
  klarna: { nl: 'Klarna achteraf betalen', en: 'Klarna pay later' },
  banktransfer: { nl: 'Overboeking', en: 'Bank transfer' },
};

/** The methods the shop offers, in the order of its checkout (the seeded shop settings). */
export const paymentMethodIds = Object.keys(names);

/** A payment method's name; an id the shop does not know yet is shown as it is rather than not at all. */
export function paymentMethodName(id: string, locale: Locale): string {
  return (Object.hasOwn(names, id) ? names[id]?.[locale] : undefined) ?? id;
}
