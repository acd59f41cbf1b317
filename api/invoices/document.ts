/**
 * What an invoice or credit note says (decision 094), as kept in `invoices.document` and printed by
 * pdf.ts: every element of art. 226 of the VAT Directive (2006/112/EC) and art. 35a Wet OB that
 * applies to this shop's sales. Amounts are the order's own figures (the checkout's VAT per rate,
 * already right to the cent): nothing is recomputed for an invoice; a credit note takes its lines
 * at the invoice's unit prices and its rates' shares of discount and shipping from the invoice.
 */
import type { SellerIdentity } from '../shop/seller.ts';
import type { VatRegime } from '../tax/destination.ts';

export type Names = { nl: string; en: string };

export interface DocumentParty {
  company: string;
  name: string;
  /** street, house number, addition */
  street: string;
  /** postcode and city */
  place: string;
  country: Names;
  vat_number: string | null;
}

export interface DocumentLine {
  /** the order line credited or invoiced */
  order_line_id: number;
  sku: string;
  description: string;
  /** negative on a credit note */
  quantity: number;
  /** net cents per unit, excl. VAT */
  unit_net: number;
  /** gross cents per unit as charged (not printed: a credit note's refund share is taken from it) */
  unit_gross?: number;
  /** discount on the line not in its unit price (cents, excl. VAT); the order's code is its own line */
  discount_net: number;
  /** basis points */
  rate: number;
  /** quantity × unit − discount (cents, excl. VAT) */
  net: number;
}

export interface DocumentVatLine {
  /** basis points */
  rate: number;
  /** the taxable amount at this rate (cents, excl. VAT) */
  base: number;
  vat: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO timestamp: the invoice date is its day in the shop's time zone */
  issued_at: string;
  /** YYYY-MM-DD */
  supply_date: string;
  locale: 'nl' | 'en';
  order_number: string;
  /** a credit note's invoice */
  credit_for: { number: string; issued_at: string } | null;
  reason: 'return' | 'cancellation' | null;
  seller: SellerIdentity & { country_name: Names };
  buyer: DocumentParty;
  /** domestic or OSS: VAT charged; reverse_charge: art. 138 note (intra-Community supply); export: art. 146 zero rate */
  regime: VatRegime;
  lines: DocumentLine[];
  /** the order's discount code and its net amount (negative on an invoice, positive on a credit) */
  discount: { code: string | null; net: number; gross?: number } | null;
  /** shipping excl. VAT (negative on a credit note that refunds it) */
  shipping_net: number;
  /** shipping incl. VAT as charged (not printed) */
  shipping_gross?: number;
  vat_lines: DocumentVatLine[];
  total_net: number;
  total_vat: number;
  total_gross: number;
  /** VIES's consultation number of the buyer's VAT number (reverse charge, decision 072) */
  vies: { consultation_number: string; checked_at: string | null } | null;
}

const AMSTERDAM = 'Europe/Amsterdam';

/** The day of `at` in the shop's time zone: YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: AMSTERDAM,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The year of `at` in the shop's time zone (the number series' year). */
export const shopYear = (at: Date): number => Number(shopDay(at).slice(0, 4));

/** F-2026-000042 / C-2026-000007. */
export function documentNumber(kind: 'invoice' | 'credit_note', year: number, seq: number): string {
  return `${kind === 'invoice' ? 'F' : 'C'}-${year}-${String(seq).padStart(6, '0')}`;
}
