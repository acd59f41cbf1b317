/**
 * Invoice and credit-note numbers and amounts (decision 094): one gapless series per kind and
 * calendar year (art. 226(2) VAT Directive: "a sequential number ... which uniquely identifies the
 * invoice"), also when payments come in at once and some of their transactions roll back; a credit
 * note names its invoice (art. 219) and all of an order's credit notes add up to its invoice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { invoiceCounters, invoices } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import type { InvoiceDocument } from './document.ts';
import { dealer, domestic, exported, insertOrder, lineIds, reverseCharged } from './fixtures.ts';
import { createInvoice, invoiceOfOrder, issueCreditNote } from './service.ts';

const docOf = (row: { document: unknown }) => row.document as InvoiceDocument;

describeEachDatabase('invoices', (driver) => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await createTestDatabase(driver);
    db = test.database.db;
  });
  afterAll(() => test?.close());

  it('numbers invoices 1, 2, 3 per calendar year in the shop time zone, and credit notes in their own series', async () => {
    const at = (iso: string) => ({ now: new Date(iso) });
    const a = await createInvoice(db, await insertOrder(db, domestic), at('2030-06-01T10:00:00Z'));
    const b = await createInvoice(db, await insertOrder(db, dealer), at('2030-12-31T22:30:00Z'));
    // 31 December 23:30 UTC is 1 January 00:30 in Amsterdam: the new year's first.
    const c = await createInvoice(db, await insertOrder(db, exported), at('2030-12-31T23:30:00Z'));
    const d = await createInvoice(db, await insertOrder(db, reverseCharged), at('2031-01-02T09:00:00Z'));
    expect([a, b, c, d].map((i) => i!.number)).toEqual([
      'F-2030-000001',
      'F-2030-000002',
      'F-2031-000001',
      'F-2031-000002',
    ]);
    expect(docOf(c!).supply_date).toBe('2031-01-01');
    const credit = await issueCreditNote(
      db,
      { orderId: a!.orderId!, lines: [], shippingRefunded: true, reason: 'return' },
      at('2030-07-01T10:00:00Z'),
    );
    expect(credit.number).toBe('C-2030-000001');
    // Invoicing an order again gives its invoice, not a new number.
    const again = await createInvoice(db, a!.orderId!, at('2030-06-02T10:00:00Z'));
    expect(again!.number).toBe('F-2030-000001');
  });

  it('keeps the order’s own totals and VAT per rate, to the cent', async () => {
    const invoice = await createInvoice(db, await insertOrder(db, domestic), {
      now: new Date('2032-03-01T10:00:00Z'),
    });
    const doc = docOf(invoice!);
    expect(doc.vat_lines).toEqual(domestic.vatLines);
    expect([doc.total_net, doc.total_vat, doc.total_gross]).toEqual([47_377, 9_730, 57_107]);
    expect(doc.discount).toEqual({ code: 'KORTING10', net: -5_200, gross: 6_268 });
    // the lines, discount and shipping add up to the taxable amounts
    expect(doc.lines.reduce((t, l) => t + l.net, 0) + doc.discount!.net + doc.shipping_net).toBe(
      doc.total_net,
    );
    expect(doc.regime).toBe('domestic');
    expect(doc.seller.vat_number).toMatch(/^NL\d{9}B\d{2}$/);
  });

  it('makes no invoice for an order that is not paid', async () => {
    const id = await insertOrder(db, { ...domestic, statusId: 2 });
    expect(await createInvoice(db, id)).toBeUndefined();
    await expect(
      issueCreditNote(db, { orderId: id, lines: [], shippingRefunded: true, reason: 'cancellation' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('credits a partial return at the invoice’s prices with its share of the discount, and the rest to the cent', async () => {
    const now = { now: new Date('2033-02-01T10:00:00Z') };
    const orderId = await insertOrder(db, domestic);
    const invoice = await createInvoice(db, orderId, now);
    const [machine, beans] = await lineIds(db, orderId);
    // One bag back: € 10 net less its 10 % (€ 1), at 9 %: € 9 + € 0,81 VAT.
    const first = await issueCreditNote(
      db,
      { orderId, lines: [{ orderLineId: beans!, amount: 1 }], shippingRefunded: false, reason: 'return' },
      now,
    );
    const [one] = await db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(docOf(one!).credit_for?.number).toBe(invoice!.number);
    expect(docOf(one!).vat_lines).toEqual([
      { rate: 2100, base: 0, vat: 0 },
      { rate: 900, base: -900, vat: -81 },
    ]);
    expect([one!.totalNet, one!.totalVat, one!.totalGross]).toEqual([-900, -81, -981]);
    // The rest, with shipping: together the two credit the whole invoice.
    const second = await issueCreditNote(
      db,
      {
        orderId,
        lines: [
          { orderLineId: machine!, amount: 1 },
          { orderLineId: beans!, amount: 1 },
        ],
        shippingRefunded: true,
        reason: 'return',
      },
      now,
    );
    const [two] = await db.select().from(invoices).where(eq(invoices.id, second.id));
    expect(one!.totalNet + two!.totalNet).toBe(-invoice!.totalNet);
    expect(one!.totalVat + two!.totalVat).toBe(-invoice!.totalVat);
    const perRate = docOf(two!).vat_lines.map((v, i) => v.base + docOf(one!).vat_lines[i]!.base);
    expect(perRate).toEqual(domestic.vatLines.map((v) => -v.base));
    const two$ = docOf(two!);
    expect(two$.lines.reduce((t, l) => t + l.net, 0) + (two$.discount?.net ?? 0) + two$.shipping_net).toBe(
      two!.totalNet,
    );
  });

  it('credits lines at two rates each at its price less its share of the discount, as the refund pays it', async () => {
    const now = { now: new Date('2033-03-01T10:00:00Z') };
    const orderId = await insertOrder(db, domestic);
    await createInvoice(db, orderId, now);
    const [machine, beans] = await lineIds(db, orderId);
    const { id } = await issueCreditNote(
      db,
      {
        orderId,
        lines: [
          { orderLineId: machine!, amount: 1 },
          { orderLineId: beans!, amount: 1 },
        ],
        shippingRefunded: false,
        reason: 'return',
      },
      now,
    );
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    // The machine: € 605 less 6 268 × 60 500 / 62 680 = € 60,50 (net € 500 less € 50); a bag:
    // € 10,90 less € 1,09 (net € 10 less € 1). Refunded: € 544,50 + € 9,81 = € 554,31.
    expect(docOf(row!).vat_lines).toEqual([
      { rate: 2100, base: -45_000, vat: -9_450 },
      { rate: 900, base: -900, vat: -81 },
    ]);
    expect(row!.totalGross).toBe(-55_431);
    expect(docOf(row!).discount).toEqual({ code: 'KORTING10', net: 5_100 });
  });

  it('refuses to credit more than was invoiced, and writes nothing then', async () => {
    const now = { now: new Date('2034-05-01T10:00:00Z') };
    const orderId = await insertOrder(db, dealer);
    await createInvoice(db, orderId, now);
    const [line] = await lineIds(db, orderId);
    const credit = (lines: { orderLineId: number; amount: number }[], shippingRefunded = false) =>
      issueCreditNote(db, { orderId, lines, shippingRefunded, reason: 'return' }, now);
    await credit([{ orderLineId: line!, amount: 2 }], true);
    for (const bad of [
      () => credit([{ orderLineId: line!, amount: 2 }]), // 3 ordered, 2 credited: 1 left
      () => credit([{ orderLineId: line!, amount: 0 }]),
      () => credit([{ orderLineId: 999_999, amount: 1 }]),
      () => credit([], true), // shipping credited already
      () => credit([]),
    ])
      await expect(bad()).rejects.toBeInstanceOf(HttpError);
    const last = await credit([{ orderLineId: line!, amount: 1 }]);
    // the refused ones took no number
    expect(last.number).toBe('C-2034-000002');
  });

  it('numbers concurrent payments gaplessly, also when some of their transactions roll back', async () => {
    const repo = createPaymentRepository(db);
    const ids = await Promise.all(
      Array.from({ length: 12 }, () => insertOrder(db, { ...dealer, statusId: 2 })),
    );
    const year = new Date().getUTCFullYear();
    const counter = async () =>
      (
        await db
          .select({ last: invoiceCounters.last })
          .from(invoiceCounters)
          .where(and(eq(invoiceCounters.kind, 'invoice'), sql`${invoiceCounters.year} >= ${year}`))
      ).reduce((t, r) => t + r.last, 0);
    const before = await counter();
    const results = await Promise.allSettled(
      ids.map((id, i) =>
        repo.transaction(async (tx) => {
          await tx.markOrderPaid(id);
          if (i % 3 === 0) throw new Error('rolled back after numbering');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    const made = (await Promise.all(ids.map((id) => invoiceOfOrder(db, id)))).filter((r) => r !== undefined);
    expect(made).toHaveLength(8);
    expect(await counter()).toBe(before + 8);
    const seqs = made.map((r) => r.seq).sort((a, b) => a - b);
    // No gaps: exactly the 8 numbers after the ones given before, whatever the years.
    const all = await db
      .select({ seq: invoices.seq, year: invoices.year })
      .from(invoices)
      .where(
        and(eq(invoices.kind, 'invoice'), sql`${invoices.year} >= ${year}`, sql`${invoices.year} < 2030`),
      );
    for (const y of new Set(all.map((r) => r.year))) {
      const list = all
        .filter((r) => r.year === y)
        .map((r) => r.seq)
        .sort((a, b) => a - b);
      expect(list).toEqual(list.map((_, i) => i + 1));
    }
    expect(seqs.length).toBe(8);
  });
});

describe('document numbers', () => {
  it('reads as the series letter, the year and six digits', async () => {
    const { documentNumber } = await import('./document.ts');
    expect(documentNumber('invoice', 2026, 42)).toBe('F-2026-000042');
    expect(documentNumber('credit_note', 2026, 7)).toBe('C-2026-000007');
  });
});
