/**
 * What the checkout and payment tests share: options with stock to order, logins, guest carts,
 * addresses and the place-order call, against a test API (api/testing/test-api.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { type Cart, cart as cartSchema } from '../../shared/contract/cart.ts';
import { orderStatus, placedOrder } from '../../shared/contract/checkout.ts';
import type { Db } from '../db/client.ts';
import {
  customers,
  offerLines,
  offers,
  orders,
  outbox,
  payments,
  productOptions,
  products,
} from '../db/schema.ts';

const CART_TOKEN = 'X-FZ-Cart-Token';

/** A visitor: a guest's cart token, or a customer's `Bearer …`; and the language (1 nl, 4 en). */
export interface Who {
  auth?: string;
  lang?: 1 | 4;
}

export function headersOf(who: Who = {}): Record<string, string> {
  const headers: Record<string, string> = { 'X-FZ-Language-Id': String(who.lang ?? 1) };
  if (who.auth?.startsWith('Bearer ')) headers.Authorization = who.auth;
  else if (who.auth) headers[CART_TOKEN] = who.auth;
  return headers;
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  company: '',
  firstname: 'Eva',
  middle_name: '',
  lastname: 'Jansen',
  street: 'Oudegracht',
  house_number: '12',
  house_number_addition: '',
  postcode: '3511 AB',
  city: 'Utrecht',
  country_id: 1,
  phone: '',
  ...overrides,
});

export function checkoutFixtures(app: () => Express, db: () => Db) {
  let pool: number[] = [];

  const valid = <T>(schema: { validateSync: (v: unknown, o: object) => T }, value: unknown) =>
    schema.validateSync(value, { strict: true, abortEarly: false });

  return {
    /** Options of active products, each given stock 20, handed out once each (tests change them). */
    async reserveOptions(count: number) {
      const rows = await db()
        .select({ id: productOptions.id })
        .from(productOptions)
        .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
        .where(gte(productOptions.stock, 1))
        .orderBy(productOptions.id)
        .limit(count);
      pool = rows.map((r) => r.id);
      await db().update(productOptions).set({ stock: 20 }).where(inArray(productOptions.id, pool));
    },
    take(): number {
      const id = pool.shift();
      if (id === undefined) throw new Error('out of test options');
      return id;
    },

    async login(email: string): Promise<string> {
      const res = await request(app())
        .post('/api/customerAuth/login')
        .set('X-Forwarded-For', '10.40.0.1')
        .send({ email, password: 'Demo1234!' })
        .expect(200);
      return `Bearer ${res.body.token}`;
    },

    /** Adds lines to a visitor's cart (a guest without a token gets one); answers the visitor and the cart. */
    async fill(lines: { po_id: number; amount: number }[], who: Who = {}): Promise<{ who: Who; cart: Cart }> {
      let current = { ...who };
      let cart: Cart | undefined;
      for (const line of lines) {
        const res = await request(app()).post('/api/shoppingCart/add').set(headersOf(current)).send(line);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const token = res.headers['x-fz-cart-token'] as string | undefined;
        if (token) current = { ...current, auth: token };
        cart = valid(cartSchema, res.body.data);
      }
      return { who: current, cart: cart! };
    },

    async cart(who: Who): Promise<Cart> {
      const res = await request(app()).get('/api/shoppingCart').set(headersOf(who)).expect(200);
      return valid(cartSchema, res.body.data);
    },

    async applyCode(who: Who, code: string) {
      const res = await request(app())
        .put('/api/shoppingCart/discountCode')
        .set(headersOf(who))
        .send({ code });
      expect(res.body.data.error).toBe(false);
      return valid(cartSchema, res.body.data.cart);
    },

    /** `POST checkout/placeOrder` (the key defaults to a fresh one); answers the raw response. */
    placeOrder(who: Who, body: Record<string, unknown>, key: string | null = randomUUID()) {
      const req = request(app()).post('/api/checkout/placeOrder').set(headersOf(who));
      if (key !== null) req.set('Idempotency-Key', key);
      return req.send(body);
    },

    /** A complete place-order body for a cart: the invoice address and the total the cart showed. */
    orderBody(cart: Cart, overrides: Record<string, unknown> = {}) {
      return {
        invoice: { ...address(), email: 'eva.jansen@example.com' },
        delivery: null,
        shipping_method_id: 1,
        payment_method: 'ideal',
        pickup_point_id: null,
        remarks: '',
        expected_total_gross: cart.total.to_pay_gross,
        terms_accepted: true,
        ...overrides,
      };
    },

    placed: (body: unknown) => valid(placedOrder, (body as { data: unknown }).data),

    async status(token: string, lang: 1 | 4 = 1) {
      const res = await request(app())
        .get(`/api/checkout/orders/${token}`)
        .set(headersOf({ lang }))
        .expect(200);
      return valid(orderStatus, res.body.data);
    },

    async order(id: number) {
      const [row] = await db().select().from(orders).where(eq(orders.id, id));
      return row!;
    },

    async payments(orderId: number) {
      return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
    },

    /** The test provider's page for a payment URL, then the chosen outcome; answers the redirect. */
    async payAtTestProvider(redirectUrl: string, outcome: 'paid' | 'failed' | 'canceled' | 'expired') {
      const path = new URL(redirectUrl).pathname;
      await request(app()).get(path).expect(200).expect('Content-Type', /html/);
      const res = await request(app()).post(`${path}/${outcome}`).expect(303);
      return res.headers.location as string;
    },

    /** What a write could have left behind: orders, customers, outbox mails and stock of options. */
    async counts(optionIds: number[] = []) {
      const n = async (table: typeof orders | typeof customers | typeof outbox) =>
        (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      const stock = optionIds.length
        ? await db()
            .select({ id: productOptions.id, stock: productOptions.stock })
            .from(productOptions)
            .where(inArray(productOptions.id, optionIds))
            .orderBy(productOptions.id)
        : [];
      return { orders: await n(orders), customers: await n(customers), outbox: await n(outbox), stock };
    },

    /** An open quote of a customer, each line €1 (net) below the option's price today; answers the row. */
    async makeOffer(customerId: number, lines: { poId: number; amount: number }[]) {
      const token = `test-${randomBytes(12).toString('base64url')}`;
      const [offer] = await db()
        .insert(offers)
        .values({ customerId, token, number: `OF-T-${token.slice(5, 11)}`, validUntil: '2999-12-31' })
        .returning();
      for (const { poId, amount } of lines) {
        const [option] = await db().select().from(productOptions).where(eq(productOptions.id, poId));
        await db()
          .insert(offerLines)
          .values({
            offerId: offer!.id,
            productOptionId: poId,
            name: 'Offerteregel',
            amount,
            priceNet: option!.priceNet - 100,
          });
      }
      return offer!;
    },

    async stockOf(poId: number) {
      const [row] = await db()
        .select({ stock: productOptions.stock })
        .from(productOptions)
        .where(eq(productOptions.id, poId));
      return row!.stock;
    },
  };
}

/** The order's secret token from a payment redirect page URL. */
export const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('order') ?? '';
