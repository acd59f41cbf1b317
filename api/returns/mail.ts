/**
 * The acknowledgement of a withdrawal (CRD art. 11a(3), decision 093): sent at once, on a durable
 * medium (this mail), with the withdrawal's content (who, which order, which items), its date and
 * time in the shop's time zone, what is refunded and by when, and where the goods go back to (the
 * seller's address from the shop's settings).
 */

import type { Withdrawal } from '../../shared/contract/returns.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { type Block, renderMail } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import { formatSellerAddress, type SellerIdentity } from '../shop/seller.ts';

const money = (euros: number) => formatPrettyPrice(euros);

const TEXTS = {
  nl: {
    subject: (n: string) => `Bevestiging van uw herroeping – bestelling ${n}`,
    received: (at: string) =>
      `Wij hebben uw herroeping ontvangen op ${at}. Hieronder staat wat u ons meldde.`,
    content: 'Uw herroeping',
    name: 'Naam',
    email: 'E-mailadres',
    order: 'Bestelling',
    scope: 'Herroepen',
    whole: 'de hele bestelling',
    some: 'de artikelen hieronder',
    at: 'Datum en tijd',
    head: { item: 'Artikel', amount: 'Aantal', unit: '', total: 'Terug te betalen' },
    refund: (amount: string, due: string, shipping: boolean) =>
      `Wij betalen ${amount} terug${shipping ? ', inclusief de verzendkosten' : ''}, met dezelfde betaalmethode als uw betaling, uiterlijk op ${due}. Wij mogen wachten met terugbetalen tot wij de artikelen terug hebben ontvangen.`,
    sendBack: 'Stuur de artikelen binnen 14 dagen terug naar',
    keep: 'Bewaar deze e-mail: hij is uw bewijs van de herroeping.',
  },
  en: {
    subject: (n: string) => `Acknowledgement of your withdrawal – order ${n}`,
    received: (at: string) => `We received your withdrawal on ${at}. Below is what you told us.`,
    content: 'Your withdrawal',
    name: 'Name',
    email: 'E-mail address',
    order: 'Order',
    scope: 'Withdrawn from',
    whole: 'the whole order',
    some: 'the items below',
    at: 'Date and time',
    head: { item: 'Item', amount: 'Quantity', unit: '', total: 'To be refunded' },
    refund: (amount: string, due: string, shipping: boolean) =>
      `We will refund ${amount}${shipping ? ', including the shipping costs' : ''}, by the same means of payment you used, by ${due} at the latest. We may wait with the refund until we have received the items back.`,
    sendBack: 'Please send the items back within 14 days to',
    keep: 'Keep this e-mail: it is your proof of the withdrawal.',
  },
} as const;

const dueFormat = {
  nl: new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', dateStyle: 'long' }),
};

export function acknowledgementMail(input: {
  to: string;
  locale: 'nl' | 'en';
  withdrawal: Withdrawal;
  seller: SellerIdentity;
}): Mail {
  const { withdrawal: w, seller, locale } = input;
  const t = TEXTS[locale];
  const blocks: Block[] = [
    { p: t.received(w.created_at_local) },
    {
      lines: {
        title: t.content,
        lines: [
          `${t.name}: ${w.name}`,
          `${t.email}: ${w.email}`,
          `${t.order}: ${w.order_number}`,
          `${t.scope}: ${w.whole_order ? t.whole : t.some}`,
          `${t.at}: ${w.created_at_local}`,
        ],
      },
    },
    {
      items: {
        head: t.head,
        rows: w.returns.map((r) => ({
          name: r.name,
          option: r.option_name,
          amount: r.amount,
          unit: '',
          total: money(r.refund_gross),
        })),
      },
    },
    {
      p: t.refund(
        money(w.refund_gross),
        dueFormat[locale].format(new Date(w.refund_due_at)),
        w.shipping_refunded,
      ),
    },
    {
      lines: {
        title: t.sendBack,
        lines: [
          seller.legal_name || seller.trade_name,
          ...formatSellerAddress(seller.address).split(', '),
        ].filter(Boolean),
      },
    },
    { note: t.keep },
  ];
  return renderMail({
    to: input.to,
    subject: t.subject(w.order_number),
    locale,
    name: null,
    blocks,
  });
}
