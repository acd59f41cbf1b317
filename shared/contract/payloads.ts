/**
 * The request bodies of the shop API, as the API checks them at run time (decision 082): the
 * reference API validates every body with these schemas through api/http/contract-input.ts, and
 * the published contract (shared/contract/calls.ts, docs/openapi.json) is generated from the same
 * objects, so the two cannot disagree. The messages are the 400 answers' `message` (what the
 * storefront shows); bodies are checked strictly (no coercion) and refuse unknown fields.
 */
import * as yup from 'yup';
import { ADDRESS_LIMITS } from '../address-rules.ts';
import { MAX_COMPARE, sortOptions } from '../catalog-constants.ts';
import { QUICK_ORDER_MAX_LINES } from '../quick-order-lines.ts';
import { CHAT_TEXT_MAX } from './chat.ts';
import type { CheckoutChoicesPayload } from './checkout.ts';

export const MAX_INT = 2_147_483_647;
/** The most units of one line, and the most lines one call adds (the API's CART_LIMITS). */
export const CART_AMOUNT_MAX = 999;
export const CART_LINES_MAX = 100;
/** The longest reference of a dealer's quick order line. */
export const QUICK_ORDER_REFERENCE_MAX = 100;

// biome-ignore lint/suspicious/noExplicitAny: yup hands message functions its params
type Params = { path: string } & Record<string, any>;
// biome-ignore lint/suspicious/noTemplateCurlyInString: yup fills in ${unknown}
const unknownFieldMessage = 'unknown field ${unknown}';

/** A positive id whose messages name the field. */
const id = (name: string) =>
  yup
    .number()
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .min(1, `${name} must be a positive whole number`)
    .max(MAX_INT, `${name} must be a positive whole number`);
/** Trimmed text of at most `max` characters. */
const text = (name: string, max: number) =>
  yup.string().trim().max(max, `${name} must be at most ${max} characters`);
const required = (name: string, max: number) => text(name, max).required(`${name} is required`);

// ─── cart ──────────────────────────────────────────────────────────────────────────────────────

const poId = yup
  .number()
  .typeError(({ path }: Params) => `${path} must be a number`)
  .integer(({ path }: Params) => `${path} must be a positive whole number`)
  .min(1, ({ path }: Params) => `${path} must be a positive whole number`)
  .max(MAX_INT, ({ path }: Params) => `${path} is not a known product option`)
  .required(({ path }: Params) => `${path} is required`);

/** A whole number of units from `min` to 999. */
const amount = (min: 0 | 1) =>
  yup
    .number()
    .typeError(({ path }: Params) => `${path} must be a number`)
    .integer(({ path }: Params) => `${path} must be a whole number`)
    .min(min, ({ path }: Params) => `${path} must be at least ${min}`)
    .max(CART_AMOUNT_MAX, ({ path }: Params) => `${path} must be at most ${CART_AMOUNT_MAX}`)
    .required(({ path }: Params) => `${path} is required`);

/** `POST shoppingCart/add`: adds 1–999 units (adding none would make an empty line). */
export const cartAddPayload = yup.object({ po_id: poId, amount: amount(1) });
/** `POST shoppingCart/set`: sets the line to 0–999 units (0 removes it). */
export const cartSetPayload = yup.object({ po_id: poId, amount: amount(0) });
/** `POST shoppingCart/addMany`: all lines or none (the dealer quick order). */
export const cartAddManyPayload = yup.object({
  items: yup
    .array(
      yup
        .object({ po_id: poId, amount: amount(1) })
        .noUnknown(true, unknownFieldMessage)
        .required(),
    )
    .min(1, 'items must hold at least one item')
    .max(CART_LINES_MAX, `items must hold at most ${CART_LINES_MAX} items`)
    .required('items is required'),
});
/** `PUT shoppingCart/discountCode`: the code to apply. */
export const discountCodePayload = yup.object({
  code: yup.string().max(50, 'code must be at most 50 characters').defined('code is required'),
});

// ─── addresses ─────────────────────────────────────────────────────────────────────────────────

