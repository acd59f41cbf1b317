/**
 * The cart ("scart", decision 018): whose cart a request means, the limits on what goes in, the
 * discount code, the checkout's address data, and the answer in the contract's shape
 * (shared/contract/cart.ts) with totals from ./totals.ts.
 *
 * - A customer's cart follows the bearer token; a guest's follows the cart token the API issues on
 *   the guest's first change (only its SHA-256 is stored). A malformed, unknown or expired (30
 *   days untouched) token is no cart: reads answer an empty cart, changes start a new one.
 * - Every change runs in one transaction on the locked cart row; a refused change throws and rolls
 *   back, so it changes nothing (not even creating the cart).
 * - Prices and stock are read fresh on every answer; only po_id and amount are stored, and, for the
 *   lines of an offer (decision 021), the quote's net unit price, which counts while the offer is open.
 */
import { randomBytes } from 'node:crypto';
import { formatPrettyPrice } from '../../shared/format.ts';
import type { PriceMode } from '../../shared/price-mode.ts';
import { hashToken } from '../auth/service.ts';
import { type AddressFields, type CheckedAddress, checkAddress } from '../customer/address.ts';
import { offerStatus } from '../customer/service.ts';
import type { TaxClass } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import { euros, eurosOrNull, grossCents, netFromGross, ratePercent } from '../lib/money.ts';
import { productPhoto } from '../products/cards.ts';
import {
  type Destination,
  HOME_COUNTRY_ID,
  rateFor,
  shippingPriceFor,
  shipsTo,
  type VatRegime,
  vatRegime,
} from '../tax/destination.ts';
import type { CartKey, CartOps, CartRepository, CartRow, DiscountRow } from './repository.ts';
import {
  cartTotals,
  type DiscountProblem,
  discountProblem,
  lineGross,
  lineNet,
  minOrderIn,
  type PricedLine,
  type ShippingRule,
  type Subtotals,
  totalsInEuros,
} from './totals.ts';

export const CART_LIMITS = { maxAmount: 999, maxLines: 100 } as const;
const GUEST_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url: 43 characters. */
const CART_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whose cart: a logged-in customer's, or a guest's by the X-FZ-Cart-Token header (maybe none). */
export type CartOwner = { customerId: number } | { guestToken: string | undefined };

/** What a login's cart merge did: lines merged into the customer's, a code dropped beside a quote. */
interface MergeResult {
  merged: boolean;
  discountCodeRemoved: boolean;
}

/** The contract's cartAddress. */
interface CartAddress {
  id: number | null;
  company: string;
  firstname: string;
  middle_name: string;
  lastname: string;
  street: string;
  house_number: string;
  house_number_addition: string;
  postcode: string;
  city: string;
  country_id: number;
  phone: string;
  email: string;
  /** a business's EU VAT number ('' for none): with a valid one abroad in the EU, reverse charged */
  vat_number: string;
}
interface AddressDataInput {
  invoice: AddressFields & { id?: number | null; email?: string };
  delivery?: (AddressFields & { id?: number | null; email?: string }) | null;
}

type Translated = Record<Locale, string>;

/** The shop's one money format (spec 9: EUR the Dutch way), in both languages. */
const money = (cents: number) => formatPrettyPrice(cents / 100);

