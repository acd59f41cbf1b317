/**
 * The checkout's choices before ordering: the pickup points to choose from, and the choices made
 * (`PUT shoppingCart/checkout`), checked here and then kept on the cart (cart/checkout-data.ts).
 */
import type { CheckoutChoices } from '../cart/checkout-data.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { Language } from '../http/language.ts';
import type { CheckoutContext } from './context.ts';
import { bad, checkPaymentMethod, checkShippingMethod } from './order-input.ts';
import { pickupPointById, pickupPointsNear } from './pickup-points.ts';

export function checkoutChoices({ repo, cart }: CheckoutContext) {
  return {
    /** `GET pickupPoints`: the demo points nearest to a postcode in a country. */
    async pickupPoints(lang: Language, countryId: number, postcode: string) {
      const country = (await repo.countries()).find((c) => c.id === countryId);
      if (!country) throw bad('country_id is not a known country');
      return pickupPointsNear(country, postcode, lang.locale);
    },

    /** `PUT shoppingCart/checkout`: the choices checked, then kept on the cart (answers the cart). */
    async saveChoices(owner: CartOwner, lang: Language, choices: CheckoutChoices) {
      if (choices.shipping_method_id !== undefined) checkShippingMethod(choices.shipping_method_id);
      if (choices.payment_method) await checkPaymentMethod(cart, choices.payment_method);
      if (choices.pickup_point_id && !pickupPointById(await repo.countries(), choices.pickup_point_id))
        throw bad('pickup_point_id is not a known pickup point');
      return (await cart.saveCheckoutChoices(owner, lang, choices)).cart;
    },
  };
}
