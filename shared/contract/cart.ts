/**
 * The cart ("scart", spec 3 and 7) and the dealer quick order (issue 5). Prices are euros with two
 * decimals, computed by the API from integer cents; the API answers net and gross and the
 * storefront shows the one the visitor's price mode asks for (dealers and trade accounts: net).
 *
 * Identity (decision 018): a logged-in customer's cart follows the bearer token; a guest's cart
 * follows a cart token that the API issues in the `X-FZ-Cart-Token` response header the first time
 * a guest changes the cart, which the storefront's proxy keeps in an httpOnly cookie and sends
 * back as the `X-FZ-Cart-Token` request header. At login the guest cart is merged into the
 * customer's (`scart_items_merged`); when the merged cart names a quote, a discount code from either
 * cart is dropped (a code never combines with a quote) and the login answer carries
 * `scart_discount_code_removed: true` (the field is absent otherwise).
 */
import * as yup from 'yup';
import { deliveryDay } from './delivery.ts';
import { unitPriceFields } from './unit-price.ts';

const money = yup.number().required();
const moneyOrNull = yup.number().nullable().default(null);

/** An address as the cart and checkout carry it (rules: shared/address-rules.ts). */
export const cartAddress = yup.object({
  id: yup.number().nullable().default(null),
  company: yup.string().defined(),
  firstname: yup.string().defined(),
  middle_name: yup.string().defined(),
  lastname: yup.string().defined(),
  street: yup.string().defined(),
  house_number: yup.string().defined(),
  house_number_addition: yup.string().defined(),
  postcode: yup.string().defined(),
  city: yup.string().defined(),
  country_id: yup.number().required(),
  phone: yup.string().defined(),
  /** invoice only; the order confirmation goes here (guests) */
  email: yup.string().defined(),
  /** invoice only: a business's EU VAT number ('' none); abroad in the EU its order is reverse charged */
  vat_number: yup.string().default(''),
});
export type CartAddress = yup.InferType<typeof cartAddress>;

export const cartItem = yup.object({
  /** the product option: what `shoppingCart/set` and `DELETE shoppingCart/{po_id}` name */
  po_id: yup.number().required(),
  amount: yup.number().integer().min(1).required(),
  /** units on hand for this option now (the cart page warns when amount exceeds it) */
  stock: yup.number().integer().min(0).required(),
  info: yup
    .object({
      uri: yup.string().required(),
      name: yup.string().required(),
      /** '' for a product without options */
      option_name: yup.string().defined(),
      sku: yup.string().required(),
      photo: yup.string().required(),
      price: money,
      price_gross: money,
      old_price: moneyOrNull,
      old_price_gross: moneyOrNull,
      ...unitPriceFields,
      /** the VAT rate (percent) of this line where the order goes: 21, 9, 0 (reverse charge, export) */
      vat_rate: yup.number().optional(),
    })
    .required(),
  /** amount × unit price */
  line_total: money,
  line_total_gross: money,
  /** true when the price is locked by an offer */
  locked: yup.boolean().default(false),
});
export type CartItem = yup.InferType<typeof cartItem>;

export const cartTotals = yup.object({
  /** items before discount */
  net: money,
  gross: money,
  discount: money,
  discount_gross: money,
  netAfterDiscount: money,
  grossAfterDiscount: money,
  /** shipping for the selected method and country; 0 at or above the free-shipping threshold */
  shipping: money,
  shipping_gross: money,
  /** what the order will cost: after discount, with shipping */
  to_pay: money,
  to_pay_gross: money,
  vat: money,
  /**
   * VAT per rate (percent, highest first): `base` is the net it is charged on (the lines after
   * discount with their share of shipping), `vat` the tax; they add up to to_pay and vat.
   */
  vat_rates: yup
    .array(yup.object({ rate: yup.number().required(), base: money, vat: money }).required())
    .default([]),
  /** gross euros: free shipping from this subtotal (after discount) */
  free_shipping_threshold: money,
  /** gross euros still to add for free shipping; 0 when reached */
  free_shipping_remaining: money,
});
export type CartTotals = yup.InferType<typeof cartTotals>;

/**
 * Why an invoice's VAT number was or was not reverse charged (decision 072): `confirmed` (VIES
 * confirmed it: 0 %), `no_company` (no company name on the invoice), `check_digits` (its check
 * digits are wrong), `not_confirmed` (VIES does not know it), `unavailable` (VIES could not answer
 * now). All but `confirmed` charge the destination's VAT.
 */
export const VAT_CHECK_STATUSES = [
  'confirmed',
  'no_company',
  'check_digits',
  'not_confirmed',
  'unavailable',
] as const;
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number];