/** What a person reads in a toast: in the request's language (spec 8 shows the server's message). */
const text = {
  optionNotFound: {
    nl: 'Dit product bestaat niet (meer).',
    en: 'This product does not exist (any more).',
  } satisfies Translated,
  outOfStock: (l: Locale, name: string) =>
    l === 'en' ? `${name} is out of stock.` : `${name} is niet op voorraad.`,
  insufficientStock: (l: Locale, name: string, stock: number, inCart: number) =>
    l === 'en'
      ? `Only ${stock} of ${name} in stock${inCart ? `; you already have ${inCart} in your cart` : ''}.`
      : `Er ${stock === 1 ? 'is' : 'zijn'} nog maar ${stock} van ${name} op voorraad${inCart ? `; u heeft er al ${inCart} in uw winkelwagen` : ''}.`,
  amountLimit: (l: Locale, name: string) =>
    l === 'en'
      ? `You can order at most ${CART_LIMITS.maxAmount} of ${name}.`
      : `U kunt ten hoogste ${CART_LIMITS.maxAmount} van ${name} bestellen.`,
  cartFull: {
    nl: `Uw winkelwagen kan ten hoogste ${CART_LIMITS.maxLines} verschillende producten bevatten.`,
    en: `Your cart can hold at most ${CART_LIMITS.maxLines} different products.`,
  } satisfies Translated,
  discount: {
    unknown: { nl: 'Deze kortingscode bestaat niet.', en: 'This discount code does not exist.' },
    inactive: { nl: 'Deze kortingscode is niet meer geldig.', en: 'This discount code is no longer valid.' },
    not_yet_valid: {
      nl: 'Deze kortingscode is nog niet geldig.',
      en: 'This discount code is not valid yet.',
    },
    expired: { nl: 'Deze kortingscode is verlopen.', en: 'This discount code has expired.' },
  } satisfies Record<Exclude<DiscountProblem, 'min_order'> | 'unknown', Translated>,
  offerNoDiscount: {
    nl: 'Een kortingscode is niet te combineren met een offerte.',
    en: 'A discount code cannot be combined with a quote.',
  } satisfies Translated,
  offerAmount: (l: Locale, name: string, quoted: number) =>
    l === 'en'
      ? `The quote is for at most ${quoted} of ${name}; order more in a separate order.`
      : `De offerte geldt voor ten hoogste ${quoted} van ${name}; bestel meer in een aparte bestelling.`,
  /** The minimum in the prices the visitor sees (`mode`), naming which. */
  minOrder: (l: Locale, cents: number, mode: PriceMode) =>
    l === 'en'
      ? `This discount code applies from an order of ${money(cents)} ${mode === 'net' ? 'excl.' : 'incl.'} VAT.`
      : `Deze kortingscode geldt vanaf een bestelbedrag van ${money(cents)} ${mode === 'net' ? 'excl.' : 'incl.'} btw.`,
};

const optionNotFound = (lang: Language) =>
  new HttpError(404, 'option_not_found', text.optionNotFound[lang.locale]);

/** Thrown inside the transaction to roll back a refused discount code; answered as `{ error }`. */
class DiscountRefused extends Error {}

interface ShippingMethodDef extends ShippingRule {
  id: number;
  title: Translated;
  needsPickupPoint: boolean;
}

interface CartSettings {
  paymentMethods: { id: string; title: Translated }[];
}

/** A shipping method the shop has (whether it goes to a country is the country's `shipping_rates`). */
export const isShippingMethodId = (id: number) => id === 1 || id === 2;

const methodTitles: Record<number, { title: Translated; needsPickupPoint: boolean }> = {
  1: { title: { nl: 'Verzenden met PostNL', en: 'Delivery by PostNL' }, needsPickupPoint: false },
  2: { title: { nl: 'Ophalen bij een afhaalpunt', en: 'Collect at a pickup point' }, needsPickupPoint: true },
};

/**
 * The shipping methods to a destination with their prices as charged there (decision 050): PostNL
 * (free from the country's threshold), and, where there are pickup points, a pickup point for free.
 */
function shippingMethodsTo(destination: Destination | undefined, regime: VatRegime): ShippingMethodDef[] {
  if (!destination || !shipsTo(destination)) return [];
  return destination.shipping
    .filter((r) => methodTitles[r.methodId])
    .map((r) => ({
      id: r.methodId,
      ...methodTitles[r.methodId]!,
      priceGross: shippingPriceFor(destination, regime, r.priceGross),
      freeFromGross: r.freeFromGross,
    }));
}

/** What the visitor is told when the country chosen is one the shop does not deliver to. */
export const notShipped = (lang: Language) =>
  new HttpError(
    400,
    'not_shipped',
    lang.locale === 'en'
      ? 'We do not deliver to this country. Choose another delivery country.'
      : 'Wij bezorgen niet in dit land. Kies een ander land van bezorging.',
  );

