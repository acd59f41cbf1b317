/**
 * Withdrawal and returns (issue 40, decision 093): the withdrawal function of the Consumer Rights
 * Directive (2011/83/EU art. 11a, added by Directive (EU) 2023/2673), the model withdrawal form
 * (Annex I(B)) as a PDF, the customer's returns, and the staff calls that receive a return (stock
 * back, refund through the payment provider) and record a delivery (the period runs from it).
 *
 * A guest and a customer use the same two calls: the order number and the order's e-mail address
 * identify the contract (a logged-in customer's own order needs no e-mail). An unknown order and a
 * wrong e-mail address get the same 404, so nobody learns which order numbers exist. The call
 * tables are checked as `Call`s where calls.ts and staff.ts spread them (no import back: no cycle).
 */
import * as yup from 'yup';
import { envelope } from './common.ts';

export const WITHDRAWAL_FIELD_LIMITS = { name: 100, orderNumber: 40, lines: 200 } as const;

const orderNumber = yup
  .string()
  .trim()
  .min(1, 'order_number is required')
  .max(WITHDRAWAL_FIELD_LIMITS.orderNumber, 'order_number is not an order number')
  .required('order_number is required');
const email = yup
  .string()
  .trim()
  .email('email must be a valid e-mail address')
  .max(254)
  .required('email is required');

/** `POST withdrawals/lookup`: which order (and, for a guest, its e-mail address). */
export const withdrawalLookupPayload = yup.object({
  order_number: orderNumber,
  /** the order's e-mail address; may be left out by a logged-in customer for an order of their own */
  email: email.optional().default(undefined),
});

/** `POST withdrawals`: the withdrawal itself, after the explicit confirm step. */
export const withdrawalPayload = yup.object({
  order_number: orderNumber,
  email: email.optional().default(undefined),
  name: yup
    .string()
    .trim()
    .min(1, 'name is required')
    .max(WITHDRAWAL_FIELD_LIMITS.name, `name is at most ${WITHDRAWAL_FIELD_LIMITS.name} characters`)
    .required('name is required'),
  /** true: the whole order (every line not withdrawn before); false: the lines given */
  all: yup.boolean().required('all is required'),
  lines: yup
    .array(
      yup
        .object({
          order_line_id: yup.number().integer().min(1).max(2_147_483_647).required(),
          amount: yup.number().integer().min(1).max(100_000).required(),
        })
        .required(),
    )
    .max(WITHDRAWAL_FIELD_LIMITS.lines)
    .default([]),
});

const returnStatus = yup.string().oneOf(['requested', 'received', 'refunded']).required();

/** A line of the order as the withdrawal function offers it. */
export const withdrawableLine = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  option_name: yup.string().defined(),
  amount: yup.number().integer().required(),
  /** how many of it may still be withdrawn (the amount less earlier withdrawals) */
  returnable: yup.number().integer().min(0).required(),
  /** euros, the unit price paid */
  price_gross: yup.number().required(),
});

/** `POST withdrawals/lookup`'s answer: the order's lines and the period. */
export const withdrawalOrder = yup.object({
  order_number: yup.string().required(),
  ordered_at: yup.string().required(),
  delivered_at: yup.string().nullable().defined(),
  /** the last day (Europe/Amsterdam, YYYY-MM-DD) of the period; null while not yet delivered */
  period_ends_on: yup.string().nullable().defined(),
  /** the period's length in days after delivery (the shop's `return_days`, at least the law's 14) */
  period_days: yup.number().integer().min(14).required(),
  /** the name on the order, to start the form with */
  name: yup.string().defined(),
  lines: yup.array(withdrawableLine.required()).required(),
});
export type WithdrawalOrder = yup.InferType<typeof withdrawalOrder>;

export const returnLine = yup.object({
  id: yup.number().integer().required(),
  order_line_id: yup.number().integer().required(),
  name: yup.string().required(),
  option_name: yup.string().defined(),
  amount: yup.number().integer().required(),
  /** euros */
  refund_gross: yup.number().required(),
  status: returnStatus,
  received_at: yup.string().nullable().defined(),
  refunded_at: yup.string().nullable().defined(),
});

