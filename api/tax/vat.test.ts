/**
 * Issue 26 (decision 050): VAT per product and per country of delivery, through the API as the
 * storefront calls it. Coffee is taxed at 9 % and equipment at 21 % in the Netherlands; a Belgian
 * consumer pays Belgium's rates (6 % on coffee), a Belgian business whose VAT number VIES confirms
 * none (reverse charged, with the legal note; decision 072 and ./reverse-charge.test.ts), the UK no VAT and its own shipping price; Switzerland is
 * not delivered to. The order is priced again on the server for where it goes.
 */
import { and, eq, gte } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart as cartSchema } from '../../shared/contract/cart.ts';
import { address, checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { orderLines, productOptions, products } from '../db/schema.ts';
import { grossCents } from '../lib/money.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { startViesStandIn, type ViesStandIn } from '../vies/stand-in.ts';

const NL = 1;
const BE = 2;
const GB = 6;
const CH = 9;

describeEachDatabase('VAT per product and country', (driver) => {
  // VIES confirms the Belgian business's number (decision 072): a local stand-in.
  let vies: ViesStandIn;
  beforeAll(async () => {
    vies = await startViesStandIn();
  });
  afterAll(async () => {
    await vies.close();
  });
  const t = useTestApi(driver, () => ({ viesUrl: vies.url }));
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let coffee: number;
  let machine: number;

  /** A fresh option of a product of this tax class, with stock, at this net price. */
  const optionOf = async (taxClass: 'low' | 'high', priceNet: number) => {
    const [row] = await db()
      .select({ id: productOptions.id })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(products.taxClass, taxClass), eq(products.active, true), gte(productOptions.stock, 1)))
      .orderBy(productOptions.id)
      .limit(1);
    await db().update(productOptions).set({ priceNet, stock: 50 }).where(eq(productOptions.id, row!.id));
    return row!.id;
  };

  beforeAll(async () => {
    coffee = await optionOf('low', 1280); // € 13,95 incl. 9 %
    machine = await optionOf('high', 50000); // € 605,00 incl. 21 %
  });

  const choices = (who: Who, body: Record<string, unknown>) =>
    request(t.app).put('/api/shoppingCart/checkout').set(headersOf(who)).send(body);
  const addressData = (who: Who, body: Record<string, unknown>) =>
    request(t.app).put('/api/shoppingCart/addressData').set(headersOf(who)).send(body);
  const valid = (body: unknown) =>
    cartSchema.validateSync((body as { data: unknown }).data, { strict: true });
  const mixedCart = () =>
    f.fill([
      { po_id: coffee, amount: 2 },
      { po_id: machine, amount: 1 },
    ]);
  const belgian = (overrides: Record<string, unknown> = {}) =>
    address({
      street: 'Meir',
      house_number: '50',
      postcode: '2000',
      city: 'Antwerpen',
      country_id: BE,
      ...overrides,
    });

  it('prices coffee at 9 % and equipment at 21 % in the catalogue and the cart, VAT per rate', async () => {
    const [bag] = await db()
      .select({ net: products.priceNet, gross: products.priceGross })
      .from(products)
      .where(eq(products.taxClass, 'low'))
      .limit(1);
    expect(bag!.gross).toBe(grossCents(bag!.net, 900));
    const { cart } = await mixedCart();
    const byPo = new Map(cart.items.map((i) => [i.po_id, i]));
    expect(byPo.get(coffee)!.info).toMatchObject({ price: 12.8, price_gross: 13.95, vat_rate: 9 });
    expect(byPo.get(machine)!.info).toMatchObject({ price: 500, price_gross: 605, vat_rate: 21 });
    // Above € 50: free shipping, so the VAT is the lines' own.
    expect(cart.total.vat_rates).toEqual([
      { rate: 21, base: 500, vat: 105 },
      { rate: 9, base: 25.6, vat: 2.3 },
    ]);
    expect(cart.total.vat).toBe(107.3);
    expect(cart.total.to_pay_gross).toBe(632.9);
    expect(cart.reverse_charge).toBe(false);
  });

  it('splits shipping’s VAT over the rates of the lines, reconciled to the cent', async () => {
    const { cart } = await f.fill([{ po_id: coffee, amount: 1 }]);
    // One bag: € 13,95 + € 6,95 shipping, all at 9 %.
    expect(cart.total).toMatchObject({ shipping_gross: 6.95, to_pay_gross: 20.9 });
    expect(cart.total.vat_rates).toEqual([{ rate: 9, base: 19.18, vat: 1.72 }]);
  });

  it('re-prices the cart for a Belgian consumer: Belgium’s rates and shipping', async () => {
    const { who } = await f.fill([{ po_id: coffee, amount: 1 }]);
    const res = await choices(who, { shipping_country_id: BE });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = valid(res.body);
    expect(cart.shipping_country_id).toBe(BE);
    // 6 % on coffee: 12.80 × 1.06 = 13.568 → 13.57; Belgian shipping € 9,95 below € 100.
    expect(cart.items[0]!.info).toMatchObject({ price_gross: 13.57, vat_rate: 6 });
    expect(cart.total).toMatchObject({ shipping_gross: 9.95, to_pay_gross: 23.52 });
    expect(cart.total.vat_rates.map((v) => v.rate)).toEqual([6]);
    const methods = await request(t.app).get(`/api/shippingMethods?country_id=${BE}`).expect(200);
    expect(methods.body.data.map((m: { price_gross: number }) => m.price_gross)).toEqual([9.95, 0]);
  });

  it('reverse charges a Belgian business whose VAT number VIES confirms, and the order says so', async () => {
    const { who, cart: before } = await mixedCart();
    const invoice = belgian({
      company: 'Koffiebar Meir BV',
      vat_number: 'BE 0428.759.497',
      email: 'inkoop@meir.example',
    });
    const res = await addressData(who, { invoice, delivery: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = valid(res.body);
    expect(cart.address_data.invoice?.vat_number).toBe('BE0428759497');
    expect(cart.reverse_charge).toBe(true);
    expect(cart.total.vat).toBe(0);
    expect(cart.total.to_pay_gross).toBe(cart.total.to_pay);
    expect(cart.total.to_pay).toBe(before.total.to_pay);
    expect(cart.total.vat_rates).toEqual([{ rate: 0, base: cart.total.to_pay, vat: 0 }]);

    const placed = await f.placeOrder(who, f.orderBody(cart, { invoice }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await f.order(f.placed(placed.body).order.id);
    expect(order).toMatchObject({ reverseCharge: true, vatNumber: 'BE0428759497', vatCheck: 'confirmed' });
    expect(order.totalGross).toBe(order.totalNet);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((l) => l.vatRate === 0 && l.priceGross === l.priceNet)).toBe(true);
  });

  it('charges Dutch VAT to a Dutch business: a Dutch VAT number is not reverse charged', async () => {
    const { who } = await f.fill([{ po_id: machine, amount: 1 }]);
    const invoice = address({ company: 'Koffie BV', vat_number: 'NL123456789B01', email: 'a@b.example' });
    const cart = valid((await addressData(who, { invoice, delivery: null }).expect(200)).body);
    expect(cart.reverse_charge).toBe(false);
    expect(cart.total.vat_rates).toEqual([{ rate: 21, base: 500, vat: 105 }]);
  });

  it('charges no VAT to the UK and its own shipping price', async () => {
    const { who } = await f.fill([{ po_id: coffee, amount: 1 }]);
    const cart = valid((await choices(who, { shipping_country_id: GB }).expect(200)).body);
    expect(cart.total).toMatchObject({ vat: 0, shipping_gross: 24.95, to_pay_gross: 12.8 + 24.95 });
    expect(cart.items[0]!.info).toMatchObject({ price_gross: 12.8, vat_rate: 0 });
    const methods = await request(t.app).get(`/api/shippingMethods?country_id=${GB}`).expect(200);
    expect(methods.body.data).toEqual([
      expect.objectContaining({ id: 1, price_gross: 24.95, free_from: null }),
    ]);
  });

  it('refuses a country it does not deliver to, an unknown one and a malformed VAT number, changing nothing', async () => {
    const { who, cart: before } = await f.fill([{ po_id: coffee, amount: 1 }]);
    const nl = await choices(who, { shipping_country_id: CH }).expect(400);
    expect(nl.body).toMatchObject({
      error: 'not_shipped',
      message: 'Wij bezorgen niet in dit land. Kies een ander land van bezorging.',
    });
    const en = await choices({ ...who, lang: 4 }, { shipping_country_id: CH }).expect(400);
    expect(en.body.message).toBe('We do not deliver to this country. Choose another delivery country.');
    await choices(who, { shipping_country_id: 999 }).expect(400);
    const swiss = address({ postcode: '8001', city: 'Zürich', country_id: CH, email: 'a@b.example' });
    await addressData(who, { invoice: swiss, delivery: null }).expect(400);
    const badNumber = await addressData(who, {
      invoice: belgian({ vat_number: 'BE123', email: 'a@b.example' }),
      delivery: null,
    }).expect(400);
    expect(badNumber.body.message).toMatch(/vat_number/);
    const after = await f.cart(who);
    expect(after.shipping_country_id).toBe(NL);
    expect(after.total).toEqual(before.total);
    expect(after.address_data.invoice).toBeNull();
    // Swiss invoice address, delivered in the Netherlands: fine (no Swiss delivery).
    const delivered = await addressData(who, { invoice: swiss, delivery: address() });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const counts = await f.counts();
    const order = await f.placeOrder(who, f.orderBody(before, { invoice: swiss, delivery: null }));
    expect(order.status).toBe(400);
    expect(await f.counts()).toEqual(counts);
  });

  it('checks the order against the total the visitor saw, priced for where it goes', async () => {
    const { who, cart } = await f.fill([{ po_id: coffee, amount: 1 }]);
    const counts = await f.counts([coffee]);
    // The visitor saw the Dutch total; the order goes to Belgium: 409, nothing written.
    const moved = await f.placeOrder(
      who,
      f.orderBody(cart, { invoice: { ...belgian(), email: 'a@b.example' } }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe('price_changed');
    expect(await f.counts([coffee])).toEqual(counts);
    // A pickup point is not a shipping method to Germany.
    const de = await f.placeOrder(
      who,
      f.orderBody(cart, {
        invoice: address({ postcode: '10115', city: 'Berlin', country_id: 3, email: 'a@b.example' }),
        shipping_method_id: 2,
        pickup_point_id: 'nl-1',
      }),
    );
    expect(de.status).toBe(400);
    expect(await f.counts([coffee])).toEqual(counts);
  });

  describe('the order as the customer reads it', () => {
    it('has its VAT per rate on the order page, adding up to its VAT', async () => {
      const klant = await f.login('klant@demo.nl');
      const res = await request(t.app)
        .get('/api/customer/orders/1')
        .set(headersOf({ auth: klant }))
        .expect(200);
      const order = res.body.data;
      expect(order.vat_lines.length).toBeGreaterThan(0);
      const vat = order.vat_lines.reduce((s: number, v: { vat: number }) => s + v.vat, 0);
      expect(vat).toBe(order.total_gross - order.total_net);
      expect(order.shipping_gross).toBeGreaterThanOrEqual(order.shipping_net);
    });
  });
});