/** Amounts and the lines limit for one line that is to hold `wanted` units; throws 409 when it cannot. */
function checkLine(
  lang: Language,
  option: { stock: number; name: string },
  inCart: number,
  wanted: number,
  isNewLine: boolean,
  lineCount: number,
) {
  if (option.stock <= 0) throw new HttpError(409, 'out_of_stock', text.outOfStock(lang.locale, option.name));
  if (wanted > option.stock) {
    throw new HttpError(
      409,
      'insufficient_stock',
      text.insufficientStock(lang.locale, option.name, option.stock, inCart),
    );
  }
  if (wanted > CART_LIMITS.maxAmount)
    throw new HttpError(409, 'amount_limit', text.amountLimit(lang.locale, option.name));
  if (isNewLine && lineCount >= CART_LIMITS.maxLines)
    throw new HttpError(409, 'cart_full', text.cartFull[lang.locale]);
}

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

function storedAddressData(value: unknown): { invoice: CartAddress | null; delivery: CartAddress | null } {
  const data = (value ?? {}) as { invoice?: CartAddress | null; delivery?: CartAddress | null };
  return { invoice: data.invoice ?? null, delivery: data.delivery ?? null };
}

export function createCartService(repo: CartRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** The cart key of an owner, or undefined for a guest without a (well-formed) token. */
  function keyOf(owner: CartOwner): CartKey | undefined {
    if ('customerId' in owner) return { customerId: owner.customerId };
    const token = owner.guestToken;
    if (!token || !CART_TOKEN_SHAPE.test(token)) return undefined;
    return { tokenHash: hashToken(token), since: new Date(now().getTime() - GUEST_CART_TTL_MS) };
  }

  async function settings(ops: CartOps = repo): Promise<CartSettings> {
    const s = await ops.settings(['payment_methods']);
    return {
      paymentMethods: (s.get('payment_methods') as CartSettings['paymentMethods'] | undefined) ?? [],
    };
  }

  /** The destination of a country id (unknown: the home country's), its VAT regime for `vatNumber`. */
  async function destinationOf(ops: CartOps, countryId: number, vatNumber: string | null | undefined) {
    const destination = (await ops.destination(countryId)) ?? (await ops.destination(HOME_COUNTRY_ID));
    const regime = destination ? vatRegime(destination, vatNumber) : 'domestic';
    return { destination, regime };
  }

  /** Each line's rate in the destination, and the subtotals a code's minimum is checked on. */
  function rated<T extends { taxClass: TaxClass }>(
    lines: T[],
    destination: Destination | undefined,
    regime: VatRegime,
  ): (T & { rate: number })[] {
    return lines.map((l) => ({ ...l, rate: destination ? rateFor(destination, regime, l.taxClass) : 0 }));
  }

  const subtotalsOf = (lines: PricedLine[]): Subtotals => ({
    net: lines.reduce((sum, l) => sum + lineNet(l), 0),
    gross: lines.reduce((sum, l) => sum + lineGross(l), 0),
  });

  /** The invoice's VAT number the cart was given with its address data ('' none). */
  const cartVatNumber = (cart: CartRow | undefined) =>
    storedAddressData(cart?.guestAddressData).invoice?.vat_number ?? '';

  /** The cart's subtotals in its destination (for a discount code's minimum). */
  async function cartSubtotals(ops: CartOps, cart: CartRow): Promise<Subtotals> {
    const [lines, { destination, regime }] = await Promise.all([
      ops.pricedLines(cart.id),
      destinationOf(ops, cart.shippingCountryId, cartVatNumber(cart)),
    ]);
    return subtotalsOf(rated(lines, destination, regime));
  }

  /**
   * The prices the cart's owner sees, in which a code's minimum is checked and named: a dealer's or
   * trade account's net, else gross. A guest counts as a consumer (the API does not see the guest's
   * incl./excl. toggle), so gross, and the refusal says "incl. btw".
   */
  const modeOf = (ops: CartOps, cart: CartRow | undefined): Promise<PriceMode> =>
    cart?.customerId ? ops.priceModeOf(cart.customerId) : Promise.resolve('gross');

  const applies = (
    discount: DiscountRow | undefined,
    subtotals: Subtotals,
    mode: PriceMode,
  ): discount is DiscountRow =>
    discount !== undefined && discountProblem(discount, subtotals, mode, now()) === null;

  /**
   * The cart's lines at today's prices and stock, each with its VAT rate where the order goes, the
   * discount that applies now and the totals in cents, with the cart's shipping method, country and
   * invoice VAT number, or those of `choice` (checkout: the ones being ordered).
   */
  async function priceCart(
    ops: CartOps,
    cart: CartRow | undefined,
    lang: Language,
    choice: { shippingMethodId?: number; countryId?: number; vatNumber?: string } = {},
  ) {
    const countryId = choice.countryId ?? cart?.shippingCountryId ?? HOME_COUNTRY_ID;
    const [stored, discount, quote, mode, { destination, regime }] = await Promise.all([
      cart ? ops.lines(cart.id, lang.id) : Promise.resolve([]),
      cart?.discountCodeId ? ops.discountById(cart.discountCodeId) : Promise.resolve(undefined),
      cart?.offerId ? ops.offer(cart.offerId) : Promise.resolve(undefined),
      modeOf(ops, cart),
      destinationOf(ops, countryId, choice.vatNumber ?? cartVatNumber(cart)),
    ]);
    // A quote's price holds while the quote is open; after that its lines cost today's price.
    const offer = quote && offerStatus(quote.status, quote.validUntil, now()) === 'open' ? quote : undefined;
    const lines = rated(stored, destination, regime).map((l) => {
      const locked = offer !== undefined && l.lockedPriceNet !== null;
      return { ...l, locked, todayNet: l.priceNet, priceNet: locked ? l.lockedPriceNet! : l.priceNet };
    });
    const priced = lines.map((l) => ({ netCents: l.priceNet, amount: l.amount, rate: l.rate }));
    // A discount code never combines with a quote (spec 7): whatever brought the two together (a
    // merge at login, a code kept from before), a cart that names a quote is priced without it.
    const active = !cart?.offerId && applies(discount, subtotalsOf(priced), mode) ? discount : null;
    const methods = shippingMethodsTo(destination, regime);
    const shippingMethodId = choice.shippingMethodId ?? cart?.shippingMethodId;
    const method = methods.find((m) => m.id === shippingMethodId) ?? methods[0];
    const rule = method ?? { priceGross: 0, freeFromGross: null };
    const threshold = methods.find((m) => !m.needsPickupPoint)?.freeFromGross ?? 0;
    const totals = cartTotals(priced, active, rule, threshold);
    return { lines, priced, active, method, methods, totals, offer, destination, regime };
  }

  /** The contract's `cart` for a cart row (undefined: no cart yet, an empty one). */
  async function view(ops: CartOps, cart: CartRow | undefined, lang: Language) {
    const { lines, priced, active, method, totals, offer, regime } = await priceCart(ops, cart, lang);
    // A locked line's old price is today's, when the quote is below it.
    const oldNet = (l: (typeof lines)[number]) =>
      l.locked ? (l.todayNet > l.priceNet ? l.todayNet : null) : l.oldPriceNet;
    return {
      count: lines.reduce((sum, l) => sum + l.amount, 0),
      items: lines.map((l, i) => ({
        po_id: l.poId,
        amount: l.amount,
        stock: l.stock,
        info: {
          uri: `/${l.slug}`,
          name: l.name,
          option_name: l.optionName,
          sku: l.sku,
          photo: productPhoto(l.productId),
          price: euros(l.priceNet),
          price_gross: euros(grossCents(l.priceNet, l.rate)),
          old_price: eurosOrNull(oldNet(l)),
          old_price_gross: oldNet(l) === null ? null : euros(grossCents(oldNet(l)!, l.rate)),
          vat_rate: ratePercent(l.rate),
        },
        line_total: euros(lineNet(priced[i]!)),
        line_total_gross: euros(lineGross(priced[i]!)),
        locked: l.locked,
      })),
      total: totalsInEuros(totals),
      active_discount_code: active ? active.code : null,
      address_data: storedAddressData(cart?.guestAddressData),
      shipping_method_id: method?.id ?? cart?.shippingMethodId ?? 1,
      shipping_country_id: cart?.shippingCountryId ?? HOME_COUNTRY_ID,
      reverse_charge: regime === 'reverse_charge',
      payment_method: cart?.paymentMethod ?? null,
      pickup_point_id: cart?.pickupPointId ?? null,
      remarks: cart?.remarks ?? '',
      offer: offer ? { id: offer.id, number: offer.number } : null,
    };
  }
  type CartView = Awaited<ReturnType<typeof view>>;

  /**
   * A code that no longer applies after a change (expired, below its minimum order, or the cart
   * now names a quote) leaves the cart; true when one left.
   */
  async function dropStaleDiscount(tx: CartOps, cartId: number): Promise<boolean> {
    const cart = await tx.byId(cartId);
    if (!cart?.discountCodeId) return false;
    const [discount, subtotals, mode] = await Promise.all([
      tx.discountById(cart.discountCodeId),
      cartSubtotals(tx, cart),
      modeOf(tx, cart),
    ]);
    if (!cart.offerId && applies(discount, subtotals, mode)) return false;
    await tx.update(cartId, { discountCodeId: null });
    return true;
  }

  /** A cart whose offer lines are all gone is an offer cart no more. */
  async function dropSpentOffer(tx: CartOps, cartId: number) {
    const cart = await tx.byId(cartId);
    if (!cart?.offerId) return;
    if (!(await tx.items(cartId)).some((i) => i.lockedPriceNet !== null))
      await tx.update(cartId, { offerId: null });
  }

  /**
   * One change of the owner's cart, in a transaction on its locked row. Without a cart: `create`
   * makes one (a guest gets a new token, answered as `token`), else nothing happens.
   */
  async function change(
    owner: CartOwner,
    lang: Language,
    create: boolean,
    work: (tx: CartOps, cart: CartRow) => Promise<void>,
  ): Promise<{ cart: CartView; token?: string }> {
    let token: string | undefined;
    const cart = await repo.transaction(async (tx) => {
      const key = keyOf(owner);
      let row = key ? await tx.find(key, { lock: true }) : undefined;
      if (!row) {
        if (!create) return view(tx, undefined, lang);
        if ('customerId' in owner) {
          row = await tx.createForCustomer(owner.customerId);
        } else {
          const fresh = randomBytes(32).toString('base64url');
          await tx.deleteGuestCartsBefore(new Date(now().getTime() - GUEST_CART_TTL_MS));
          row = await tx.createForGuest(hashToken(fresh));
          token = fresh;
        }
      }
      await work(tx, row);
      await dropSpentOffer(tx, row.id);
      await dropStaleDiscount(tx, row.id);
      await tx.update(row.id, {});
      return view(tx, await tx.byId(row.id), lang);
    });
    return { cart, token };
  }

  /** Puts `wanted` units of each option in the cart (after the checks); `inCart` is what the line held. */
  async function putLines(
    tx: CartOps,
    cart: CartRow,
    lang: Language,
    wanted: Map<number, number>,
    mode: 'add' | 'set',
  ) {
    const ids = [...wanted.keys()];
    const [options, items, quoted] = await Promise.all([
      tx.options(ids, lang.id),
      tx.items(cart.id),
      cart.offerId ? tx.offerAmounts(cart.offerId) : Promise.resolve(new Map<number, number>()),
    ]);
    const optionOf = new Map(options.map((o) => [o.id, o]));
    const inCartOf = new Map(items.map((i) => [i.poId, i.amount]));
    const lockedIds = new Set(items.filter((i) => i.lockedPriceNet !== null).map((i) => i.poId));
    let lineCount = items.length;
    const writes: [number, number][] = [];
    for (const [poId, amount] of wanted) {
      const option = optionOf.get(poId);
      if (!option) throw optionNotFound(lang);
      const inCart = inCartOf.get(poId) ?? 0;
      const total = mode === 'add' ? inCart + amount : amount;
      const isNew = !inCartOf.has(poId);
      checkLine(lang, option, mode === 'add' ? inCart : 0, total, isNew, lineCount);
      // A quote's line can be lowered or removed, never raised above what the quote names.
      const most = lockedIds.has(poId) ? (quoted.get(poId) ?? 0) : Number.POSITIVE_INFINITY;
      if (total > Math.max(most, inCart))
        throw new HttpError(409, 'offer_amount', text.offerAmount(lang.locale, option.name, most));
      if (isNew) lineCount++;
      writes.push([poId, total]);
    }
    for (const [poId, total] of writes) await tx.setAmount(cart.id, poId, total);
  }

  return {
    keyOf,
    priceCart,
    settings,
    destinationOf,

    /** `GET shoppingCart`: the owner's cart, or an empty one (creates nothing). */
    async get(owner: CartOwner, lang: Language): Promise<CartView> {
      const key = keyOf(owner);
      return view(repo, key ? await repo.find(key) : undefined, lang);
    },

    /** `POST shoppingCart/add`: adds to the line (existing + amount must fit the stock and 999). */
    add(owner: CartOwner, lang: Language, poId: number, amount: number) {
      return change(owner, lang, true, (tx, cart) =>
        putLines(tx, cart, lang, new Map([[poId, amount]]), 'add'),
      );
    },

    /** `POST shoppingCart/set`: the line's amount; 0 removes it. */
    set(owner: CartOwner, lang: Language, poId: number, amount: number) {
      if (amount === 0) return change(owner, lang, false, (tx, cart) => tx.removeItem(cart.id, poId));
      return change(owner, lang, true, (tx, cart) =>
        putLines(tx, cart, lang, new Map([[poId, amount]]), 'set'),
      );
    },

    /** `DELETE shoppingCart/{po_id}`: idempotent (a line that is not there is simply not there). */
    remove(owner: CartOwner, lang: Language, poId: number) {
      return change(owner, lang, false, (tx, cart) => tx.removeItem(cart.id, poId));
    },

    /** `POST shoppingCart/addMany`: all lines or none (the same option twice counts once, summed). */
    addMany(owner: CartOwner, lang: Language, items: { po_id: number; amount: number }[]) {
      const wanted = new Map<number, number>();
      for (const item of items) wanted.set(item.po_id, (wanted.get(item.po_id) ?? 0) + item.amount);
      return change(owner, lang, true, (tx, cart) => putLines(tx, cart, lang, wanted, 'add'));
    },

    /**
     * `PUT shoppingCart/discountCode`: `error` is false when the code now applies (or '' removed
     * it), else why not, in the request's language; a refused code changes nothing.
     */
    async discountCode(
      owner: CartOwner,
      lang: Language,
      code: string,
    ): Promise<{ error: string | false; cart: CartView; token?: string }> {
      const wanted = code.trim();
      let refusal: string | undefined;
      try {
        const result = await change(owner, lang, wanted !== '', async (tx, cart) => {
          if (wanted === '') {
            await tx.update(cart.id, { discountCodeId: null });
            return;
          }
          if (cart.offerId) throw new DiscountRefused(text.offerNoDiscount[lang.locale]);
          const discount = await tx.discountByCode(wanted);
          if (!discount) throw new DiscountRefused(text.discount.unknown[lang.locale]);
          const [subtotals, mode] = await Promise.all([cartSubtotals(tx, cart), modeOf(tx, cart)]);
          const problem = discountProblem(discount, subtotals, mode, now());
          if (problem === 'min_order')
            throw new DiscountRefused(text.minOrder(lang.locale, minOrderIn(discount, mode), mode));
          if (problem) throw new DiscountRefused(text.discount[problem][lang.locale]);
          await tx.update(cart.id, { discountCodeId: discount.id });
        });
        return { error: false, ...result };
      } catch (error) {
        if (!(error instanceof DiscountRefused)) throw error;
        refusal = error.message;
      }
      const key = keyOf(owner);
      return { error: refusal, cart: await view(repo, key ? await repo.find(key) : undefined, lang) };
    },

    /**
     * `PUT shoppingCart/addressData`: the checkout's invoice address (with the e-mail address the
     * confirmation goes to; required for guests) and the delivery address (null: the invoice
     * address), checked with the address book's rules. `id` names one of the customer's own
     * addresses (404 otherwise); guests have none. The delivery country becomes the shipping country.
     */
    async addressData(owner: CartOwner, lang: Language, input: AddressDataInput) {
      const guest = !('customerId' in owner);
      const own = guest ? [] : await repo.addressIds(owner.customerId);
      for (const [name, address] of [
        ['invoice', input.invoice],
        ['delivery', input.delivery],
      ] as const) {
        const id = address?.id ?? null;
        if (id === null) continue;
        if (guest) throw new HttpError(400, 'validation_failed', `${name}.id is only for saved addresses`);
        if (!own.includes(id))
          throw new HttpError(404, 'not_found', `${name}.id is not one of your addresses`);
      }
      if (guest && !input.invoice.email) {
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
      return change(owner, lang, true, (tx, cart) =>
        tx.update(cart.id, { guestAddressData: data, shippingCountryId: (delivery ?? invoice).countryId }),
      );
    },

    /**
     * `PUT shoppingCart/checkout` (checked by api/checkout first): the checkout's choices, so the
     * totals follow the shipping method and a reload keeps them; an omitted one stays as it was.
     * Creates no cart (without one there is nothing to check out).
     */
    saveCheckoutChoices(
      owner: CartOwner,
      lang: Language,
      choices: {
        shipping_method_id?: number;
        payment_method?: string | null;
        remarks?: string;
        pickup_point_id?: string | null;
        /** the delivery country chosen before the address is complete: the cart is priced for it */
        shipping_country_id?: number;
      },
    ) {
      return change(owner, lang, false, async (tx, cart) => {
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

    /**
     * `GET shippingMethods?country_id=`: the methods to that country (default the home country) at
     * its prices for a consumer; a country the shop does not deliver to has none.
     */
    async shippingMethods(lang: Language, countryId = HOME_COUNTRY_ID) {
      const { destination, regime } = await destinationOf(repo, countryId, null);
      return shippingMethodsTo(destination?.country.id === countryId ? destination : undefined, regime).map(
        (m) => ({
          id: m.id,
          title: m.title[lang.locale],
          price: euros(netFromGross(m.priceGross, destination?.rates.high ?? 0)),
          price_gross: euros(m.priceGross),
          free_from: m.freeFromGross === null ? null : euros(m.freeFromGross),
          needs_pickup_point: m.needsPickupPoint,
        }),
      );
    },

    /** `GET paymentMethods`: from the shop settings. */
    async paymentMethods(lang: Language) {
      return (await settings()).paymentMethods.map((m) => ({ id: m.id, title: m.title[lang.locale] }));
    },

    /**
     * At login (auth service): the guest cart of `guestToken` goes to the customer and is deleted.
     * Answers `scart_items_merged`: true only when guest lines went into a customer cart that had
     * lines already (the visitor then sees a cart that is not the one they just filled). When the
     * customer's cart was empty (or there was none), the guest's lines move over unchanged, with
     * its discount code and address data where the customer's cart has none: false, nothing to tell.
     * Merged amounts are added, capped at the stock and 999 (never below what the customer had);
     * lines beyond the 100-line limit and options no longer sold stay behind. A discount code that
     * would end up beside a quote (one cart's code, the other's quote) is dropped, and
     * `discountCodeRemoved` says so (the login answer tells the visitor).
     */
    async mergeAtLogin(customerId: number, guestToken: string | undefined): Promise<MergeResult> {
      const none: MergeResult = { merged: false, discountCodeRemoved: false };
      const guestKey = keyOf({ guestToken });
      if (!guestKey) return none;
      return repo.transaction(async (tx) => {
        const guest = await tx.find(guestKey, { lock: true });
        if (!guest) return none;
        const guestItems = await tx.items(guest.id);
        const own = await tx.createForCustomer(customerId);
        const ownItems = await tx.items(own.id);
        let merged = false;
        if (ownItems.length === 0) {
          // Moved unchanged: an offer's lines keep their locked prices and the cart its offer.
          for (const item of guestItems)
            await tx.setAmount(own.id, item.poId, item.amount, item.lockedPriceNet);
          if (guest.offerId) await tx.update(own.id, { offerId: guest.offerId, discountCodeId: null });
        } else {
          const options = await tx.options(
            guestItems.map((i) => i.poId),
            1,
          );
          const stockOf = new Map(options.map((o) => [o.id, o.stock]));
          const inCartOf = new Map(ownItems.map((i) => [i.poId, i.amount]));
          let lineCount = ownItems.length;
          for (const item of guestItems) {
            const stock = stockOf.get(item.poId);
            if (stock === undefined) continue;
            const inCart = inCartOf.get(item.poId) ?? 0;
            if (inCart === 0 && lineCount >= CART_LIMITS.maxLines) continue;
            const total = Math.max(inCart, Math.min(inCart + item.amount, stock, CART_LIMITS.maxAmount));
            if (total === inCart) continue;
            if (inCart === 0) lineCount++;
            await tx.setAmount(own.id, item.poId, total);
            merged = true;
          }
        }
        await tx.update(own.id, {
          discountCodeId: own.discountCodeId ?? guest.discountCodeId,
          guestAddressData: own.guestAddressData ?? guest.guestAddressData,
        });
        await tx.deleteCart(guest.id);
        // The code the visitor entered in either cart, gone because the merged cart names a quote.
        const hadCode = (guest.discountCodeId ?? own.discountCodeId) !== null;
        const dropped = await dropStaleDiscount(tx, own.id);
        const result = await tx.byId(own.id);
        return { merged, discountCodeRemoved: hadCode && dropped && result?.offerId != null };
      });
    },

    /**
     * An offer becomes the owner's cart (decision 021; the caller checked that it is open): the
     * cart's lines are replaced by the quote's, each locked at the quote's net unit price, the cart
     * names the offer and a discount code leaves. A guest without a cart gets one (and its token).
     */
    applyOffer(
      owner: CartOwner,
      lang: Language,
      offerId: number,
      lines: { poId: number; amount: number; priceNet: number }[],
    ) {
      return change(owner, lang, true, async (tx, cart) => {
        await tx.clearItems(cart.id);
        for (const l of lines) await tx.setAmount(cart.id, l.poId, l.amount, l.priceNet);
        await tx.update(cart.id, { offerId, discountCodeId: null });
      });
    },

    /**
     * Reorder: the order's lines go into the customer's cart at today's prices, as many as the
     * stock (and 999) allow on top of what the cart holds; lines whose option is gone, no longer
     * sold, out of stock or beyond the 100-line limit are `unavailable`. `added[].amount` is what
     * was added now.
     */
    async reorder(
      customerId: number,
      lang: Language,
      lines: { poId: number | null; name: string; sku: string; amount: number }[],
    ) {
      return repo.transaction(async (tx) => {
        const cart = await tx.createForCustomer(customerId);
        const ids = [...new Set(lines.flatMap((l) => (l.poId === null ? [] : [l.poId])))];
        const [options, items] = await Promise.all([tx.options(ids, lang.id), tx.items(cart.id)]);
        const optionOf = new Map(options.map((o) => [o.id, o]));
        const inCartOf = new Map(items.map((i) => [i.poId, i.amount]));
        const wanted = new Map<number, number>();
        const unavailable: { name: string; sku: string }[] = [];
        for (const line of lines) {
          const option = line.poId === null ? undefined : optionOf.get(line.poId);
          if (!option || option.stock <= 0) unavailable.push({ name: line.name, sku: line.sku });
          else wanted.set(option.id, (wanted.get(option.id) ?? 0) + line.amount);
        }
        const added: { po_id: number; name: string; amount: number }[] = [];
        let lineCount = items.length;
        for (const [poId, amount] of wanted) {
          const option = optionOf.get(poId)!;
          const inCart = inCartOf.get(poId) ?? 0;
          if (inCart === 0 && lineCount >= CART_LIMITS.maxLines) {
            for (const l of lines) if (l.poId === poId) unavailable.push({ name: l.name, sku: l.sku });
            continue;
          }
          const total = Math.max(inCart, Math.min(inCart + amount, option.stock, CART_LIMITS.maxAmount));
          if (inCart === 0) lineCount++;
          if (total > inCart) await tx.setAmount(cart.id, poId, total);
          added.push({ po_id: poId, name: option.name, amount: total - inCart });
        }
        await tx.update(cart.id, {});
        await dropStaleDiscount(tx, cart.id);
        return { added, unavailable };
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