/** A withdrawal with its returns (the answer of `POST withdrawals` and the dashboard's list). */
export const withdrawal = yup.object({
  id: yup.number().integer().required(),
  order_id: yup.number().integer().required(),
  order_number: yup.string().required(),
  name: yup.string().required(),
  email: yup.string().required(),
  whole_order: yup.boolean().required(),
  /** ISO timestamp of the notice */
  created_at: yup.string().required(),
  /** the notice's date and time in the shop's time zone, as the acknowledgement mail gives it */
  created_at_local: yup.string().required(),
  /** euros: the lines' share, and the shipping when the whole order comes back */
  refund_gross: yup.number().required(),
  shipping_refunded: yup.boolean().required(),
  refund_due_at: yup.string().required(),
  refunded_at: yup.string().nullable().defined(),
  /** requested until every line is received; refunded once the provider took the refund */
  status: returnStatus,
  returns: yup.array(returnLine.required()).required(),
});
export type Withdrawal = yup.InferType<typeof withdrawal>;
export type ReturnLine = yup.InferType<typeof returnLine>;

const ok = <S extends yup.Schema>(schema: S, description = 'OK') => ({ description, schema });

/** The storefront's calls (spread into calls.ts's table). */
export const returnCalls = [
  {
    id: 'lookupWithdrawal',
    method: 'post',
    path: '/withdrawals/lookup',
    summary: "An order's lines for the withdrawal function (order number and the order's e-mail address)",
    tag: 'Returns',
    language: 'required',
    auth: 'optional',
    body: withdrawalLookupPayload,
    cast: true,
    answers: { 200: ok(envelope(withdrawalOrder)) },
    errors: [400, 404, 409, 410, 429],
  },
  {
    id: 'withdraw',
    method: 'post',
    path: '/withdrawals',
    summary: 'Withdraws from the order (CRD art. 11a): the returns it names, and the acknowledgement by mail',
    tag: 'Returns',
    language: 'required',
    auth: 'optional',
    body: withdrawalPayload,
    cast: true,
    answers: { 201: ok(envelope(withdrawal), 'The withdrawal as recorded; the acknowledgement is sent') },
    errors: [400, 404, 409, 410, 429],
  },
  {
    id: 'listReturns',
    method: 'get',
    path: '/customer/returns',
    summary: "The customer's withdrawals and their returns, newest first",
    tag: 'Returns',
    language: 'optional',
    auth: 'customer',
    answers: { 200: ok(envelope(yup.array(withdrawal.required()).required())) },
    errors: [401],
  },
  {
    id: 'getWithdrawalFormPdf',
    method: 'get',
    path: '/withdrawal-form/pdf',
    summary: 'The model withdrawal form (Annex I(B) of 2011/83/EU) with the seller filled in, as a PDF',
    tag: 'Returns',
    language: 'required',
    auth: 'none',
    answers: { 200: { description: 'The PDF (an attachment)', contentType: 'application/pdf' } },
    errors: [],
  },
] as const;

/** The staff calls (Authorization: Bearer <CHAT_STAFF_TOKEN>; never through the storefront). */
export const returnStaffCalls = [
  {
    id: 'receiveReturn',
    method: 'post',
    path: '/staff/returns/{id}/received',
    summary:
      'A return came back: its stock returns; once every line of the withdrawal is in, the refund goes out',
    tag: 'Staff',
    language: 'optional',
    auth: 'none',
    params: yup.object({ id: yup.number().integer().min(1).required() }),
    answers: { 200: ok(envelope(withdrawal)) },
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    id: 'markDelivered',
    method: 'post',
    path: '/staff/orders/{id}/delivered',
    summary: 'The order was delivered (status 6): the withdrawal period runs from now',
    tag: 'Staff',
    language: 'optional',
    auth: 'none',
    params: yup.object({ id: yup.number().integer().min(1).required() }),
    answers: { 200: ok(envelope(yup.object({ delivered_at: yup.string().required() }))) },
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
] as const;
