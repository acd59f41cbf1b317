/**
 * An invoice or credit note as an A4 PDF (decision 094), in Dutch or English, from its kept
 * document (document.ts): every element art. 226 VAT Directive / art. 35a Wet OB asks of this
 * shop's sales, labelled so a reader (and the test, which reads the text back) finds each one.
 * Amounts to the cent (`€ 1.600,00`, not the shop's `,-`): an invoice states cents.
 * pdfkit with its built-in Helvetica, as the order PDF (customer/order-pdf.ts).
 */
import PDFDocument from 'pdfkit';
import { formatPrice } from '../../shared/format.ts';
import type { InvoiceDocument } from './document.ts';

type Locale = 'nl' | 'en';

const money = (cents: number) => formatPrice(cents / 100);
/** 2100 → "21%", 550 → "5,5%" (a decimal comma in both languages, as every amount has). */
const percent = (rate: number) => `${String(rate / 100).replace('.', ',')}%`;

export const INVOICE_LABELS = {
  nl: {
    invoice: 'Factuur',
    credit_note: 'Creditfactuur',
    number: { invoice: 'Factuurnummer', credit_note: 'Creditfactuurnummer' },
    date: { invoice: 'Factuurdatum', credit_note: 'Datum creditfactuur' },
    supply: 'Leverdatum',
    order: 'Bestelling',
    creditFor: (n: string, d: string) => `Creditering van factuur ${n} van ${d}`,
    reason: { return: 'Reden: retour', cancellation: 'Reden: annulering' },
    seller: 'Leverancier',
    buyer: 'Afnemer',
    sellerVat: 'Btw-id',
    kvk: 'KvK',
    buyerVat: 'Btw-id afnemer',
    head: ['Omschrijving', 'Aantal', 'Prijs excl. btw', 'Korting', 'Btw', 'Bedrag excl. btw'],
    discount: (code: string | null) => (code ? `Korting (${code})` : 'Korting'),
    shipping: 'Verzendkosten',
    totalNet: 'Totaal excl. btw',
    vatAt: (rate: string, base: string) => `Btw ${rate} over ${base}`,
    totalVat: 'Totaal btw',
    totalGross: 'Totaal incl. btw',
    reverseCharge:
      'Btw verlegd: intracommunautaire levering, 0% (art. 138 Btw-richtlijn 2006/112/EG; art. 9 lid 2 onder b Wet OB). De afnemer voldoet de btw.',
    vies: (n: string, d: string) => `VIES-raadplegingsnummer: ${n}${d ? ` (${d})` : ''}`,
    export: 'Btw 0%: uitvoer buiten de EU (art. 146 Btw-richtlijn 2006/112/EG; art. 9 lid 2 onder b Wet OB).',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    number: { invoice: 'Invoice number', credit_note: 'Credit note number' },
    date: { invoice: 'Invoice date', credit_note: 'Credit note date' },
    supply: 'Date of supply',
    order: 'Order',
    creditFor: (n: string, d: string) => `Credit for invoice ${n} of ${d}`,
    reason: { return: 'Reason: return', cancellation: 'Reason: cancellation' },
    seller: 'Supplier',
    buyer: 'Customer',
    sellerVat: 'VAT number',
    kvk: 'Chamber of Commerce',
    buyerVat: 'Customer VAT number',
    head: ['Description', 'Quantity', 'Unit price excl. VAT', 'Discount', 'VAT', 'Amount excl. VAT'],
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    totalNet: 'Total excl. VAT',
    vatAt: (rate: string, base: string) => `VAT ${rate} on ${base}`,
    totalVat: 'Total VAT',
    totalGross: 'Total incl. VAT',
    reverseCharge:
      'VAT reverse charged: intra-Community supply, 0% (Article 138 VAT Directive 2006/112/EC; art. 9(2)(b) Dutch VAT Act). The customer accounts for the VAT.',
    vies: (n: string, d: string) => `VIES consultation number: ${n}${d ? ` (${d})` : ''}`,
    export:
      'VAT 0%: export outside the EU (Article 146 VAT Directive 2006/112/EC; art. 9(2)(b) Dutch VAT Act).',
  },
} as const;

/** 2026-12-05 → "5 december 2026" / "5 December 2026". */
export function documentDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** The day of an ISO timestamp in the shop's time zone. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

/** The PDF's file name: factuur-F-2026-000001.pdf / credit-note-C-2026-000001.pdf. */
export function documentFileName(doc: Pick<InvoiceDocument, 'kind' | 'number'>, locale: Locale): string {
  const word =
    doc.kind === 'invoice'
      ? locale === 'en'
        ? 'invoice'
        : 'factuur'
      : locale === 'en'
        ? 'credit-note'
        : 'creditfactuur';
  return `${word}-${doc.number}.pdf`;
}