export const cart = yup.object({
  /** units in the cart (the header's bubble) */
  count: yup.number().integer().min(0).required(),
  items: yup.array(cartItem.required()).required(),
  total: cartTotals.required(),
  active_discount_code: yup.string().nullable().default(null),
  address_data: yup
    .object({
      invoice: cartAddress.nullable().default(null),
      /** null: deliver to the invoice address */
      delivery: cartAddress.nullable().default(null),
    })
    .required(),
  shipping_method_id: yup.number().integer().required(),
  shipping_country_id: yup.number().integer().required(),
  /**
   * a business abroad in the EU whose VAT number passes its check digits and VIES confirmed: 0 %
   * VAT, reverse charged (decisions 050 and 072)
   */
  reverse_charge: yup.boolean().default(false),
  /**
   * The check of the invoice's VAT number where the cart goes (decision 072); null when none applies
   * (no number, delivery at home or outside the EU, a Dutch number). The checkout says why at the
   * VAT number field when it is not `confirmed`.
   */
  vat_check: yup
    .object({
      status: yup.mixed<VatCheckStatus>().oneOf(VAT_CHECK_STATUSES).required(),
      /** the number checked, as stored */
      vat_number: yup.string().required(),
    })
    .nullable()
    .default(null),
  payment_method: yup.string().nullable().default(null),
  /** the pickup point chosen at checkout (shipping methods with needs_pickup_point) */
  pickup_point_id: yup.string().nullable().default(null),
  /**
   * When the cart arrives by its method in its country if ordered now (decision 098); null when a
   * line is not in stock (the data has no lead time), the cart is empty or no promise is made.
   */
  delivery_day: deliveryDay.nullable().default(null),
  remarks: yup.string().defined(),
  /** the offer this cart was made from (prices locked), or null */
  offer: yup
    .object({ id: yup.number().required(), number: yup.string().required() })
    .nullable()
    .default(null),
});
export type Cart = yup.InferType<typeof cart>;

/** `POST shoppingCart/add` and `POST shoppingCart/set`. Amount: whole number 1–999 (set: 0 removes). */
export interface CartChangePayload {
  po_id: number;
  amount: number;
}

/**
 * `PUT shoppingCart/discountCode` → `{ data: { error, cart } }`: the reason a code was refused (in
 * the request's language), or false (spec 5); and the cart after the call, like every other change
 * answers it (optional here, so a shop API that answers only `error` still fits).
 */
export const discountCodeAnswer = yup.object({
  error: yup.mixed<string | false>().defined(),
  cart: cart.optional().default(undefined),
});
export type DiscountCodeAnswer = yup.InferType<typeof discountCodeAnswer>;

export const shippingMethod = yup.object({
  id: yup.number().integer().required(),
  title: yup.string().required(),
  price: money,
  price_gross: money,
  /** gross euros: free from this subtotal, or null when never free */
  free_from: moneyOrNull,
  needs_pickup_point: yup.boolean().required(),
  /** working days from an order before the dispatch cut-off to delivery; null: no promise (decision 096) */
  delivery_days_min: yup.number().integer().nullable().default(null),
  delivery_days_max: yup.number().integer().nullable().default(null),
  /** the day it arrives if ordered now (decision 098); null: no promise */
  delivery: deliveryDay.nullable().default(null),
});
export type ShippingMethod = yup.InferType<typeof shippingMethod>;

export const paymentMethod = yup.object({
  id: yup.string().required(),
  title: yup.string().required(),
});
export type PaymentMethod = yup.InferType<typeof paymentMethod>;

/** Dealer quick order: one match of the typeahead (`GET dealer/quickOrder/search?q=`). */
export const quickOrderMatch = yup.object({
  po_id: yup.number().required(),
  sku: yup.string().required(),
  /** the matched reference number (or the sku) */
  reference: yup.string().required(),
  name: yup.string().required(),
  option_name: yup.string().defined(),
  price: money,
  stock: yup.number().integer().min(0).required(),
});
export type QuickOrderMatch = yup.InferType<typeof quickOrderMatch>;

/** `POST dealer/quickOrder/resolve { lines: [{ reference, amount }] }`: each line as found, or its error. */
export const quickOrderLine = yup.object({
  reference: yup.string().required(),
  amount: yup.number().required(),
  match: quickOrderMatch.nullable().default(null),
  /** null, 'unknown_reference', 'invalid_amount' or 'out_of_stock' */
  error: yup.string().nullable().default(null),
});
export type QuickOrderLine = yup.InferType<typeof quickOrderLine>;

/** `POST customer/orders/{id}/reorder`: what went back into the cart at today's prices, and what is no longer sold. */
export const reorderAnswer = yup.object({
  added: yup
    .array(
      yup
        .object({
          po_id: yup.number().required(),
          name: yup.string().required(),
          amount: yup.number().required(),
        })
        .required(),
    )
    .required(),
  unavailable: yup
    .array(yup.object({ name: yup.string().required(), sku: yup.string().required() }).required())
    .required(),
});
export type ReorderAnswer = yup.InferType<typeof reorderAnswer>;
