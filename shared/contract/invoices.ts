/**
 * Invoices and credit notes (issue 40, decision 094): an order's documents for the dashboard
 * (the customer) and the order's page (whoever holds its secret, a guest), and each as a PDF.
 */
import * as yup from 'yup';
import { envelope } from './common.ts';

/** One invoice or credit note as listed beside its order. */
export const invoiceSummary = yup.object({
  id: yup.number().integer().required(),
  kind: yup
    .string()
    .oneOf(['invoice', 'credit_note'] as const)
    .required(),
  /** F-2026-000001 / C-2026-000001 */
  number: yup.string().required(),
  /** ISO timestamp */
  issued_at: yup.string().required(),
  /** euros; negative on a credit note */
  total_gross: yup.number().required(),
  /** a credit note's invoice number */
  credit_for: yup.string().nullable().defined(),
  /** the API path of its PDF (under /api), in the request's language with `?lang=` */
  pdf_path: yup.string().required(),
});
export type InvoiceSummary = yup.InferType<typeof invoiceSummary>;

const ok = <S extends yup.Schema>(schema: S, description = 'OK') => ({ description, schema });
const id = () => yup.number().integer().min(1);
const token = yup.string().max(200).required();
const pdf = { 200: { description: 'The PDF (an attachment)', contentType: 'application/pdf' } } as const;

/** The storefront's calls (spread into calls.ts's table, which checks them as `Call`s: no import back, no cycle). */
export const invoiceCalls = [
  {
    id: 'listOrderInvoices',
    method: 'get',
    path: '/customer/orders/{id}/invoices',
    summary: "The invoice and credit notes of one of the customer's orders (none while it is unpaid)",
    tag: 'Account',
    language: 'optional',
    auth: 'customer',
    params: yup.object({ id: id().required() }),
    answers: { 200: ok(envelope(yup.array(invoiceSummary.required()).required())) },
    errors: [400, 401, 404],
  },
  {
    id: 'getInvoicePdf',
    method: 'get',
    path: '/customer/invoices/{id}/pdf',
    summary: "One of the customer's invoices or credit notes as a PDF",
    tag: 'Account',
    language: 'required',
    auth: 'customer',
    params: yup.object({ id: id().required() }),
    answers: pdf,
    errors: [400, 401, 404],
  },
  {
    id: 'listGuestOrderInvoices',
    method: 'get',
    path: '/checkout/orders/{token}/invoices',
    summary: "The invoice and credit notes of the order of this secret (the order's page, guests too)",
    tag: 'Checkout',
    language: 'optional',
    auth: 'none',
    params: yup.object({ token }),
    answers: { 200: ok(envelope(yup.array(invoiceSummary.required()).required())) },
    errors: [404],
  },
  {
    id: 'getGuestInvoicePdf',
    method: 'get',
    path: '/checkout/orders/{token}/invoices/{id}/pdf',
    summary: 'An invoice or credit note of the order of this secret as a PDF',
    tag: 'Checkout',
    language: 'required',
    auth: 'none',
    params: yup.object({ token, id: id().required() }),
    answers: pdf,
    errors: [400, 404],
  },
] as const;
