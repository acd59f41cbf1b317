/**
 * Request bodies of the shop API that had no yup schema in shared/contract (a TypeScript interface
 * here, or rules only in the API's routes), for the published contract (shared/contract/calls.ts).
 * Where an interface exists the schema is typed against it, so the two cannot drift; the limits
 * are the API's (api/<resource>/routes.ts), which stays the one that enforces them.
 */
import * as yup from 'yup';
import { ADDRESS_LIMITS } from '../address-rules.ts';
import { MAX_COMPARE } from '../catalog-constants.ts';
import { QUICK_ORDER_MAX_LINES } from '../quick-order-lines.ts';
import type { CartChangePayload } from './cart.ts';
import { CHAT_TEXT_MAX } from './chat.ts';
import type { CheckoutChoicesPayload } from './checkout.ts';
import type { ProductAttributesPayload, ProductOptionPayload } from './options.ts';

const MAX_INT = 2_147_483_647;
const id = () => yup.number().integer().min(1).max(MAX_INT);
const text = (max: number) => yup.string().max(max);

/** `POST shoppingCart/add` (amount 1–999) and `POST shoppingCart/set` (0–999, 0 removes the line). */
export const cartChangePayload: yup.ObjectSchema<CartChangePayload> = yup.object({
  po_id: id().required(),
  amount: yup.number().integer().min(0).max(999).required(),
});
/** `POST shoppingCart/addMany`: all lines or none (the dealer quick order). */
export const cartAddManyPayload = yup.object({
  items: yup
    .array(yup.object({ po_id: id().required(), amount: yup.number().integer().min(1).max(999).required() }))
    .min(1)
    .max(100)
    .required(),
});
/** `PUT shoppingCart/discountCode`: the code to apply. */
export const discountCodePayload = yup.object({ code: text(50).defined() });

/** An address as the customer's address book and the checkout take it. */
export const addressPayload = yup.object({
  company: text(ADDRESS_LIMITS.company),
  firstname: text(ADDRESS_LIMITS.name).required(),
  middle_name: text(ADDRESS_LIMITS.name),
  lastname: text(ADDRESS_LIMITS.name).required(),
  street: text(ADDRESS_LIMITS.street).required(),
  house_number: text(ADDRESS_LIMITS.house_number).required(),
  house_number_addition: text(ADDRESS_LIMITS.house_number_addition),
  postcode: text(10).required(),
  city: text(ADDRESS_LIMITS.city).required(),
  country_id: id().required(),
  phone: text(ADDRESS_LIMITS.phone),
  /** a business's EU VAT number (invoice addresses) */
  vat_number: text(20),
});
/** The checkout's addresses: `id` one of the customer's own, `email` the invoice's (guests). */
export const checkoutAddressPayload = addressPayload
  .shape({ id: id().nullable(), email: yup.string().email().max(254) })
  .noUnknown();
/** `PUT shoppingCart/addressData`: delivery null means the invoice address. */
export const addressDataPayload = yup.object({
  invoice: checkoutAddressPayload.required(),
  delivery: checkoutAddressPayload.nullable(),
});
/** `POST customer/addresses`: a new address of this type. */
export const newAddressPayload = addressPayload.shape({
  type: yup.string().oneOf(['invoice', 'delivery']).required(),
});
/** `PUT customer/addresses/{id}/primary`. */
export const primaryAddressPayload = yup.object({
  type: yup.string().oneOf(['invoice', 'delivery']).required(),
});
/** `PUT customer/me`. */
export const profilePayload = yup.object({
  firstname: text(ADDRESS_LIMITS.name).required(),
  middle_name: text(ADDRESS_LIMITS.name),
  lastname: text(ADDRESS_LIMITS.name).required(),
  phone: text(ADDRESS_LIMITS.phone),
  company: text(ADDRESS_LIMITS.company),
});
/** `POST customer/favorites`. */
export const favoritePayload = yup.object({ product_id: id().required() });

/** `POST customerAuth/login`. */
export const loginPayload = yup.object({
  email: yup.string().email().max(254).required(),
  password: yup.string().min(1).max(200).required(),
});
/** `POST customer/sendResetToken`. */
export const emailPayload = yup.object({ email: yup.string().email().max(254).required() });
/** `POST customer/checkResetToken`. */
export const resetTokenPayload = yup.object({ token: text(200).required() });
const newPassword = {
  password: yup.string().min(8).max(200).required(),
  /** the same as password */
  password_confirmation: yup.string().required(),
};
/** `POST customer/resetPassword`. */
export const resetPasswordPayload = resetTokenPayload.shape(newPassword);

/** `POST queryProductAttributes`: attribute id → chosen value id. */
export const productAttributesPayload: yup.ObjectSchema<ProductAttributesPayload> = yup.object({
  product_id: id().required(),
  attributes: yup.object().required() as yup.Schema<Record<string, number>>,
});
/** `POST queryProductOption`. */
export const productOptionPayload: yup.ObjectSchema<ProductOptionPayload> = productAttributesPayload.shape({
  amount: yup.number().integer().min(1).max(999).required(),
});
/** `POST productComparison`. */
export const comparisonPayload = yup.object({
  products: yup.array(id().required()).min(1).max(MAX_COMPARE).required(),
});

/** `PUT shoppingCart/checkout`: the checkout's choices, kept on the cart. */
export const checkoutChoicesPayload: yup.ObjectSchema<CheckoutChoicesPayload> = yup.object({
  shipping_method_id: id(),
  payment_method: text(50).nullable(),
  remarks: text(1000),
  pickup_point_id: text(40).nullable(),
  shipping_country_id: id(),
});
/** `POST checkout/placeOrder` (with header Idempotency-Key). */
export const placeOrderPayload = yup.object({
  invoice: checkoutAddressPayload.required(),
  delivery: checkoutAddressPayload.nullable(),
  shipping_method_id: id(),
  payment_method: text(50).required(),
  pickup_point_id: text(40).nullable(),
  remarks: text(1000),
  /** the cart's `total.to_pay_gross` the visitor saw: any other total today is refused (409) */
  expected_total_gross: yup.number().min(0).max(10_000_000).required(),
  terms_accepted: yup.boolean().oneOf([true]).required(),
});
/** `POST checkout/orders/{token}/retryPayment`. */
export const retryPaymentPayload = yup.object({ payment_method: text(50) });
/** `POST checkout/createAccount`: a guest order's record becomes an account. */
export const createAccountPayload = yup.object({ order: text(100).required(), ...newPassword });

/** `POST dealer/quickOrder/resolve`. */
export const quickOrderPayload = yup.object({
  lines: yup
    .array(yup.object({ reference: text(100).required(), amount: yup.number().required() }).noUnknown())
    .max(QUICK_ORDER_MAX_LINES)
    .required(),
});

/** `POST chat/messages` and the staff's replies: 1 to 2000 characters, trimmed. */
export const chatMessagePayload = yup.object({ text: yup.string().min(1).max(CHAT_TEXT_MAX).required() });
/** `POST chat/read`: up to this message (default: all). */
export const chatReadPayload = yup.object({ last_id: id() });
