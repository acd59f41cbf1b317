/**
 * The offer link (decision 021): `GET offers/{token}` answers a quote at its own prices, in euros
 * (net and gross, computed by the API from integer cents). `POST offers/{token}/cart` and
 * `POST customer/offers/{id}/cart` answer `{ data: Cart, skipped }` (shared/contract/cart.ts).
 */
import * as yup from 'yup';

export const offerLine = yup.object({
  /** the product option, or null when it is no longer sold (then it cannot go into a cart) */
  po_id: yup.number().nullable().defined(),
  name: yup.string().defined(),
  option_name: yup.string().defined(),
  sku: yup.string().defined(),
  uri: yup.string().nullable().defined(),
  photo: yup.string().nullable().defined(),
  amount: yup.number().integer().min(1).required(),
  price: yup.number().required(),
  price_gross: yup.number().required(),
  line_total: yup.number().required(),
  line_total_gross: yup.number().required(),
});
export type OfferLine = yup.InferType<typeof offerLine>;

export const offerStatuses = ['open', 'accepted', 'expired'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerLink = yup.object({
  number: yup.string().required(),
  status: yup.string().oneOf(offerStatuses).required(),
  created_at: yup.string().required(),
  /** a calendar date (YYYY-MM-DD), or null: no end */
  expires_at: yup.string().nullable().defined(),
  remarks: yup.string().defined(),
  lines: yup.array(offerLine.required()).required(),
  total: yup.object({ net: yup.number().required(), gross: yup.number().required() }).required(),
});
export type OfferLink = yup.InferType<typeof offerLink>;

/** What the quote-to-cart calls name besides the cart: lines whose product is no longer sold. */
export const skippedLine = yup.object({ name: yup.string().defined(), sku: yup.string().defined() });
export type SkippedLine = yup.InferType<typeof skippedLine>;
