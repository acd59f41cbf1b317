/**
 * Checkout (decision 020): placing an order from the cart, the order's page for whoever holds its
 * secret, paying again, and turning a guest's order into an account.
 *
 * Placing an order is one transaction on the locked cart row: the idempotency key is looked up
 * first (the same key and request answer the same order; another request under it is refused),
 * then the lines' stock rows are locked, prices, discount and shipping computed again, compared
 * with the total the visitor saw (any difference: 409, nothing written), stock taken, the order
 * and its lines written and the cart emptied. The payment is made right after the commit, on the
 * locked order row (payments/service.ts `ensure`); if the provider fails, the same key asks again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AuthService } from '../auth/service.ts';
import { hashToken } from '../auth/service.ts';
import {
  type CartOwner,
  type CartService,
  cartAddressOf,
  isShippingMethodId,
  notShipped,
} from '../cart/service.ts';
import { type AddressFields, checkAddress } from '../customer/address.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { euros, grossCents, ratePercent } from '../lib/money.ts';
import type { Mail } from '../mail/mailer.ts';
import { type PaymentDeadline, paymentDeadline } from '../orders/payment-expiry.ts';
import { type PaymentService, paymentReturnUrl } from '../payments/service.ts';
import { confirmationMail } from './order-mail.ts';
import { type PickupPoint, pickupPointById, pickupPointsNear } from './pickup-points.ts';
import type { CheckoutRepository, OrderRow } from './repository.ts';

/** An address as the checkout takes it: `id` names one of the customer's own; `email` the invoice's. */
type CheckoutAddress = AddressFields & { id?: number | null; email?: string };

