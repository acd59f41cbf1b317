/**
 * Invoices and credit notes (issue 40, decision 094).
 * - `createInvoice`: the invoice of an order that became paid, written in the transaction that
 *   marks it paid (payments/repository.ts), so every paid order has exactly one;
 * - `issueCreditNote`: a credit note for what is returned or cancelled after payment, naming its
 *   invoice; what all credit notes of an order credit never exceeds what was invoiced, and when
 *   everything is credited they add up to the invoice to the cent;
 * - numbers: `F-<year>-<seq>` and `C-<year>-<seq>`, each series gapless per calendar year (the shop's
 *   time zone): the counter row is taken under its lock in the writing transaction, so a rollback
 *   gives the number back and concurrent payments queue for it (not a sequence, which leaves gaps).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, invoiceCounters, invoices, orderLines, orders } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { grossCents } from '../lib/money.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { sellerIdentity } from '../shop/seller.ts';
import { HOME_COUNTRY_ISO, type VatRegime } from '../tax/destination.ts';
import {
  type DocumentLine,
  type DocumentVatLine,
  documentNumber,
  type InvoiceDocument,
  type Names,
  shopDay,
  shopYear,
} from './document.ts';
import { documentAttachment, queueCreditNoteMail } from './mail.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type Kind = InvoiceRow['kind'];

/** The next number of a series: the counter row of (kind, year), created or raised under its lock. */
export async function nextNumber(db: Db, kind: Kind, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

type Address = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : '');

async function countryNames(
  db: Db,
  ids: number[],
): Promise<Map<number, Names & { iso: string; eu: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(countries).where(inArray(countries.id, ids));
  return new Map(rows.map((c) => [c.id, { nl: c.nameNl, en: c.nameEn, iso: c.iso, eu: c.eu }]));
}

function partyOf(a: Address, country: Names, vatNumber: string | null) {
  return {
    company: s(a.company),
    name: [s(a.firstname), s(a.middle_name), s(a.lastname)].filter(Boolean).join(' '),
    street: [s(a.street), s(a.house_number), s(a.house_number_addition)].filter(Boolean).join(' '),
    place: [s(a.postcode), s(a.city)].filter(Boolean).join(' '),
    country,
    vat_number: vatNumber,
  };
}

/** The order's invoice when it has one. */
export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

/**
 * Writes the invoice of a paid order (inside the caller's transaction when `db` is one), once: an
 * order that has one keeps it. Undefined when the order is unknown or not paid.
 */
