/**
 * An order as an A4 PDF (issue 5), in the request's language: shop, number, date, addresses,
 * lines and totals, euros the Dutch way. pdfkit with its built-in Helvetica (no font files).
 */
import PDFDocument from 'pdfkit';
import { SHOP_NAME } from '../../shared/brand.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { formatNumberIn } from '../../shared/format-number.ts';
import { reverseChargeNote } from '../../shared/vat-number.ts';
import type { Language } from '../http/language.ts';
import type { CustomerService } from './service.ts';

type Order = Awaited<ReturnType<CustomerService['order']>>;

/** The shop's one money format (spec 9), in both languages. */
const money = (cents: number) => formatPrettyPrice(cents / 100);

const labels = {
  nl: {
    title: 'Bestelling',
    date: 'Datum',
    invoice: 'Factuuradres',
    delivery: 'Afleveradres',
    product: 'Product',
    amount: 'Aantal',
    price: 'Prijs excl. btw',
    subtotal: 'Subtotaal',
    shipping: 'Verzendkosten',
    free: 'Gratis',
    discount: 'Korting',
    totalNet: 'Totaal excl. btw',
    totalGross: 'Totaal incl. btw',
    vat: (rate: string, base: string) => `Btw ${rate}% over ${base}`,
  },
  en: {
    title: 'Order',
    date: 'Date',
    invoice: 'Invoice address',
    delivery: 'Delivery address',
    product: 'Product',
    amount: 'Quantity',
    price: 'Price excl. VAT',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Discount',
    totalNet: 'Total excl. VAT',
    totalGross: 'Total incl. VAT',
    vat: (rate: string, base: string) => `VAT ${rate}% on ${base}`,
  },
};

function addressText(a: Record<string, unknown>): string {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return [
    s(a.company),
    [s(a.firstname), s(a.middle_name), s(a.lastname)].filter(Boolean).join(' '),
    [s(a.street), s(a.house_number), s(a.house_number_addition)].filter(Boolean).join(' '),
    [s(a.postcode), s(a.city)].filter(Boolean).join(' '),
    s(a.country),
  ]
    .filter(Boolean)
    .join('\n');
}

export function orderPdf(
  order: Order,
  lang: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const l = labels[lang.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${l.title} ${order.number}`, Author: SHOP_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = new Intl.DateTimeFormat(lang.locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(order.created_at));

  doc.font('Helvetica-Bold').fontSize(20).text(SHOP_NAME);
  doc.moveDown(0.5).font('Helvetica').fontSize(14).text(`${l.title} ${order.number}`);
  doc.fontSize(10).text(`${l.date}: ${date}`);
  doc.moveDown();
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .text(l.invoice, 50, top)
    .font('Helvetica')
    .text(addressText(order.invoice_address as Record<string, unknown>));
  doc
    .font('Helvetica-Bold')
    .text(l.delivery, 300, top)
    .font('Helvetica')
    .text(addressText(order.delivery_address as Record<string, unknown>), 300);
  doc.moveDown(2);

  const columns = [50, 330, 400, 480];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, columns[0], y, { width: 270 });
    const height = doc.y - y;
    doc.text(cells[1]!, columns[1], y, { width: 60, align: 'right' });
    doc.text(cells[2]!, columns[2], y, { width: 70, align: 'right' });
    doc.text(cells[3]!, columns[3], y, { width: 65, align: 'right' });
    doc.y = y + Math.max(height, 14) + 4;
  };
  doc.x = 50;
  row([l.product, l.amount, l.price, l.subtotal], true);
  for (const line of order.lines) {
    row([
      line.option_name ? `${line.name} (${line.option_name})` : line.name,
      String(line.amount),
      money(line.price_net),
      money(line.price_net * line.amount),
    ]);
  }
  doc.moveDown();
  const total = (label: string, value: string) => row([label, '', '', value]);
  total(l.shipping, order.shipping_net === 0 ? l.free : money(order.shipping_net));
  if (order.discount_net)
    total(
      `${l.discount}${order.discount_code ? ` (${order.discount_code})` : ''}`,
      `-${money(order.discount_net)}`,
    );
  total(l.totalNet, money(order.total_net));
  for (const v of order.vat_lines)
    total(l.vat(formatNumberIn(v.rate, lang.locale), money(v.base)), money(v.vat));
  total(l.totalGross, money(order.total_gross));
  if (order.reverse_charge && order.vat_number) {
    doc.moveDown();
    const vies = { consultationNumber: order.vies_consultation_number, checkedAt: order.vies_checked_at };
    doc.font('Helvetica').text(reverseChargeNote(lang.locale, order.vat_number, vies), 50);
  }
  doc.end();
  return done;
}
