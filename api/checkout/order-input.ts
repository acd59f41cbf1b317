/**
 * The place-order input checked before any cart is looked at: the shipping and payment methods,
 * the pickup point, the addresses (with the address book's rules) and whose they are, and the
 * e-mail address; the addresses become the snapshots the order keeps.
 */
import { cartAddressOf, checkAddressIds } from '../cart/cart-address.ts';
import { notShipped } from '../cart/delivery.ts';
import { isShippingMethodId } from '../cart/methods.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { CartService } from '../cart/service.ts';
import { type AddressFields, checkAddress } from '../customer/address.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import type { CheckoutContext } from './context.ts';
import { type PickupPoint, pickupPointById } from './pickup-points.ts';
import type { CheckoutRepository } from './repository.ts';

/** An address as the checkout takes it: `id` names one of the customer's own; `email` the invoice's. */
type CheckoutAddress = AddressFields & { id?: number | null; email?: string };

export interface PlaceOrderInput {
  invoice: CheckoutAddress;
  /** null: deliver to the invoice address */
  delivery: CheckoutAddress | null;
  shipping_method_id: number;
  payment_method: string;
  pickup_point_id: string | null;
  remarks: string;
  /** what the visitor saw as the total to pay (gross euros), compared with today's */
  expected_total_gross: number;
}

type Countries = Awaited<ReturnType<CheckoutRepository['countries']>>;

export const bad = (message: string) => new HttpError(400, 'validation_failed', message);

/** 400 unless the shop has this shipping method. */
export function checkShippingMethod(id: number) {
  if (!isShippingMethodId(id)) throw bad('shipping_method_id is not a known shipping method');
}

/** 400 unless the shop settings offer this payment method. */
export async function checkPaymentMethod(cart: CartService, id: string) {
  const s = await cart.settings();
  if (!s.paymentMethods.some((m) => m.id === id)) throw bad('payment_method is not a known payment method');
}

/** Everything about the input that needs no cart: methods, pickup point, addresses and whose they are. */
export async function checkOrderInput(
  { repo, cart }: CheckoutContext,
  owner: CartOwner,
  customerEmail: string | undefined,
  lang: Language,
  input: PlaceOrderInput,
) {
  checkShippingMethod(input.shipping_method_id);
  await checkPaymentMethod(cart, input.payment_method);
  const list = await repo.countries();
  const shipTo = list.find((c) => c.id === (input.delivery ?? input.invoice).country_id);
  if (shipTo && !shipTo.ships) throw notShipped(lang);
  const method = { id: input.shipping_method_id, needsPickupPoint: input.shipping_method_id === 2 };
  let point: PickupPoint | undefined;
  if (method.needsPickupPoint) {
    if (!input.pickup_point_id) throw bad('pickup_point_id is required for this shipping method');
    point = pickupPointById(list, input.pickup_point_id, lang.locale);
    if (!point) throw bad('pickup_point_id is not a known pickup point');
  }
  await checkAddressIds(repo.cart, owner, input);
  if (input.delivery?.email) throw bad('delivery.email is not used; give it with the invoice address');
  const email = (input.invoice.email || customerEmail || '').trim().toLowerCase();
  if (!email) throw bad('invoice.email is required');
  const invoice = snapshot(list, lang, input.invoice, email);
  const delivery = input.delivery ? snapshot(list, lang, input.delivery, '') : null;
  const addressee = delivery ?? invoice;
  const pointCountry = point ? list.find((c) => c.id === point.country_id) : undefined;
  return {
    method,
    /** where the goods go (the pickup point's country for a pickup): its VAT and shipping apply */
    countryId: point ? point.country_id : addressee.country_id,
    vatNumber: invoice.vat_number,
    email,
    invoice,
    delivery: point
      ? pickupDelivery(point, addressee, lang.locale === 'en' ? pointCountry!.nameEn : pointCountry!.nameNl)
      : (delivery ?? invoice),
    point,
  };
}
export type CheckedOrderInput = Awaited<ReturnType<typeof checkOrderInput>>;

/** A checked address as the order keeps it: the cart's shape plus the country's name. */
function snapshot(list: Countries, lang: Language, address: CheckoutAddress, email: string) {
  const checked = checkAddress(list, address);
  const country = list.find((c) => c.id === checked.countryId)!;
  return {
    ...cartAddressOf(checked, address.id ?? null, email),
    country: lang.locale === 'en' ? country.nameEn : country.nameNl,
  };
}

/** The delivery as the order keeps it when it goes to a pickup point: the point, for the addressee. */
function pickupDelivery(
  point: PickupPoint,
  to: { firstname: string; middle_name: string; lastname: string; phone: string },
  countryName: string,
) {
  return {
    id: null,
    company: point.name,
    firstname: to.firstname,
    middle_name: to.middle_name,
    lastname: to.lastname,
    street: point.street,
    house_number: point.house_number,
    house_number_addition: '',
    postcode: point.postcode,
    city: point.city,
    country_id: point.country_id,
    country: countryName,
    phone: to.phone,
    email: '',
  };
}