interface PlaceOrderInput {
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

/**
 * The order's status for its page: what happened to the payment, and whether an account can be
 * made. `order_cancelled`: not paid in time, so cancelled (status 7, decision 042; paying again is
 * no longer possible); `refund_due`: cancelled, and a payment that came in afterwards could not
 * take the stock again, so it is refunded.
 */
type Outcome = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'order_cancelled' | 'refund_due';
/** create: a guest order whose e-mail has no account; login: one exists; none: the order is an account's. */
type AccountOffer = 'create' | 'login' | 'none';

/** A guest can make an account from the order page for this long after ordering. */
const GUEST_ACCOUNT_DAYS = 7;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{16,100}$/;

const text = {
  cartEmpty: { nl: 'Uw winkelwagen is leeg.', en: 'Your cart is empty.' },
  priceChanged: {
    nl: 'De prijzen of verzendkosten zijn gewijzigd sinds u uw bestelling bekeek. Controleer het nieuwe totaal en bestel opnieuw.',
    en: 'Prices or shipping costs have changed since you looked at your order. Check the new total and place your order again.',
  },
  outOfStock: (l: 'nl' | 'en', name: string) =>
    l === 'en' ? `${name} is no longer in stock.` : `${name} is niet meer op voorraad.`,
  insufficientStock: (l: 'nl' | 'en', name: string, stock: number) =>
    l === 'en'
      ? `Only ${stock} of ${name} left in stock. Lower the amount in your cart.`
      : `Er ${stock === 1 ? 'is' : 'zijn'} nog maar ${stock} van ${name} op voorraad. Verlaag het aantal in uw winkelwagen.`,
  keyReused: 'This Idempotency-Key was used for another request; make a new key for a new order',
  paymentUnavailable: {
    nl: 'Uw bestelling is opgeslagen, maar de betaling kon niet worden gestart. Probeer het opnieuw.',
    en: 'Your order is saved, but the payment could not be started. Please try again.',
  },
  notAwaitingPayment: {
    nl: 'Deze bestelling wacht niet (meer) op betaling.',
    en: 'This order is not awaiting payment.',
  },
  accountExists: {
    nl: 'Er bestaat al een account met dit e-mailadres. Log in om uw bestellingen te zien.',
    en: 'An account with this e-mail address exists already. Log in to see your orders.',
  },
  accountTooLate: {
    nl: 'Een account maken vanaf deze bestelling kan niet meer. Registreer via "wachtwoord vergeten".',
    en: 'An account can no longer be made from this order. Use "forgot password" instead.',
  },
};

const bad = (message: string) => new HttpError(400, 'validation_failed', message);
const orderNotFound = () => notFound('No such order');

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** JSON with object keys sorted: equal requests give equal text, whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** Whose request it is, as the idempotency check compares it: a customer, or a guest's cart token. */
function requesterOf(owner: CartOwner): string {
  if ('customerId' in owner) return `customer:${owner.customerId}`;
  return `guest:${owner.guestToken ? hashToken(owner.guestToken) : ''}`;
}

interface CheckoutOptions {
  cart: CartService;
  payments: PaymentService;
  auth: AuthService;
  send: (mail: Mail) => Promise<unknown>;
  storefrontUrl: string;
  now?: () => Date;
  /** when an unpaid order is cancelled, by its payment method (decision 042); default a day, bank transfer 14 */
  paymentDeadline?: PaymentDeadline;
}

export function createCheckoutService(repo: CheckoutRepository, options: CheckoutOptions) {
  const { cart, payments } = options;
  const now = options.now ?? (() => new Date());
  const deadline = options.paymentDeadline ?? paymentDeadline();

  /** The shop's countries with their names, for address checks and the order's address snapshots. */
  const countries = () => repo.countries();

  /** A checked address as the order keeps it: the cart's shape plus the country's name. */
  function snapshot(
    list: Awaited<ReturnType<typeof countries>>,
    lang: Language,
    address: CheckoutAddress,
    email: string,
  ) {
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

  /** Everything about the input that needs no cart: methods, pickup point, addresses and whose they are. */
  async function checkInput(
    owner: CartOwner,
    customerEmail: string | undefined,
    lang: Language,
    input: PlaceOrderInput,
  ) {
    const guest = !('customerId' in owner);
    const s = await cart.settings();
    if (!isShippingMethodId(input.shipping_method_id))
      throw bad('shipping_method_id is not a known shipping method');
    if (!s.paymentMethods.some((m) => m.id === input.payment_method))
      throw bad('payment_method is not a known payment method');
    const list = await countries();
    const shipTo = list.find((c) => c.id === (input.delivery ?? input.invoice).country_id);
    if (shipTo && !shipTo.ships) throw notShipped(lang);
    const method = { id: input.shipping_method_id, needsPickupPoint: input.shipping_method_id === 2 };
    let point: PickupPoint | undefined;
    if (method.needsPickupPoint) {
      if (!input.pickup_point_id) throw bad('pickup_point_id is required for this shipping method');
      point = pickupPointById(list, input.pickup_point_id, lang.locale);
      if (!point) throw bad('pickup_point_id is not a known pickup point');
    }
    const own = guest ? [] : await repo.cart.addressIds(owner.customerId);
    for (const [name, address] of [
      ['invoice', input.invoice],
      ['delivery', input.delivery],
    ] as const) {
      const id = address?.id ?? null;
      if (id === null) continue;
      if (guest) throw bad(`${name}.id is only for saved addresses`);
      if (!own.includes(id)) throw new HttpError(404, 'not_found', `${name}.id is not one of your addresses`);
    }
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

  /** What the place-order call answers, for a new order and a repeated request alike. */
  async function answer(order: OrderRow) {
    let payment: Awaited<ReturnType<PaymentService['ensure']>> = null;
    try {
      payment = await payments.ensure(order.id);
    } catch {
      // The provider failed: the order stands, and its page offers to pay (retryPayment).
    }
    return {
      order: {
        id: order.id,
        number: order.number,
        status_id: order.statusId,
        total_gross: euros(order.totalGross),
      },
      // Paid already (a repeated request after paying), or no payment could be made: the order's page.
      redirect_url:
        payment?.checkoutUrl ?? paymentReturnUrl(options.storefrontUrl, order.languageId, order.accessToken!),
    };
  }

  /** The order of an order token, or 404 (also for a token of the wrong shape). */
  async function orderOfToken(token: string): Promise<OrderRow> {
    const order = TOKEN_SHAPE.test(token) ? await repo.byAccessToken(token) : undefined;
    if (!order) throw orderNotFound();
    return order;
  }

  return {
    /** `GET pickupPoints`: the demo points nearest to a postcode in a country. */
    async pickupPoints(lang: Language, countryId: number, postcode: string) {
      const country = (await countries()).find((c) => c.id === countryId);
      if (!country) throw bad('country_id is not a known country');
      return pickupPointsNear(country, postcode, lang.locale);
    },

    /** `PUT shoppingCart/checkout`: the choices checked, then kept on the cart (answers the cart). */
    async saveChoices(
      owner: CartOwner,
      lang: Language,
      choices: {
        shipping_method_id?: number;
        payment_method?: string | null;
        remarks?: string;
        pickup_point_id?: string | null;
        shipping_country_id?: number;
      },
    ) {
      const s = await cart.settings();
      if (choices.shipping_method_id !== undefined && !isShippingMethodId(choices.shipping_method_id))
        throw bad('shipping_method_id is not a known shipping method');
      if (choices.payment_method && !s.paymentMethods.some((m) => m.id === choices.payment_method))
        throw bad('payment_method is not a known payment method');
      if (choices.pickup_point_id && !pickupPointById(await countries(), choices.pickup_point_id))
        throw bad('pickup_point_id is not a known pickup point');
      return (await cart.saveCheckoutChoices(owner, lang, choices)).cart;
    },

    /**
     * `POST checkout/placeOrder`: the order from the owner's cart, or the order this key made
     * before (`replayed`). Throws 400/404 for bad input, 409 for an empty cart, stock or a total
     * that moved, 422 for a key used for another request.
     */
    async placeOrder(
      owner: CartOwner,
      customerEmail: string | undefined,
      lang: Language,
      idempotencyKey: string,
      input: PlaceOrderInput,
    ) {
      const requestHash = createHash('sha256')
        .update(`${requesterOf(owner)}\n${canonicalJson(input)}`)
        .digest('hex');
      const replay = (order: OrderRow) => {
        if (order.requestHash !== requestHash)
          throw new HttpError(422, 'idempotency_key_reused', text.keyReused);
        return { order, replayed: true };
      };
      const existing = await repo.byIdempotencyKey(idempotencyKey);
      if (existing) return { ...(await answer(replay(existing).order)), replayed: true };

      const checked = await checkInput(owner, customerEmail, lang, input);
      const expected = Math.round(input.expected_total_gross * 100);
      const locale = lang.locale;
      let placed: { order: OrderRow; replayed: boolean };
      try {
        placed = await repo.transaction(async (tx) => {
          const key = cart.keyOf(owner);
          const row = key ? await tx.cart.find(key, { lock: true }) : undefined;
          // Under the cart's lock: a request with this key that got here first has committed.
          const before = await tx.orders.byIdempotencyKey(idempotencyKey);
          if (before) return replay(before);
          if (!row) throw new HttpError(409, 'cart_empty', text.cartEmpty[locale]);
          const stock = await tx.orders.lockStock((await tx.cart.items(row.id)).map((i) => i.poId));
          const { lines, totals, active, offer, method, regime } = await cart.priceCart(tx.cart, row, lang, {
            shippingMethodId: checked.method.id,
            countryId: checked.countryId,
            vatNumber: checked.vatNumber,
          });
          if (lines.length === 0) throw new HttpError(409, 'cart_empty', text.cartEmpty[locale]);
          // The method must go to that country (a pickup point where there are pickup points).
          if (method?.id !== checked.method.id)
            throw bad('shipping_method_id is not a shipping method to the delivery country');
          for (const line of lines) {
            const left = stock.get(line.poId) ?? 0;
            if (left <= 0) throw new HttpError(409, 'out_of_stock', text.outOfStock(locale, line.name));
            if (line.amount > left)
              throw new HttpError(409, 'insufficient_stock', text.insufficientStock(locale, line.name, left));
          }
          if (totals.toPayGross !== expected)
            throw new HttpError(409, 'price_changed', text.priceChanged[locale]);
          // The quote's prices are charged once: ordering them accepts the quote (decision 021).
          const fromOffer = offer && lines.some((l) => l.locked) ? offer : undefined;
          if (fromOffer && !(await tx.orders.acceptOffer(fromOffer.id)))
            throw new HttpError(409, 'price_changed', text.priceChanged[locale]);

          const customerId =
            'customerId' in owner
              ? owner.customerId
              : await tx.orders.createGuest({
                  email: checked.email,
                  firstname: checked.invoice.firstname,
                  middleName: checked.invoice.middle_name,
                  lastname: checked.invoice.lastname,
                  phone: checked.invoice.phone,
                  company: checked.invoice.company,
                  languageId: lang.id,
                });
          const id = await tx.orders.nextOrderId();
          const order = await tx.orders.insertOrder(
            id,
            `KK-${now().getFullYear()}-${1000 + id}`,
            {
              customerId,
              statusId: 2,
              totalNet: totals.toPay,
              totalGross: totals.toPayGross,
              shippingNet: totals.shipping,
              shippingGross: totals.shippingGross,
              discountNet: totals.discount,
              discountGross: totals.discountGross,
              vatLines: totals.vatLines,
              reverseCharge: regime === 'reverse_charge',
              vatNumber: regime === 'reverse_charge' ? checked.vatNumber : null,
              discountCode: active?.code ?? null,
              shippingMethodId: checked.method.id,
              paymentMethod: input.payment_method,
              invoiceAddress: checked.invoice,
              deliveryAddress: checked.delivery,
              pickupPoint: checked.point ?? null,
              remarks: input.remarks,
              idempotencyKey,
              requestHash,
              accessToken: randomBytes(32).toString('base64url'),
              languageId: lang.id,
              offerId: fromOffer?.id ?? null,
              // Unpaid after this, the order is cancelled and its stock given back (decision 042).
              paymentDueAt: deadline(input.payment_method, now()),
            },
            lines.map((l) => ({
              productOptionId: l.poId,
              sku: l.sku,
              name: l.name,
              optionName: l.optionName,
              amount: l.amount,
              priceNet: l.priceNet,
              priceGross: grossCents(l.priceNet, l.rate),
              vatRate: l.rate,
            })),
          );
          await tx.orders.takeStock(lines.map((l) => ({ poId: l.poId, amount: l.amount })));
          await tx.cart.empty(row.id);
          return { order, replayed: false };
        });
      } catch (error) {
        // The same key from another cart, committed between our look and our insert.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repo.byIdempotencyKey(idempotencyKey);
        if (!winner) throw error;
        placed = replay(winner);
      }
      return { ...(await answer(placed.order)), replayed: placed.replayed };
    },

    /** `GET checkout/orders/{token}`: the order's status for its page (an open payment is asked about first). */
    async orderStatus(token: string) {
      const order = await orderOfToken(token);
      const [payment, customer] = await Promise.all([
        payments.current(order.id),
        repo.customer(order.customerId),
      ]);
      // Asking about the payment may have moved the order: paid now, or paid late after it was cancelled.
      const fresh =
        order.statusId === 2 || order.statusId === 7 ? ((await repo.byId(order.id)) ?? order) : order;
      const outcome: Outcome =
        fresh.statusId === 7
          ? fresh.refundDueAt
            ? 'refund_due'
            : 'order_cancelled'
          : fresh.statusId >= 3
            ? 'paid'
            : !payment || payment.status === 'open'
              ? 'pending'
              : payment.status === 'paid'
                ? 'paid'
                : payment.status;
      const invoice = fresh.invoiceAddress as { email?: string };
      let account: AccountOffer = 'none';
      if (customer && !customer.accountExists) {
        const recent = now().getTime() - fresh.createdAt.getTime() < GUEST_ACCOUNT_DAYS * 86_400_000;
        if (await repo.accountExists(customer.email)) account = 'login';
        else if (recent) account = 'create';
      }
      return {
        number: fresh.number,
        status_id: fresh.statusId,
        outcome,
        created_at: fresh.createdAt.toISOString(),
        total_net: euros(fresh.totalNet),
        total_gross: euros(fresh.totalGross),
        payment_method: fresh.paymentMethod,
        payment: payment ? { status: payment.status, method: payment.method } : null,
        email: invoice.email ?? customer?.email ?? '',
        account,
      };
    },

    /** `POST checkout/orders/{token}/retryPayment`: a payment for an order still awaiting one. */
    async retryPayment(token: string, lang: Language, method?: string) {
      const order = await orderOfToken(token);
      if (method !== undefined) {
        const s = await cart.settings();
        if (!s.paymentMethods.some((m) => m.id === method))
          throw bad('payment_method is not a known payment method');
      }
      // What the provider knows first: a payment that was paid meanwhile needs no other.
      await payments.current(order.id);
      let payment: Awaited<ReturnType<PaymentService['ensure']>>;
      try {
        payment = await payments.ensure(order.id, method);
      } catch {
        throw new HttpError(502, 'payment_unavailable', text.paymentUnavailable[lang.locale]);
      }
      if (!payment) throw new HttpError(409, 'not_awaiting_payment', text.notAwaitingPayment[lang.locale]);
      return { redirect_url: payment.checkoutUrl };
    },

    /**
     * `POST checkout/createAccount`: the guest record of the order becomes an account with this
     * password, and is logged in. Refused (409) when the order is an account's already, when an
     * account with its e-mail exists (log in instead: never attached by e-mail alone), or after
     * GUEST_ACCOUNT_DAYS.
     */
    async createAccount(token: string, lang: Language, password: string, cartToken: string | undefined) {
      const order = await orderOfToken(token);
      const customer = await repo.customer(order.customerId);
      if (!customer || customer.accountExists || (await repo.accountExists(customer.email)))
        throw new HttpError(409, 'account_exists', text.accountExists[lang.locale]);
      if (now().getTime() - order.createdAt.getTime() >= GUEST_ACCOUNT_DAYS * 86_400_000)
        throw new HttpError(409, 'link_expired', text.accountTooLate[lang.locale]);
      const passwordHash = await hash(password, { algorithm: 2 });
      let made = false;
      try {
        made = await repo.makeAccount(customer.id, passwordHash);
      } catch (error) {
        // An account with this e-mail was made at the same moment (one account per e-mail).
        if (!isUniqueViolation(error)) throw error;
      }
      if (!made) throw new HttpError(409, 'account_exists', text.accountExists[lang.locale]);
      return options.auth.startSession(customer.id, cartToken);
    },

    /** Sends the confirmation of a paid order, once (the claim decides between callers). */
    async sendConfirmation(orderId: number): Promise<void> {
      if (!(await repo.claimConfirmation(orderId))) return;
      const order = await repo.byId(orderId);
      if (!order) return;
      const lines = await repo.lines(orderId);
      const invoice = order.invoiceAddress as { email: string };
      const invoiceName = order.invoiceAddress as { firstname?: string; lastname?: string };
      const delivery = order.deliveryAddress as Record<string, string>;
      const locale = order.languageId === 4 ? 'en' : 'nl';
      await options.send(
        confirmationMail({
          to: invoice.email,
          locale,
          number: order.number,
          lines: lines.map((l) => ({
            name: l.name,
            optionName: l.optionName,
            amount: l.amount,
            priceGross: l.priceGross,
          })),
          shipping: order.shippingGross,
          discount: order.discountGross,
          total: order.totalGross,
          vat: order.vatLines.length
            ? order.vatLines.map((v) => ({ rate: ratePercent(v.rate), base: v.base + v.vat, amount: v.vat }))
            : order.totalGross - order.totalNet,
          reverseCharge: order.reverseCharge,
          vatNumber: order.vatNumber ?? undefined,
          customerName: { first: invoiceName.firstname ?? '', last: invoiceName.lastname ?? '' },
          deliverTo: [
            delivery.company,
            [delivery.firstname, delivery.middle_name, delivery.lastname].filter(Boolean).join(' '),
            [delivery.street, delivery.house_number, delivery.house_number_addition]
              .filter(Boolean)
              .join(' '),
            [delivery.postcode, delivery.city].filter(Boolean).join(' '),
            delivery.country,
          ].filter((l): l is string => Boolean(l)),
          pickup: order.pickupPoint !== null,
          link: paymentReturnUrl(options.storefrontUrl, order.languageId, order.accessToken!),
        }),
      );
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