/** The fields of an address (snake_case, as the storefront sends them). */
export const addressFields = {
  company: text('company', ADDRESS_LIMITS.company),
  firstname: required('firstname', ADDRESS_LIMITS.name),
  middle_name: text('middle_name', ADDRESS_LIMITS.name),
  lastname: required('lastname', ADDRESS_LIMITS.name),
  street: required('street', ADDRESS_LIMITS.street),
  house_number: required('house_number', ADDRESS_LIMITS.house_number),
  house_number_addition: text('house_number_addition', ADDRESS_LIMITS.house_number_addition),
  postcode: required('postcode', 10),
  city: required('city', ADDRESS_LIMITS.city),
  country_id: yup
    .number()
    .typeError('country_id must be a number')
    .integer('country_id must be a whole number')
    .min(1, 'country_id is not a known country')
    .max(MAX_INT, 'country_id is not a known country')
    .required('country_id is required'),
  phone: text('phone', ADDRESS_LIMITS.phone),
  /** a business's EU VAT number (invoice addresses) */
  vat_number: text('vat_number', 20),
};
/** An address as the customer's address book takes it. */
export const addressPayload = yup.object(addressFields);
/** An address of the checkout (`id`: one of the customer's own; `email`: the invoice's, for guests). */
const checkoutAddress = (name: string) =>
  yup
    .object({
      ...addressFields,
      id: id(`${name}.id`).nullable(),
      email: yup
        .string()
        .trim()
        .max(254, `${name}.email must be a valid e-mail address`)
        .email(`${name}.email must be a valid e-mail address`),
    })
    .noUnknown(true, unknownFieldMessage);
export const invoiceAddressPayload = checkoutAddress('invoice');
export const deliveryAddressPayload = checkoutAddress('delivery');
/** `PUT shoppingCart/addressData`: delivery null means the invoice address. */
export const addressDataPayload = yup.object({
  invoice: invoiceAddressPayload.required('invoice is required'),
  delivery: deliveryAddressPayload.nullable(),
});
const addressType = yup
  .string()
  .oneOf(['invoice', 'delivery'] as const, 'type must be invoice or delivery')
  .required('type is required');
/** `POST customer/addresses`: a new address of this type. */
export const newAddressPayload = yup.object({ type: addressType, ...addressFields });
/** `PUT customer/addresses/{id}/primary`. */
export const primaryAddressPayload = yup.object({ type: addressType });
/** `PUT customer/me`. */
export const profilePayload = yup.object({
  firstname: required('firstname', ADDRESS_LIMITS.name),
  middle_name: text('middle_name', ADDRESS_LIMITS.name),
  lastname: required('lastname', ADDRESS_LIMITS.name),
  phone: text('phone', ADDRESS_LIMITS.phone),
  company: text('company', ADDRESS_LIMITS.company),
});
/** `POST customer/favorites`. */
export const favoritePayload = yup.object({
  product_id: id('product_id').required('product_id is required'),
});

// ─── login and passwords ───────────────────────────────────────────────────────────────────────

/** An e-mail address (the API trims the reset call's and the stock alert's before checking them). */
const emailAddress = yup
  .string()
  .email('email must be a valid e-mail address')
  .max(254)
  .required('email is required');
const email = yup
  .string()
  .trim()
  .email('email must be a valid e-mail address')
  .max(254)
  .required('email is required');
/** `POST customerAuth/login`. */
export const loginPayload = yup.object({
  email,
  password: yup.string().min(1, 'password is required').max(200).required('password is required'),
});
/** `POST customer/sendResetToken` (the e-mail address's surrounding spaces are forgiven). */
export const emailPayload = yup.object({ email: emailAddress });
/** `POST customer/checkResetToken`. */
export const resetTokenPayload = yup.object({
  token: yup.string().max(200, 'token is not valid').required('token is required'),
});
/** A new password and its confirmation (reset, and an account made from a guest order). */
const newPassword = {
  password: yup
    .string()
    .min(8, 'password must be at least 8 characters')
    .max(200, 'password must be at most 200 characters')
    .required('password is required'),
  /** the same as password */
  password_confirmation: yup
    .string()
    .required('password_confirmation is required')
    .oneOf([yup.ref('password')], 'password_confirmation does not match the password'),
};
/** `POST customer/resetPassword`. */
export const resetPasswordPayload = resetTokenPayload.shape(newPassword);

