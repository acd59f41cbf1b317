/**
 * Placing an order (`POST checkout/placeOrder`, decision 020), in one transaction on the locked
 * cart row: the idempotency key is looked up first (the same key and request answer the same
 * order; another request under it is refused), then the lines' stock rows are locked, prices,
 * discount and shipping computed again, compared with the total the visitor saw (any difference:
 * 409, nothing written), stock taken, the order and its lines written and the cart emptied. The
 * payment is started right after the commit (payment.ts); if the provider fails, the same key
 * asks again.
 */
import { randomBytes } from 'node:crypto';
import { destinationOf } from '../cart/delivery.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { CartRow } from '../cart/repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import { grossCents } from '../lib/money.ts';
import { type VatCheck, vatCheckColumns } from '../tax/reverse-charge.ts';
import type { CheckoutContext } from './context.ts';
import { requestHashOf } from './idempotency.ts';
import { bad, type CheckedOrderInput, checkOrderInput, type PlaceOrderInput } from './order-input.ts';
import { startPayment } from './payment.ts';
import type { CheckoutRepository, OrderRow } from './repository.ts';

type CheckoutTx = Parameters<Parameters<CheckoutRepository['transaction']>[0]>[0];

const text = {
  cartEmpty: { nl: 'Uw winkelwagen is leeg.', en: 'Your cart is empty.' },
  priceChanged: {
    nl: 'De prijzen of verzendkosten zijn gewijzigd sinds u uw bestelling bekeek. Controleer het nieuwe totaal en bestel opnieuw.',
    en: 'Prices or shipping costs have changed since you looked at your order. Check the new total and place your order again.',
  },
  outOfStock: (l: Locale, name: string) =>
    l === 'en' ? `${name} is no longer in stock.` : `${name} is niet meer op voorraad.`,
  insufficientStock: (l: Locale, name: string, stock: number) =>
    l === 'en'
      ? `Only ${stock} of ${name} left in stock. Lower the amount in your cart.`
      : `Er ${stock === 1 ? 'is' : 'zijn'} nog maar ${stock} van ${name} op voorraad. Verlaag het aantal in uw winkelwagen.`,
  keyReused: 'This Idempotency-Key was used for another request; make a new key for a new order',
};

const cartEmpty = (locale: Locale) => new HttpError(409, 'cart_empty', text.cartEmpty[locale]);
const priceChanged = (locale: Locale) => new HttpError(409, 'price_changed', text.priceChanged[locale]);

/** One order to place: the request as checked, and its idempotency key and hash. */
interface Placing {
  owner: CartOwner;
  lang: Language;
  input: PlaceOrderInput;
  checked: CheckedOrderInput;
  idempotencyKey: string;
  requestHash: string;
  /**
   * The check of the invoice's VAT number (decision 072), made before the transaction (VIES is not
   * asked while stock is locked); from the answers the cart was priced with, so the order is
   * charged what the visitor saw.
   */
  vatCheck: VatCheck | null;
}

export function orderPlacing(ctx: CheckoutContext) {
  const { repo, cart } = ctx;
  return {
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
      const requestHash = requestHashOf(owner, input);
      const replay = (order: OrderRow) => {
        if (order.requestHash !== requestHash)
          throw new HttpError(422, 'idempotency_key_reused', text.keyReused);
        return { order, replayed: true };
      };
      const existing = await repo.byIdempotencyKey(idempotencyKey);
      if (existing) return { ...(await startPayment(ctx, replay(existing).order)), replayed: true };

      const checked = await checkOrderInput(ctx, owner, customerEmail, lang, input);
      const { vatCheck } = await destinationOf(repo.cart, checked.countryId, invoiceForVat(checked));
      const placing: Placing = { owner, lang, input, checked, idempotencyKey, requestHash, vatCheck };
      let placed: { order: OrderRow; replayed: boolean };
      try {
        placed = await repo.transaction(async (tx) => {
          const key = cart.keyOf(owner);
          const row = key ? await tx.cart.find(key, { lock: true }) : undefined;
          // Under the cart's lock: a request with this key that got here first has committed.
          const before = await tx.orders.byIdempotencyKey(idempotencyKey);
          if (before) return replay(before);
          if (!row) throw cartEmpty(lang.locale);
          const order = await writeOrder(ctx, tx, placing, await priceForOrder(ctx, tx, row, placing));
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
      return { ...(await startPayment(ctx, placed.order)), replayed: placed.replayed };
    },
  };
}

/** What of the checked invoice decides reverse charge: its company and VAT number. */
const invoiceForVat = (checked: CheckedOrderInput) => ({
  company: checked.invoice.company,
  vatNumber: checked.vatNumber,
});

/**
 * The locked cart priced for the order, its lines' stock locked: 409 when it is empty, a line's
 * stock is short or the total is not the one the visitor saw; a quote's prices accept the quote.
 */
async function priceForOrder({ cart }: CheckoutContext, tx: CheckoutTx, row: CartRow, placing: Placing) {
  const { lang, checked, input, vatCheck } = placing;
  const locale = lang.locale;
  const stock = await tx.orders.lockStock((await tx.cart.items(row.id)).map((i) => i.poId));
  const { lines, totals, active, offer, method, regime } = await cart.priceCart(tx.cart, row, lang, {
    shippingMethodId: checked.method.id,
    countryId: checked.countryId,
    invoice: invoiceForVat(checked),
    vatCheck,
  });
  if (lines.length === 0) throw cartEmpty(locale);
  // The method must go to that country (a pickup point where there are pickup points).
  if (method?.id !== checked.method.id)
    throw bad('shipping_method_id is not a shipping method to the delivery country');
  for (const line of lines) {
    const left = stock.get(line.poId) ?? 0;
    if (left <= 0) throw new HttpError(409, 'out_of_stock', text.outOfStock(locale, line.name));
    if (line.amount > left)
      throw new HttpError(409, 'insufficient_stock', text.insufficientStock(locale, line.name, left));
  }
  if (totals.toPayGross !== Math.round(input.expected_total_gross * 100)) throw priceChanged(locale);
  // The quote's prices are charged once: ordering them accepts the quote (decision 021).
  const fromOffer = offer && lines.some((l) => l.locked) ? offer : undefined;
  if (fromOffer && !(await tx.orders.acceptOffer(fromOffer.id))) throw priceChanged(locale);
  return { lines, totals, active, regime, fromOffer };
}

/** The order and its lines written (with a guest record for a guest), and the stock taken. */
async function writeOrder(
  { now, deadline }: CheckoutContext,
  tx: CheckoutTx,
  { owner, lang, input, checked, idempotencyKey, requestHash, vatCheck }: Placing,
  { lines, totals, active, regime, fromOffer }: Awaited<ReturnType<typeof priceForOrder>>,
): Promise<OrderRow> {
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
      // VIES's answer and why the order was (not) reverse charged, kept as the proof (decision 072).
      ...vatCheckColumns(vatCheck),
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
  return order;
}
