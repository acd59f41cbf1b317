/**
 * What the checkout keeps on the cart: its addresses (`PUT shoppingCart/addressData`) and its
 * choices (`PUT shoppingCart/checkout`), so the totals follow the delivery country and shipping
 * method, and a reload keeps them.
 */
import { type AddressFields, checkAddress } from '../customer/address.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { shipsTo } from '../tax/destination.ts';
import { cartAddressOf, checkAddressIds } from './cart-address.ts';
import { change } from './change.ts';
import type { CartContext } from './context.ts';
import { askViesFirst, notShipped } from './delivery.ts';
import type { CartOwner } from './owner.ts';

interface AddressDataInput {
  invoice: AddressFields & { id?: number | null; email?: string };
  delivery?: (AddressFields & { id?: number | null; email?: string }) | null;
}

/** The checkout's calls that change the cart. */
/** The checkout's choices (`PUT shoppingCart/checkout`); an omitted one stays as it was. */
export interface CheckoutChoices {
  shipping_method_id?: number;
  payment_method?: string | null;
  remarks?: string;
  pickup_point_id?: string | null;
  /** the delivery country chosen before the address is complete: the cart is priced for it */
  shipping_country_id?: number;
}

export function checkoutData(ctx: CartContext) {
  const { repo } = ctx;
  return {
    /**
     * `PUT shoppingCart/addressData`: the checkout's invoice address (with the e-mail address the
     * confirmation goes to; required for guests) and the delivery address (null: the invoice
     * address), checked with the address book's rules. `id` names one of the customer's own
     * addresses (404 otherwise); guests have none. The delivery country becomes the shipping country.
     */
    async addressData(owner: CartOwner, lang: Language, input: AddressDataInput) {
      await checkAddressIds(repo, owner, input);
      if (!('customerId' in owner) && !input.invoice.email) {
        throw new HttpError(400, 'validation_failed', 'invoice.email is required');
      }
      if (input.delivery?.email) {
        throw new HttpError(
          400,
          'validation_failed',
          'delivery.email is not used; give it with the invoice address',
        );
      }
      const countries = await repo.countries();
      const shipTo = countries.find((c) => c.id === (input.delivery ?? input.invoice).country_id);
      if (shipTo && !shipTo.ships) throw notShipped(lang);
      const invoice = checkAddress(countries, input.invoice);
      const delivery = input.delivery ? checkAddress(countries, input.delivery) : null;
      const data = {
        invoice: cartAddressOf(invoice, input.invoice.id ?? null, input.invoice.email ?? ''),
        delivery: delivery ? cartAddressOf(delivery, input.delivery?.id ?? null, '') : null,
      };
      // VIES on the new VAT number first (decision 072), outside the change's transaction.
      await askViesFirst(repo, (delivery ?? invoice).countryId, {
        company: invoice.company,
        vatNumber: invoice.vatNumber,
      });
      return change(ctx, owner, lang, true, (tx, cart) =>
        tx.update(cart.id, { guestAddressData: data, shippingCountryId: (delivery ?? invoice).countryId }),
      );
    },

    /**
     * `PUT shoppingCart/checkout` (checked by api/checkout first): the checkout's choices, so the
     * totals follow the shipping method and a reload keeps them; an omitted one stays as it was.
     * Creates no cart (without one there is nothing to check out).
     */
    saveCheckoutChoices(owner: CartOwner, lang: Language, choices: CheckoutChoices) {
      return change(ctx, owner, lang, false, async (tx, cart) => {
        if (choices.shipping_country_id !== undefined) {
          const destination = await tx.destination(choices.shipping_country_id);
          if (!destination)
            throw new HttpError(400, 'validation_failed', 'shipping_country_id is not a known country');
          if (!shipsTo(destination)) throw notShipped(lang);
        }
        await tx.update(cart.id, {
          ...(choices.shipping_country_id !== undefined
            ? { shippingCountryId: choices.shipping_country_id }
            : {}),
          ...(choices.shipping_method_id !== undefined
            ? { shippingMethodId: choices.shipping_method_id }
            : {}),
          ...(choices.payment_method !== undefined ? { paymentMethod: choices.payment_method } : {}),
          ...(choices.remarks !== undefined ? { remarks: choices.remarks } : {}),
          ...(choices.pickup_point_id !== undefined ? { pickupPointId: choices.pickup_point_id } : {}),
        });
      });
    },
  };
}
