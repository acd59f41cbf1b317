/**
 * The checkout page's rules that need no React (decision 020): address values in and out of the
 * forms, which delivery to start with (spec 4), the idempotency key of an attempt and the e-mail rule.
 */
import * as yup from 'yup';
import type { CartAddress } from '../../../shared/contract/cart.ts';
import type { PlaceOrderPayload } from '../../../shared/contract/checkout.ts';
import type { Address } from '../../features/account/account-types.ts';
import { emptyAddressValues } from '../../features/account/address-values.ts';
import { message } from '../../lib/use-form.ts';

/** The address form's fields, as strings (the country as its id). */
export const emptyAddress = { ...emptyAddressValues, country_id: '1', vat_number: '' };
export type AddressValues = typeof emptyAddress;
/** The invoice form of a guest also asks the e-mail address the confirmation goes to. */
export type InvoiceValues = AddressValues & { email: string };

const fields = Object.keys(emptyAddress) as (keyof AddressValues)[];

/** A cart's (or a saved) address as form values; a fresh form in `countryId` without one. */
export function addressValues(address: Partial<CartAddress> | Address | null, countryId = 1): AddressValues {
  if (!address) return { ...emptyAddress, country_id: String(countryId) };
  return Object.fromEntries(
    fields.map((k) => [k, String((address as Record<string, unknown>)[k] ?? emptyAddress[k])]),
  ) as AddressValues;
}

/** Form values (or a saved address, with its id) as the API takes an address. */
export function addressPayload(
  values: AddressValues,
  id: number | null = null,
): PlaceOrderPayload['delivery'] & object {
  return {
    ...(Object.fromEntries(fields.map((k) => [k, values[k].trim()])) as Omit<AddressValues, 'country_id'>),
    country_id: Number(values.country_id),
    id,
  };
}

/** Spec 4: the delivery address is the invoice address, unless the cart already has another one. */
export const startsWithOtherDelivery = (cart: { address_data: { delivery: unknown } }) =>
  cart.address_data.delivery !== null;

/** The e-mail rule of the invoice form (guests): required and valid, as the API checks it. */
export const emailRule = yup
  .string()
  .trim()
  .required(message('validation.required'))
  .email(message('validation.email'))
  .max(254, message('validation.email'));

/**
 * A new idempotency key: 22 random base64url characters. One per checkout attempt: a double click
 * or a retry of the same order sends the same key (the API answers the same order).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The key for an order: the same as last time while the order is the same (a retry after a
 * network failure must not make a second order), a new one when anything in it changed.
 */
export function keyFor(
  last: { key: string; body: string } | null,
  body: string,
): { key: string; body: string } {
  return last && last.body === body ? last : { key: newIdempotencyKey(), body };
}
