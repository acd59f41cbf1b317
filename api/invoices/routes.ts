/**
 * An order's invoice and credit notes (decision 094) for its customer (dashboard) and for whoever
 * holds the order's secret (its page: guests too), listed and as PDFs in the request's language.
 * An order paid before invoices were made gets its invoice when first asked for.
 */
import { and, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/client.ts';
import { invoices, orders } from '../db/schema.ts';
import { notFound, unauthorized } from '../errors.ts';
import { contractAnswer } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { parseId } from '../http/validate.ts';
import { euros } from '../lib/money.ts';
import type { InvoiceDocument } from './document.ts';
import { documentFileName, invoicePdf } from './pdf.ts';
import { createInvoice, documentsOfOrder, type InvoiceRow } from './service.ts';

/** 32 random bytes, base64url (checkout/order-token.ts). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const summary = (row: InvoiceRow, base: string) => {
  const doc = row.document as InvoiceDocument;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    total_gross: euros(row.totalGross),
    credit_for: doc.credit_for?.number ?? null,
    pdf_path: `${base}/${row.id}/pdf`,
  };
};

async function sendPdf(req: Request, res: Response, row: InvoiceRow | undefined) {
  if (!row) throw notFound('No such invoice');
  const { locale } = languageOf(req);
  const doc = row.document as InvoiceDocument;
  const pdf = await invoicePdf(doc, locale);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${documentFileName(doc, locale)}"`);
  res.setHeader('Content-Length', pdf.length);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(pdf);
}

export function invoiceRoutes(db: Db, auth: AuthService): Router {
  const router = Router();
  const customerOf = async (req: Request) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    return customer.id;
  };
  /** The order's documents, its invoice made first when it is paid and has none yet. */
  const documents = async (orderId: number) => {
    const rows = await documentsOfOrder(db, orderId);
    if (rows.some((r) => r.kind === 'invoice')) return rows;
    return (await createInvoice(db, orderId)) ? documentsOfOrder(db, orderId) : rows;
  };
  const orderOfToken = async (token: string) => {
    const [order] = TOKEN_SHAPE.test(token)
      ? await db.select({ id: orders.id }).from(orders).where(eq(orders.accessToken, token))
      : [];
    if (!order) throw notFound('No such order');
    return order.id;
  };

  router.get('/customer/orders/:id/invoices', async (req, res) => {
    const customerId = await customerOf(req);
    const orderId = parseId(req.params.id);
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
    if (!order) throw notFound('No such order');
    const rows = await documents(orderId);
    contractAnswer(res, 'listOrderInvoices', { data: rows.map((r) => summary(r, '/customer/invoices')) });
  });

  router.get('/customer/invoices/:id/pdf', async (req, res) => {
    const customerId = await customerOf(req);
    const id = parseId(req.params.id);
    // The order's customer (the document keeps the one it was made for, too).
    const [row] = await db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.id, id), eq(orders.customerId, customerId)));
    await sendPdf(req, res, row?.invoice);
  });

  router.get('/checkout/orders/:token/invoices', async (req, res) => {
    const orderId = await orderOfToken(req.params.token);
    const rows = await documents(orderId);
    const base = `/checkout/orders/${req.params.token}/invoices`;
    contractAnswer(res, 'listGuestOrderInvoices', { data: rows.map((r) => summary(r, base)) });
  });

  router.get('/checkout/orders/:token/invoices/:id/pdf', async (req, res) => {
    const orderId = await orderOfToken(req.params.token);
    const id = parseId(req.params.id);
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.orderId, orderId)));
    await sendPdf(req, res, row);
  });
  return router;
}
