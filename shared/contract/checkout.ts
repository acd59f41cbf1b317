/**
 * Checkout, orders and payments (issue 6, decision 020): what the API answers to placing an order,
 * the order's page behind its secret token (the payment redirect page), paying again, and the
 * demo pickup points. Money in euros, as in the cart.
 */
import * as yup from 'yup';
import { type CartAddress, VAT_CHECK_STATUSES, type VatCheckStatus } from './cart.ts';

export const pickupPoint = yup.object({
  id: yup.string().required(),
  name: yup.string().required(),
  street: yup.string().required(),
  house_number: yup.string().required(),
  postcode: yup.string().required(),
  city: yup.string().required(),
  country_id: yup.number().integer().required(),
  opening_hours: yup.string().defined(),
});
export type PickupPoint = yup.InferType<typeof pickupPoint>;

/** `POST checkout/placeOrder` → `{ data }`: the order, and where the visitor pays (the provider's page). */
export const placedOrder = yup.object({
  order: yup
    .object({
      id: yup.number().integer().required(),
      number: yup.string().required(),
      status_id: yup.number().integer().min(1).max(7).required(),
      total_gross: yup.number().required(),
      /** 0 % VAT: a business abroad in the EU whose VAT number VIES confirmed (decision 072) */
      reverse_charge: yup.boolean().default(false),
      /** why the invoice's VAT number was or was not reverse charged (VAT_CHECK_STATUSES); null: none applied */
      vat_check: yup.mixed<VatCheckStatus>().oneOf(VAT_CHECK_STATUSES).nullable().default(null),
    })
    .required(),
  redirect_url: yup.string().required(),
});
export type PlacedOrder = yup.InferType<typeof placedOrder>;

/**
 * What the order's page says: the payment's outcome (pending, paid, failed, canceled by the visitor,
 * expired at the provider: pay again), or what became of an order not paid in time (decision 042):
 * `order_cancelled` (status 7; paying again is no longer possible) or `refund_due` (cancelled, and a
 * payment that came in afterwards is refunded since the stock is gone).
 */
export const ORDER_OUTCOMES = [
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'order_cancelled',
  'refund_due',
] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

/** `GET checkout/orders/{token}` → `{ data }`: the order's page, for whoever holds its secret token. */
export const orderStatus = yup.object({
  number: yup.string().required(),
  /** 1 to 6 (spec 4), 7 cancelled (decision 042) */
  status_id: yup.number().integer().min(1).max(7).required(),
  /** what happened to the payment: pending until the provider says otherwise */
  outcome: yup.mixed<OrderOutcome>().oneOf(ORDER_OUTCOMES).required(),
  created_at: yup.string().required(),
  total_net: yup.number().required(),
  total_gross: yup.number().required(),
  payment_method: yup.string().required(),
  payment: yup
    .object({ status: yup.string().required(), method: yup.string().required() })
    .nullable()
    .default(null),
  /** where the confirmation goes */
  email: yup.string().defined(),
  /** create: a guest order can become an account; login: an account with its e-mail exists; none */
  account: yup.mixed<'create' | 'login' | 'none'>().oneOf(['create', 'login', 'none']).required(),
});
export type OrderStatus = yup.InferType<typeof orderStatus>;

/** `POST checkout/orders/{token}/retryPayment` → `{ data }`. */
export const retriedPayment = yup.object({ redirect_url: yup.string().required() });

/** The body of `POST checkout/placeOrder` (with header `Idempotency-Key`, one per checkout attempt). */
export interface PlaceOrderPayload {
  /** with `email` (required for guests); `id`: one of the customer's saved addresses */
  invoice: Omit<CartAddress, 'id' | 'email'> & { id?: number | null; email?: string };
  /** null: the invoice address */
  delivery: (Omit<CartAddress, 'id' | 'email'> & { id?: number | null }) | null;
  shipping_method_id: number;
  payment_method: string;
  pickup_point_id: string | null;
  remarks: string;
  /** the cart's `total.to_pay_gross` the visitor saw: any other total today is refused (409) */
  expected_total_gross: number;
  terms_accepted: true;
}

/** `PUT shoppingCart/checkout`: the checkout's choices, kept on the cart (answers the cart). */
export interface CheckoutChoicesPayload {
  shipping_method_id?: number;
  payment_method?: string | null;
  remarks?: string;
  pickup_point_id?: string | null;
  /** the delivery country chosen (the cart is priced for it: its VAT and shipping) */
  shipping_country_id?: number;
}