export async function createInvoice(
  db: Db,
  orderId: number,
  options: { now?: Date } = {},
): Promise<InvoiceRow | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    // Paid (3) and what follows it (4-6: processed, shipped, delivered); not awaiting payment or cancelled.
    if (!order || order.statusId < 3 || order.statusId > 6) return undefined;
    const existing = await invoiceOfOrder(tx, orderId);
    if (existing) return existing;
    const issuedAt = options.now ?? new Date();
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const invoiceAddress = order.invoiceAddress as Address;
    const deliveryAddress = order.deliveryAddress as Address;
    const deliveryCountryId = Number(deliveryAddress.country_id ?? invoiceAddress.country_id);
    const invoiceCountryId = Number(invoiceAddress.country_id ?? deliveryCountryId);
    const seller = await sellerIdentity(tx);
    const sellerCountry = await tx
      .select()
      .from(countries)
      .where(eq(countries.iso, seller.address.country || HOME_COUNTRY_ISO));
    const names = await countryNames(tx, [deliveryCountryId, invoiceCountryId].filter(Number.isFinite));
    const to = names.get(deliveryCountryId);
    const regime: VatRegime = order.reverseCharge
      ? 'reverse_charge'
      : !to || to.iso === HOME_COUNTRY_ISO
        ? 'domestic'
        : to.eu
          ? 'oss'
          : 'export';
    const docLines: DocumentLine[] = lines.map((l) => ({
      order_line_id: l.id,
      sku: l.sku,
      description: l.optionName ? `${l.name} (${l.optionName})` : l.name,
      quantity: l.amount,
      unit_net: l.priceNet,
      unit_gross: l.priceGross,
      discount_net: 0,
      rate: l.vatRate,
      net: l.priceNet * l.amount,
    }));
    // The checkout's VAT per rate is the invoice's (orders before it was kept: one rate, the totals').
    const vatLines: DocumentVatLine[] = order.vatLines.length
      ? order.vatLines.map((v) => ({ rate: v.rate, base: v.base, vat: v.vat }))
      : [{ rate: lines[0]?.vatRate ?? 0, base: order.totalNet, vat: order.totalGross - order.totalNet }];
    const totalVat = vatLines.reduce((sum, v) => sum + v.vat, 0);
    const year = shopYear(issuedAt);
    const seq = await nextNumber(tx, 'invoice', year);
    const number = documentNumber('invoice', year, seq);
    const document: InvoiceDocument = {
      kind: 'invoice',
      number,
      issued_at: issuedAt.toISOString(),
      // Paid is when the shop supplies (it ships from stock within the promised days); the
      // invoice is issued the same moment, so the supply date is the invoice date.
      supply_date: shopDay(issuedAt),
      locale: order.languageId === 4 ? 'en' : 'nl',
      order_number: order.number,
      credit_for: null,
      reason: null,
      seller: {
        ...seller,
        country_name: sellerCountry[0]
          ? { nl: sellerCountry[0].nameNl, en: sellerCountry[0].nameEn }
          : { nl: seller.address.country, en: seller.address.country },
      },
      buyer: partyOf(
        invoiceAddress,
        names.get(invoiceCountryId) ?? { nl: s(invoiceAddress.country), en: s(invoiceAddress.country) },
        order.vatNumber,
      ),
      regime,
      lines: docLines,
      discount: order.discountNet
        ? { code: order.discountCode, net: -order.discountNet, gross: order.discountGross }
        : null,
      shipping_net: order.shippingNet,
      shipping_gross: order.shippingGross,
      vat_lines: vatLines,
      total_net: order.totalNet,
      total_vat: totalVat,
      total_gross: order.totalNet + totalVat,
      vies:
        order.reverseCharge && order.viesConsultationNumber
          ? {
              consultation_number: order.viesConsultationNumber,
              checked_at: order.viesCheckedAt?.toISOString() ?? null,
            }
          : null,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: 'invoice',
        number,
        year,
        seq,
        orderId,
        customerId: order.customerId,
        issuedAt,
        supplyDate: document.supply_date,
        languageId: order.languageId,
        totalNet: document.total_net,
        totalVat: document.total_vat,
        totalGross: document.total_gross,
        document,
      })
      .returning();
    return row!;
  });
}

export interface CreditNoteInput {
  orderId: number;
  /** `amount`: how many of the order line are credited now */
  lines: Array<{ orderLineId: number; amount: number }>;
  /** the outbound shipping is refunded too (the whole order returned, or cancelled) */
  shippingRefunded: boolean;
  reason: 'return' | 'cancellation';
}

/** `total` over `weights` (largest remainder, ties to the earlier), as the checkout splits amounts over rates. */
function splitCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A line's gross unit price as charged (kept on the invoice; else its net grossed at its rate). */
const unitGross = (l: DocumentLine) => l.unit_gross ?? grossCents(l.unit_net, l.rate);

/** Per rate, what is credited: net and gross. */
type Credit = Map<number, { net: number; gross: number }>;

/**
 * What part of the invoice `lines` (and its shipping, when `shipping`) are, per rate: each line at
 * its price less its share of the order's discount (in proportion to the line's part of all lines,
 * net and gross each, rounded per line: what the refund of a return pays, returns/service.ts), the
 * shipping split over the rates as the checkout splits it (by gross after discount).
 */
