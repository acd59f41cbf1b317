/**
 * The checkout's addresses as the cart keeps them: the contract's cartAddress (orders keep the
 * same shape, with the country's name), stored on the cart as its address data.
 */
import type { CartAddress } from '../../shared/contract/cart.ts';
import type { CheckedAddress } from '../customer/address.ts';
import { HttpError } from '../errors.ts';
import type { InvoiceForVat } from '../tax/reverse-charge.ts';
import type { CartOwner } from './owner.ts';
import type { CartOps, CartRow } from './repository.ts';

/** A checked address in the contract's cartAddress shape (orders keep it so, with the country's name). */
export function cartAddressOf(a: CheckedAddress, id: number | null, email: string): CartAddress {
  return {
    id,
    company: a.company,
    firstname: a.firstname,
    middle_name: a.middleName,
    lastname: a.lastname,
    street: a.street,
    house_number: a.houseNumber,
    house_number_addition: a.houseNumberAddition,
    postcode: a.postcode,
    city: a.city,
    country_id: a.countryId,
    phone: a.phone,
    email,
    vat_number: a.vatNumber,
  };
}

/** The cart's address data as stored (none yet: both null). */
export function storedAddressData(value: unknown): {
  invoice: CartAddress | null;
  delivery: CartAddress | null;
} {
  const data = (value ?? {}) as { invoice?: CartAddress | null; delivery?: CartAddress | null };
  return { invoice: data.invoice ?? null, delivery: data.delivery ?? null };
}

/** The invoice's company and VAT number the cart was given with its address data (none: null). */
export function cartInvoiceForVat(cart: CartRow | undefined): InvoiceForVat | null {
  const invoice = storedAddressData(cart?.guestAddressData).invoice;
  return invoice ? { company: invoice.company, vatNumber: invoice.vat_number ?? '' } : null;
}

/**
 * An address `id` names one of the customer's own addresses: 404 for any other, 400 for a guest
 * (guests have none).
 */
export async function checkAddressIds(
  ops: CartOps,
  owner: CartOwner,
  addresses: { invoice: { id?: number | null }; delivery?: { id?: number | null } | null },
) {
  const guest = !('customerId' in owner);
  const own = guest ? [] : await ops.addressIds(owner.customerId);
  for (const [name, address] of [
    ['invoice', addresses.invoice],
    ['delivery', addresses.delivery],
  ] as const) {
    const id = address?.id ?? null;
    if (id === null) continue;
    if (guest) throw new HttpError(400, 'validation_failed', `${name}.id is only for saved addresses`);
    if (!own.includes(id)) throw new HttpError(404, 'not_found', `${name}.id is not one of your addresses`);
  }
}
