/**
 * The invoice of a paid order end to end (decision 094): paying makes it, the confirmation mail
 * carries its PDF, the order's page (guest) and the dashboard (customer) list and serve it, and a
 * credit note's mail carries its own. Nobody else's documents: 401 and 404.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { extractText } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { invoiceSummary } from '../../shared/contract/invoices.ts';
import { checkoutFixtures, headersOf, tokenOf } from '../checkout/checkout-fixtures.ts';
import { outbox } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { lineIds } from './fixtures.ts';
import { invoiceOfOrder, issueCreditNote } from './service.ts';

const pdfText = async (body: Buffer) =>
  (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/[\s\u00a0]+/g, ' ');

/** supertest's answer body as bytes (a PDF). */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describeEachDatabase('invoices of paid orders', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    await f.reserveOptions(6);
    for (const email of ['klant@demo.nl', 'dealer@demo.nl']) tokens[email] = await f.login(email);
  });
  const as = (email: string, lang: 1 | 4 = 1) => ({ ...headersOf({ lang }), Authorization: tokens[email]! });

  it('paying makes the invoice; the confirmation mail carries it; the order’s secret lists and serves it', async () => {
    const email = `koper-${randomBytes(4).toString('hex')}@example.com`;
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 2 }], { lang: 4 });
    const res = await f.placeOrder(
      who,
      f.orderBody(cart, { invoice: { ...f.orderBody(cart).invoice, email } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    // Not paid yet: no invoice.
    expect(await invoiceOfOrder(db(), placed.order.id)).toBeUndefined();
    const token = tokenOf(await f.payAtTestProvider(placed.redirect_url, 'paid'));
    const invoice = await invoiceOfOrder(db(), placed.order.id);
    expect(invoice?.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice?.totalGross).toBe((await f.order(placed.order.id)).totalGross);

    const [mail] = await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    expect(mail?.subject).toMatch(/^Order confirmation/);
    expect(mail?.attachments?.map((a) => [a.filename, a.content_type])).toEqual([
      [`invoice-${invoice!.number}.pdf`, 'application/pdf'],
      // and the terms, on the durable medium (decision 091)
      ['terms-and-conditions.pdf', 'application/pdf'],
    ]);
    expect(await pdfText(Buffer.from(mail!.attachments![0]!.content, 'base64'))).toContain(
      `Invoice number: ${invoice!.number}`,
    );

    const list = await request(t.app)
      .get(`/api/checkout/orders/${token}/invoices`)
      .set(headersOf({ lang: 4 }))
      .expect(200);
    expect(list.body.data).toHaveLength(1);
    const item = invoiceSummary.validateSync(list.body.data[0], { strict: true });
    expect(item).toMatchObject({ kind: 'invoice', number: invoice!.number, credit_for: null });
    const pdf = await binary(
      request(t.app)
        .get(`/api${item.pdf_path}`)
        .set(headersOf({ lang: 1 })),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factuur-${invoice!.number}.pdf"`);
    expect(await pdfText(pdf.body as Buffer)).toContain(`Factuurnummer: ${invoice!.number}`);
    // Another order's secret, or none of the right shape: 404.
    await request(t.app)
      .get(`/api/checkout/orders/${'x'.repeat(43)}/invoices`)
      .expect(404);
    await request(t.app).get(`/api/checkout/orders/${token}/invoices/999999/pdf`).expect(404);

    // A credit note: its mail with its PDF, listed after the invoice and naming it.
    const [line] = await lineIds(db(), placed.order.id);
    const credit = await issueCreditNote(db(), {
      orderId: placed.order.id,
      lines: [{ orderLineId: line!, amount: 1 }],
      shippingRefunded: false,
      reason: 'return',
    });
    const [creditMail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id));
    expect(creditMail?.subject).toBe(`Credit note ${credit.number}`);
    expect(creditMail?.text).toContain(invoice!.number);
    expect(creditMail?.attachments?.[0]?.filename).toBe(`credit-note-${credit.number}.pdf`);
    const after = await request(t.app).get(`/api/checkout/orders/${token}/invoices`).expect(200);
    expect(
      after.body.data.map((d: { kind: string; credit_for: string | null }) => [d.kind, d.credit_for]),
    ).toEqual([
      ['invoice', null],
      ['credit_note', invoice!.number],
    ]);
  });

  it('the dashboard lists a paid order’s invoice and serves its PDF to its customer only', async () => {
    // Seeded: the demo customer's order 3 is paid (made before invoices: its invoice comes when asked for),
    // order 1 is not; order 7 is another customer's.
    const list = await request(t.app)
      .get('/api/customer/orders/3/invoices')
      .set(as('klant@demo.nl'))
      .expect(200);
    expect(list.body.data).toHaveLength(1);
    const item = invoiceSummary.validateSync(list.body.data[0], { strict: true });
    const again = await request(t.app)
      .get('/api/customer/orders/3/invoices')
      .set(as('klant@demo.nl'))
      .expect(200);
    expect(again.body.data[0].number).toBe(item.number);
    await request(t.app)
      .get('/api/customer/orders/1/invoices')
      .set(as('klant@demo.nl'))
      .expect(200)
      .expect((r) => expect(r.body.data).toEqual([]));
    await request(t.app).get('/api/customer/orders/7/invoices').set(as('klant@demo.nl')).expect(404);
    await request(t.app).get('/api/customer/orders/abc/invoices').set(as('klant@demo.nl')).expect(400);
    await request(t.app).get('/api/customer/orders/3/invoices').expect(401);

    const pdf = await binary(request(t.app).get(`/api${item.pdf_path}`).set(as('klant@demo.nl', 4))).expect(
      200,
    );
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(`Invoice number: ${item.number}`);
    expect(text).toContain('Order: KK-2026-1003');
    await request(t.app).get(`/api${item.pdf_path}`).set(as('dealer@demo.nl')).expect(404);
    await request(t.app).get(`/api${item.pdf_path}`).expect(401);
  });
});
