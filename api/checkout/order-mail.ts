/**
 * The order confirmation (decision 020): sent once, when the order is paid, in the language of the
 * checkout, to the invoice address's e-mail: the number, the lines, the totals, where it goes and
 * a link to the order's page.
 */
import { formatPrettyPrice } from '../../shared/format.ts';
import { en as enTexts } from '../../shared/i18n/en.ts';
import { nl as nlTexts } from '../../shared/i18n/nl.ts';
import type { Mail } from '../mail/mailer.ts';

export interface ConfirmationInput {
  to: string;
  locale: 'nl' | 'en';
  number: string;
  lines: { name: string; optionName: string; amount: number; priceGross: number }[];
  /** gross cents */
  shipping: number;
  discount: number;
  total: number;
  vat: number;
  /** the delivery address or pickup point as lines of text */
  deliverTo: string[];
  pickup: boolean;
  /** the storefront's page of this order (payment redirect page, with the order's secret) */
  link: string;
}

/** The shop's one money format (spec 9: EUR the Dutch way), in both languages. */
const money = (cents: number) => formatPrettyPrice(cents / 100);

export function confirmationMail(o: ConfirmationInput): Mail {
  const en = o.locale === 'en';
  const m = money;
  const lines = o.lines
    .map(
      (l) =>
        `${l.amount} × ${l.name}${l.optionName ? ` (${l.optionName})` : ''}  ${m(l.priceGross * l.amount)}`,
    )
    .join('\n');
  const totals = [
    ...(o.discount > 0 ? [`${en ? 'Discount' : 'Korting'}: − ${m(o.discount)}`] : []),
    `${en ? 'Shipping' : 'Verzendkosten'}: ${o.shipping === 0 ? (en ? 'Free' : 'Gratis') : m(o.shipping)}`,
    `${en ? 'Total' : 'Totaal'}: ${m(o.total)} (${en ? 'of which VAT' : 'waarvan btw'} ${m(o.vat)})`,
  ].join('\n');
  // The storefront's delivery promise (the slogan bar's), word for word; a pickup point is not "in huis".
  const promise = o.pickup ? '' : `\n\n${(en ? enTexts : nlTexts).slogan.delivery}.`;
  const where = `${o.pickup ? (en ? 'Pickup point' : 'Afhaalpunt') : en ? 'Delivery address' : 'Afleveradres'}:\n${o.deliverTo.join('\n')}${promise}`;
  return en
    ? {
        to: o.to,
        subject: `Order confirmation ${o.number}`,
        text: `Hello,\n\nThank you for your order at Koffie & Keuken. We have received your payment for order ${o.number}.\n\n${lines}\n\n${totals}\n\n${where}\n\nWe will let you know when it ships. You can follow your order here:\n\n${o.link}\n\nKoffie & Keuken`,
      }
    : {
        to: o.to,
        subject: `Orderbevestiging ${o.number}`,
        text: `Hallo,\n\nBedankt voor uw bestelling bij Koffie & Keuken. We hebben uw betaling voor bestelling ${o.number} ontvangen.\n\n${lines}\n\n${totals}\n\n${where}\n\nWe laten het u weten zodra de bestelling is verzonden. U kunt uw bestelling hier volgen:\n\n${o.link}\n\nKoffie & Keuken`,
      };
}