// ─── catalogue ─────────────────────────────────────────────────────────────────────────────────

/** attribute id → value id: at most 20 entries, both positive whole numbers */
const selection = yup.object().test('attributes', 'attributes must map attribute ids to value ids', (obj) => {
  if (obj === undefined) return true;
  const entries = Object.entries(obj);
  return (
    entries.length <= 20 &&
    entries.every(
      ([k, v]) =>
        /^[1-9][0-9]{0,8}$/.test(k) && Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_INT,
    )
  );
}) as unknown as yup.ObjectSchema<Record<string, number> | undefined>;
const productId = yup.number().integer().min(1).max(MAX_INT).required('product_id is required');
/** `POST queryProductAttributes`: attribute id → chosen value id (none: nothing chosen yet). */
export const productAttributesPayload = yup.object({ product_id: productId, attributes: selection });
/** `POST queryProductOption`. */
export const productOptionPayload = yup.object({
  product_id: productId,
  attributes: selection,
  amount: yup
    .number()
    .integer('amount must be a whole number')
    .min(1, 'amount must be at least 1')
    .max(CART_AMOUNT_MAX, `amount must be at most ${CART_AMOUNT_MAX}`)
    .required('amount is required'),
});
/** `POST productComparison`. */
export const comparisonPayload = yup.object({
  products: yup
    .array(yup.number().integer().min(1).max(MAX_INT).required())
    .min(1, 'products must list at least one product id')
    .max(MAX_COMPARE, `products must list at most ${MAX_COMPARE} product ids`)
    .required('products is required'),
});

const listingId = () => yup.number().integer().min(1).max(MAX_INT).required();
/** spec id → something: keys must be spec ids, at most 50 of them */
const specMap = <T>(value: yup.AnySchema, name: string) =>
  yup.object().test(name, `${name} must map spec ids to values`, (obj) => {
    if (obj === undefined) return true;
    const entries = Object.entries(obj);
    return (
      entries.length <= 50 &&
      entries.every(([k, v]) => /^[1-9][0-9]{0,8}$/.test(k) && value.isValidSync(v, { strict: true }))
    );
  }) as unknown as yup.ObjectSchema<Record<string, T> | undefined>;
/** `POST queryProducts`: every payload variant of spec section 7. */
export const queryProductsPayload = yup.object({
  best_selling: yup.boolean(),
  search: yup.string().max(200),
  products_only: yup.boolean(),
  limit: yup.number().integer().min(1).max(100),
  category_id: yup.number().integer().min(1).max(MAX_INT),
  with_alternatives_only: yup.boolean(),
  brands_filter: yup.array(listingId()).max(100),
  price_filter: yup.array(yup.number().min(0).max(10_000_000).required()).length(2),
  price_filter_gross: yup.boolean(),
  stock_filter: yup.boolean(),
  /** spec id → selected value ids */
  specs_filter: specMap<number[]>(yup.array(listingId()).max(100).required(), 'specs_filter'),
  /** spec id → [min, max] of the numeric value titles */
  specs_filter_min_max: specMap<[number, number]>(
    yup.array(yup.number().required()).length(2).required(),
    'specs_filter_min_max',
  ),
  page: yup.number().integer().min(1).max(100_000),
  deals: yup.boolean(),
  select: yup.array(listingId()).max(200),
  favorites: yup.boolean(),
  per_page: yup.number().integer().min(1).max(100),
  sort: yup.string().oneOf(sortOptions),
});

// ─── checkout ──────────────────────────────────────────────────────────────────────────────────

const paymentMethod = yup.string().max(50, 'payment_method is not a known payment method');
const pickupPointId = yup.string().max(40, 'pickup_point_id is not a known pickup point');
const remarks = yup.string().max(1000, 'remarks must be at most 1000 characters');