function partialCredit(
  doc: InvoiceDocument,
  lines: Array<{ line: DocumentLine; amount: number }>,
  shipping: boolean,
): Credit {
  const credit: Credit = new Map(doc.vat_lines.map((v) => [v.rate, { net: 0, gross: 0 }]));
  const allNet = doc.lines.reduce((t, l) => t + l.unit_net * l.quantity, 0);
  const allGross = doc.lines.reduce((t, l) => t + unitGross(l) * l.quantity, 0);
  const discountNet = -(doc.discount?.net ?? 0);
  const discountGross = doc.discount?.gross ?? grossCents(discountNet, doc.vat_lines[0]?.rate ?? 0);
  for (const { line, amount } of lines) {
    const net = line.unit_net * amount;
    const gross = unitGross(line) * amount;
    const c = credit.get(line.rate) ?? { net: 0, gross: 0 };
    c.net += net - (allNet > 0 ? Math.round((discountNet * net) / allNet) : 0);
    c.gross += gross - (allGross > 0 ? Math.round((discountGross * gross) / allGross) : 0);
    credit.set(line.rate, c);
  }
  if (shipping && doc.shipping_net !== 0) {
    const rates = doc.vat_lines.map((v) => v.rate);
    const weights = rates.map((r) => {
      const at = doc.lines.filter((l) => l.rate === r);
      return at.reduce((t, l) => t + unitGross(l) * l.quantity, 0);
    });
    const shippingGross = doc.shipping_gross ?? grossCents(doc.shipping_net, rates[0] ?? 0);
    const grossParts = splitCents(shippingGross, weights);
    const netParts = splitCents(doc.shipping_net, weights);
    rates.forEach((r, i) => {
      const c = credit.get(r)!;
      c.net += netParts[i]!;
      c.gross += grossParts[i]!;
    });
  }
  return credit;
}

const text = {
  notPaid: 'This order has no invoice (it is not paid), so nothing can be credited',
  unknownLine: (id: number) => `Order line ${id} is not on this order's invoice`,
  tooMany: (id: number, left: number) => `Order line ${id}: at most ${left} more can be credited`,
  nothing: 'Nothing to credit: name at least one line or the shipping',
  shippingDone: 'The shipping of this order was credited already',
};

/**
 * A credit note for what is returned or cancelled after payment (the returns' and cancellations'
 * caller decides what). 400 when it would credit more than was invoiced, 409 when the order has no
 * invoice (not paid); nothing is written then.
 */
