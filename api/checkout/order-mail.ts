/**
 * The order confirmation (decision 020, issue 26): sent once, when the order is paid, in the
 * language of the checkout, to the invoice address's e-mail, in HTML and text (mail/layout.ts):
 * the customer's name, the order's lines (name, option, amount, unit and line price), discount,
 * shipping, the total and its VAT per rate (or the reverse-charge note), where it goes and a link
 * to the order's page.
 */
import { formatPrettyPrice } from '../../shared/format.ts';
import { reverseChargeNote, type ViesProof } from '../../shared/vat-number.ts';
import { type Block, type CustomerName, renderMail, type TotalRow } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

/** The VAT of one rate in the order: what the rate applies to and what it comes to. */
export interface VatAtRate {
  /** percent, e.g. 9 or 21 */
  rate: number;
  /** gross cents the rate applies to */
  base: number;
  /** VAT cents */
  amount: number;
}

export interface ConfirmationInput {
  to: string;
  locale: 'nl' | 'en';
  number: string;
  /** `priceGross`: the unit price in cents */
  lines: { name: string; optionName: string; amount: number; priceGross: number }[];
  /** gross cents */
  shipping: number;
  discount: number;
  total: number;
  /** the VAT per rate; a single number (cents) is the order's VAT total, printed as one line */
  vat: VatAtRate[] | number;
  /** a business customer in another EU country: no VAT charged, the legal note printed */
  reverseCharge?: boolean;
  /** the customer's VAT number (the reverse-charge note names it) */
  vatNumber?: string;
  /** VIES's consultation number and date of that number's check (decision 072) */
  vies?: ViesProof | null;
  /** who the mail greets; without it, a greeting without a name */
  customerName?: CustomerName | null;
  /** the delivery address or pickup point as lines of text */
  deliverTo: string[];
  pickup: boolean;
  /** the delivery promise for this order's country and method (api/shipping/promises.ts); none: not stated */
  promise?: string | null;
  /** the storefront's page of this order (payment redirect page, with the order's secret) */
  link: string;
}

/** The shop's one money format (spec 9: EUR the Dutch way), in both languages. */
const money = (cents: number) => formatPrettyPrice(cents / 100);

/** 9 → "9%", 5.5 → "5,5%" (a decimal comma in both languages, as every amount has). */
const percent = (rate: number) => `${String(Math.round(rate * 100) / 100).replace('.', ',')}%`;

const TEXTS = {
  nl: {
    subject: (n: string) => `Orderbevestiging ${n}`,
    intro: (n: string) =>
      `Bedankt voor uw bestelling. We hebben uw betaling voor bestelling ${n} ontvangen. Hieronder vindt u wat u heeft besteld.`,
    head: { item: 'Artikel', amount: 'Aantal', unit: 'Prijs per stuk', total: 'Bedrag' },
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzendkosten',
    free: 'Gratis',
    total: 'Totaal',
    vatLine: (rate: string, net: string) => `Btw ${rate} over ${net}`,
    vatTotal: 'Waarvan btw',
    pickup: 'Afhaalpunt',
    delivery: 'Afleveradres',
    follow: 'We laten het u weten zodra de bestelling is verzonden. U kunt uw bestelling hier volgen.',
    button: 'Bekijk uw bestelling',
    legal: 'Onze voorwaarden, om te bewaren',
    terms: 'Algemene voorwaarden (PDF)',
    privacy: 'Privacybeleid (PDF)',
    withdraw: 'Overeenkomst hier herroepen',
    withdrawNote:
      'Bedenkt u zich? U kunt uw bestelling binnen de bedenktijd herroepen zonder opgave van redenen, met de knop hieronder of met het modelformulier voor herroeping.',
    modelForm: 'Modelformulier voor herroeping',
  },
  en: {
    subject: (n: string) => `Order confirmation ${n}`,
    intro: (n: string) =>
      `Thank you for your order. We have received your payment for order ${n}. Below is what you ordered.`,
    head: { item: 'Item', amount: 'Quantity', unit: 'Unit price', total: 'Amount' },
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    vatLine: (rate: string, net: string) => `VAT ${rate} on ${net}`,
    vatTotal: 'Of which VAT',
    pickup: 'Pickup point',
    delivery: 'Delivery address',
    follow: 'We will let you know when it ships. You can follow your order here.',
    button: 'View your order',
    legal: 'Our terms, to keep',
    terms: 'Terms and conditions (PDF)',
    privacy: 'Privacy policy (PDF)',
    withdraw: 'Withdraw from contract here',
    withdrawNote:
      'Changed your mind? You may withdraw from your order within the withdrawal period without giving any reason, with the button below or with the model withdrawal form.',
    modelForm: 'Model withdrawal form',
  },
} as const;