/** `PUT shoppingCart/checkout`: the checkout's choices, kept on the cart. */
export const checkoutChoicesPayload = yup.object({
  shipping_method_id: id('shipping_method_id'),
  payment_method: paymentMethod.nullable(),
  remarks,
  pickup_point_id: pickupPointId.nullable(),
  shipping_country_id: id('shipping_country_id'),
});
/** The interface and the schema cannot drift: each is the other's type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<yup.InferType<typeof checkoutChoicesPayload>, CheckoutChoicesPayload>;

/** `POST checkout/placeOrder` (with header Idempotency-Key). */
export const placeOrderPayload = yup.object({
  invoice: invoiceAddressPayload.required('invoice is required'),
  delivery: deliveryAddressPayload.nullable(),
  shipping_method_id: id('shipping_method_id'),
  payment_method: paymentMethod.required('payment_method is required'),
  pickup_point_id: pickupPointId.nullable(),
  remarks,
  /** the cart's `total.to_pay_gross` the visitor saw: any other total today is refused (409) */
  expected_total_gross: yup
    .number()
    .typeError('expected_total_gross must be a number')
    .min(0, 'expected_total_gross must be at least 0')
    .max(10_000_000, 'expected_total_gross is too large')
    .required('expected_total_gross is required (the total to pay the visitor saw)'),
  terms_accepted: yup
    .boolean()
    .typeError('terms_accepted must be true')
    .oneOf([true], 'terms_accepted must be true: the terms must be accepted')
    .required('terms_accepted is required'),
});
/** `POST checkout/orders/{token}/retryPayment` (no body: the order's own method). */
export const retryPaymentPayload = yup.object({ payment_method: paymentMethod });
/** `POST checkout/createAccount`: a guest order's record becomes an account. */
export const createAccountPayload = yup.object({
  order: yup.string().max(100, 'order is not valid').required('order is required'),
  ...newPassword,
});

// ─── stock alerts, dealers, chat ───────────────────────────────────────────────────────────────

/** `POST stockAlerts` (the e-mail address's surrounding spaces are forgiven); messages are i18n keys. */
export const stockAlertPayload = yup.object({
  product_id: yup.number().integer().min(1).max(MAX_INT).required('product_id is required'),
  po_id: yup.number().integer().min(1).max(MAX_INT).nullable(),
  email: yup.string().email('validation.email').max(254, 'validation.email').required('validation.required'),
});

/** `POST dealer/quickOrder/resolve`: each line's amount is judged per line in the answer. */
export const quickOrderPayload = yup.object({
  lines: yup
    .array(
      yup
        .object({
          reference: yup
            .string()
            .max(
              QUICK_ORDER_REFERENCE_MAX,
              `reference must be at most ${QUICK_ORDER_REFERENCE_MAX} characters`,
            )
            .required('reference is required'),
          amount: yup
            .number()
            .typeError('amount must be a number')
            .test('finite', 'amount must be a number', (v) => v === undefined || Number.isFinite(v))
            .required('amount is required'),
        })
        .noUnknown(true, 'unknown field in a line')
        .required(),
    )
    .max(QUICK_ORDER_MAX_LINES, `lines must hold at most ${QUICK_ORDER_MAX_LINES} lines`)
    .required('lines is required'),
});

/** The chat's texts are checked by the API in the request's language (trimmed, 1 to 2000 characters). */
const chatText = yup
  .mixed<string>()
  .required('text is required')
  .meta({ jsonSchema: { type: 'string', minLength: 1, maxLength: CHAT_TEXT_MAX } });
/** `POST chat/messages`. */
export const chatMessagePayload = yup.object({ text: chatText });
/** `POST chat/read`: up to this message (default: all; no body is the same). */
export const chatReadPayload = yup.object({ last_id: id('last_id') });
/** The staff's reply to a conversation (a staff call, not published). */
export const chatReplyPayload = yup.object({ text: chatText, name: yup.mixed<string>().nullable() });