export async function issueCreditNote(
  db: Db,
  input: CreditNoteInput,
  options: { now?: Date } = {},
): Promise<{ id: number; number: string }> {
  return db.transaction(async (tx) => {
    const invoice =
      (await createInvoice(tx, input.orderId, options)) ?? (await invoiceOfOrder(tx, input.orderId));
    if (!invoice) throw new HttpError(409, 'not_invoiced', text.notPaid);
    // One credit note of an invoice at a time: the invoice row is the lock.
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
    const doc = invoice.document as InvoiceDocument;
    const earlier = await tx
      .select({ document: invoices.document })
      .from(invoices)
      .where(and(eq(invoices.creditForId, invoice.id), eq(invoices.kind, 'credit_note')));
    const before = new Map<number, number>();
    let shippingBefore = false;
    for (const e of earlier) {
      const d = e.document as InvoiceDocument;
      for (const l of d.lines) before.set(l.order_line_id, (before.get(l.order_line_id) ?? 0) - l.quantity);
      if ((d as { shipping_credited?: boolean }).shipping_credited) shippingBefore = true;
    }
    const after = new Map(before);
    for (const { orderLineId, amount } of input.lines) {
      const line = doc.lines.find((l) => l.order_line_id === orderLineId);
      if (!line) throw new HttpError(400, 'validation_failed', text.unknownLine(orderLineId));
      if (!Number.isInteger(amount) || amount < 1)
        throw new HttpError(
          400,
          'validation_failed',
          `Order line ${orderLineId}: amount must be a whole number of at least 1`,
        );
      const total = (after.get(orderLineId) ?? 0) + amount;
      if (total > line.quantity)
        throw new HttpError(
          400,
          'validation_failed',
          text.tooMany(orderLineId, line.quantity - (after.get(orderLineId) ?? 0)),
        );
      after.set(orderLineId, total);
    }
    if (input.shippingRefunded && shippingBefore)
      throw new HttpError(400, 'validation_failed', text.shippingDone);
    const shippingNow = input.shippingRefunded;
    if (input.lines.length === 0 && !shippingNow) throw new HttpError(400, 'validation_failed', text.nothing);
    // Everything credited after this one: the invoice less the earlier credit notes, to the cent.
    const complete =
      doc.lines.every((l) => (after.get(l.order_line_id) ?? 0) === l.quantity) &&
      (shippingBefore || shippingNow || doc.shipping_net === 0);
    const chosen = input.lines.map(({ orderLineId, amount }) => ({
      line: doc.lines.find((l) => l.order_line_id === orderLineId)!,
      amount,
    }));
    let credit: Credit;
    if (complete) {
      credit = new Map(doc.vat_lines.map((v) => [v.rate, { net: v.base, gross: v.base + v.vat }]));
      for (const e of earlier)
        for (const v of (e.document as InvoiceDocument).vat_lines) {
          const c = credit.get(v.rate);
          if (c) {
            c.net += v.base;
            c.gross += v.base + v.vat;
          }
        }
    } else credit = partialCredit(doc, chosen, shippingNow);
    const vatLines: DocumentVatLine[] = doc.vat_lines.map(({ rate }) => {
      const c = credit.get(rate)!;
      return { rate, base: -c.net, vat: -(c.gross - c.net) };
    });
    // Shown as the lines, the shipping and what of the discount comes back: they add up to the total.
    const linesNet = chosen.reduce((t, c) => t + c.line.unit_net * c.amount, 0);
    const shippingCredited = shippingNow ? doc.shipping_net : 0;
    const discountCredited = linesNet + shippingCredited + vatLines.reduce((t, v) => t + v.base, 0);
    const lines: DocumentLine[] = input.lines.map(({ orderLineId, amount }) => {
      const line = doc.lines.find((l) => l.order_line_id === orderLineId)!;
      return { ...line, quantity: -amount, discount_net: 0, net: -line.unit_net * amount };
    });
    const totalNet = vatLines.reduce((t, v) => t + v.base, 0);
    const totalVat = vatLines.reduce((t, v) => t + v.vat, 0);
    const issuedAt = options.now ?? new Date();
    const year = shopYear(issuedAt);
    const seq = await nextNumber(tx, 'credit_note', year);
    const number = documentNumber('credit_note', year, seq);
    const document: InvoiceDocument & { shipping_credited: boolean } = {
      ...doc,
      kind: 'credit_note',
      number,
      issued_at: issuedAt.toISOString(),
      supply_date: shopDay(issuedAt),
      credit_for: { number: doc.number, issued_at: doc.issued_at },
      reason: input.reason,
      lines,
      discount: discountCredited ? { code: doc.discount?.code ?? null, net: discountCredited } : null,
      shipping_net: -shippingCredited,
      shipping_credited: shippingNow,
      vat_lines: vatLines,
      total_net: totalNet,
      total_vat: totalVat,
      total_gross: totalNet + totalVat,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: 'credit_note',
        number,
        year,
        seq,
        orderId: invoice.orderId,
        customerId: invoice.customerId,
        creditForId: invoice.id,
        reason: input.reason,
        issuedAt,
        supplyDate: document.supply_date,
        languageId: invoice.languageId,
        totalNet,
        totalVat,
        totalGross: document.total_gross,
        document,
      })
      .returning({ id: invoices.id, number: invoices.number });
    // Its mail, with the PDF, in the order's language, to the invoice address (decision 094).
    const [order] = invoice.orderId
      ? await tx
          .select({ invoiceAddress: orders.invoiceAddress })
          .from(orders)
          .where(eq(orders.id, invoice.orderId))
      : [];
    const to = (order?.invoiceAddress ?? {}) as { email?: string; firstname?: string; lastname?: string };
    if (to.email)
      await queueCreditNoteMail(
        tx,
        document,
        { ...to, email: to.email },
        invoice.languageId === 4 ? 'en' : 'nl',
      );
    return row!;
  });
}

/** The paid order's invoice as a mail attachment; none when the order has none (not paid). */
export async function invoiceAttachment(
  db: Db,
  orderId: number,
  locale: 'nl' | 'en',
): Promise<MailAttachment[]> {
  const invoice = await createInvoice(db, orderId);
  return invoice ? [await documentAttachment(invoice.document as InvoiceDocument, locale)] : [];
}

/** An order's invoice and credit notes, oldest first. */
export async function documentsOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}