export function invoicePdf(
  doc: InvoiceDocument,
  locale: Locale,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const l = INVOICE_LABELS[locale];
  const title = doc.kind === 'invoice' ? l.invoice : l.credit_note;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${title} ${doc.number}`, Author: doc.seller.legal_name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const seller = doc.seller;
  pdf.font('Helvetica-Bold').fontSize(18).text(`${title} ${doc.number}`);
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  pdf.text(`${l.number[doc.kind]}: ${doc.number}`);
  pdf.text(`${l.date[doc.kind]}: ${documentDate(dayOf(doc.issued_at), locale)}`);
  pdf.text(`${l.supply}: ${documentDate(doc.supply_date, locale)}`);
  pdf.text(`${l.order}: ${doc.order_number}`);
  if (doc.credit_for)
    pdf.text(l.creditFor(doc.credit_for.number, documentDate(dayOf(doc.credit_for.issued_at), locale)));
  if (doc.reason) pdf.text(l.reason[doc.reason]);
  pdf.moveDown();

  const top = pdf.y;
  const party = (x: number, heading: string, lines: string[]) => {
    pdf.font('Helvetica-Bold').text(heading, x, top, { width: 240 });
    pdf.font('Helvetica');
    for (const line of lines.filter(Boolean)) pdf.text(line, x, undefined, { width: 240 });
    return pdf.y;
  };
  const sellerEnd = party(50, l.seller, [
    seller.legal_name,
    seller.trade_name !== seller.legal_name ? seller.trade_name : '',
    [seller.address.street, seller.address.house_number].filter(Boolean).join(' '),
    [seller.address.postcode, seller.address.city].filter(Boolean).join(' '),
    doc.seller.country_name[locale],
    `${l.sellerVat}: ${seller.vat_number}`,
    seller.kvk ? `${l.kvk}: ${seller.kvk}` : '',
  ]);
  const buyer = doc.buyer;
  const buyerEnd = party(310, l.buyer, [
    buyer.company,
    buyer.name,
    buyer.street,
    buyer.place,
    buyer.country[locale],
    buyer.vat_number ? `${l.buyerVat}: ${buyer.vat_number}` : '',
  ]);
  pdf.x = 50;
  pdf.y = Math.max(sellerEnd, buyerEnd) + 20;

  const columns = [
    { x: 50, w: 190, align: 'left' },
    { x: 242, w: 44, align: 'right' },
    { x: 288, w: 74, align: 'right' },
    { x: 364, w: 54, align: 'right' },
    { x: 420, w: 36, align: 'right' },
    { x: 458, w: 87, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    if (pdf.y > 760) pdf.addPage();
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      pdf.text(cell, c.x, y, { width: c.w, align: c.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 4;
  };
  row([...l.head], true);
  for (const line of doc.lines)
    row([
      line.description,
      String(line.quantity),
      money(line.unit_net),
      money(line.discount_net),
      percent(line.rate),
      money(line.net),
    ]);
  if (doc.discount) row([l.discount(doc.discount.code), '', '', '', '', money(doc.discount.net)]);
  if (doc.shipping_net !== 0 || doc.kind === 'invoice')
    row([l.shipping, '', '', '', '', money(doc.shipping_net)]);

  pdf.moveDown();
  const total = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, 250, y, { width: 200, align: 'right' });
    pdf.text(value, 458, y, { width: 87, align: 'right' });
    pdf.y = Math.max(pdf.y, y + 14);
  };
  total(l.totalNet, money(doc.total_net));
  for (const v of doc.vat_lines) total(l.vatAt(percent(v.rate), money(v.base)), money(v.vat));
  total(l.totalVat, money(doc.total_vat));
  total(l.totalGross, money(doc.total_gross), true);

  pdf.moveDown();
  pdf.x = 50;
  pdf.font('Helvetica').fontSize(9);
  if (doc.regime === 'reverse_charge') {
    pdf.text(`${l.reverseCharge} ${l.buyerVat}: ${buyer.vat_number ?? ''}.`, 50, undefined, { width: 495 });
    if (doc.vies) pdf.text(l.vies(doc.vies.consultation_number, doc.vies.checked_at?.slice(0, 10) ?? ''), 50);
  }
  if (doc.regime === 'export') pdf.text(l.export, 50, undefined, { width: 495 });
  pdf.moveDown();
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text(
      [
        seller.legal_name,
        seller.email,
        seller.phone,
        seller.kvk ? `${l.kvk} ${seller.kvk}` : '',
        `${l.sellerVat} ${seller.vat_number}`,
      ]
        .filter(Boolean)
        .join(' · '),
      50,
      undefined,
      { width: 495 },
    );
  pdf.end();
  return done;
}