/**
 * The terms and privacy statement as PDFs on the storefront that made the order's link (issue 40,
 * decision 091): the confirmation is the durable medium they go with.
 */
function legalLinks(o: ConfirmationInput, t: (typeof TEXTS)['nl' | 'en']): Block[] {
  let origin: string;
  try {
    origin = new URL(o.link).origin;
  } catch {
    return [];
  }
  if (!/^https?:/.test(origin)) return [];
  const pdf = (doc: string) => `${origin}/api/legal/${doc}.pdf?lang=${o.locale === 'en' ? 'en' : 'nl'}`;
  return [
    { lines: { title: t.legal, lines: [`${t.terms}: ${pdf('terms')}`, `${t.privacy}: ${pdf('privacy')}`] } },
  ];
}

/**
 * The withdrawal function (CRD art. 11a, decision 093) and the model withdrawal form, on the
 * storefront that made the order's link, with the order number filled in.
 */
function withdrawalLinks(o: ConfirmationInput, t: (typeof TEXTS)['nl' | 'en']): Block[] {
  let origin: string;
  try {
    origin = new URL(o.link).origin;
  } catch {
    return [];
  }
  if (!/^https?:/.test(origin)) return [];
  const en = o.locale === 'en';
  return [
    { p: t.withdrawNote },
    {
      button: {
        label: t.withdraw,
        url: `${origin}${en ? '/en/withdraw' : '/herroepen'}?order=${encodeURIComponent(o.number)}`,
      },
    },
    { p: `${t.modelForm}: ${origin}${en ? '/en/model-withdrawal-form' : '/modelformulier-herroeping'}` },
  ];
}

export function confirmationMail(o: ConfirmationInput): Mail {
  const t = TEXTS[o.locale === 'en' ? 'en' : 'nl'];
  const subtotal = o.lines.reduce((sum, l) => sum + l.priceGross * l.amount, 0);
  const vat: TotalRow[] =
    typeof o.vat === 'number'
      ? [{ label: t.vatTotal, value: money(o.vat), minor: true }]
      : [...o.vat]
          .sort((a, b) => b.rate - a.rate)
          .map((v) => ({
            // Dutch invoices state the rate's base excl. VAT; the input's base is gross.
            label: t.vatLine(percent(v.rate), money(v.base - v.amount)),
            value: money(v.amount),
            minor: true,
          }));
  const totals: TotalRow[] = [
    { label: t.subtotal, value: money(subtotal) },
    ...(o.discount > 0 ? [{ label: t.discount, value: `− ${money(o.discount)}` }] : []),
    { label: t.shipping, value: o.shipping === 0 ? t.free : money(o.shipping) },
    { label: t.total, value: money(o.total), strong: true },
    ...vat,
  ];
  // The delivery promise to this order's country by its method, worded from the shipping data
  // (decision 096): "morgen in huis" only where that is next day.
  const promise = o.promise ? [{ p: `${o.promise}.` }] : [];
  const blocks: Block[] = [
    { p: t.intro(o.number) },
    {
      items: {
        head: t.head,
        rows: o.lines.map((l) => ({
          name: l.name,
          option: l.optionName,
          amount: l.amount,
          unit: money(l.priceGross),
          total: money(l.priceGross * l.amount),
        })),
      },
    },
    { totals },
    ...(o.reverseCharge ? [{ p: reverseChargeNote(o.locale, o.vatNumber ?? '', o.vies) }] : []),
    { lines: { title: o.pickup ? t.pickup : t.delivery, lines: o.deliverTo } },
    ...promise,
    { p: t.follow },
    { button: { label: t.button, url: o.link } },
    ...legalLinks(o, t),
    ...withdrawalLinks(o, t),
  ];
  return renderMail({
    to: o.to,
    subject: t.subject(o.number),
    locale: o.locale,
    name: o.customerName,
    blocks,
  });
}
