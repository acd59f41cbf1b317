/**
 * Issue 37 item 1 (decision 072): reverse charge only for a business whose VAT number passes its
 * check digits and is confirmed by VIES, through the API as the storefront calls it (cart, then
 * place order), against a local VIES stand-in. Any other case is charged the destination's VAT,
 * says why (`vat_check`) and can still be ordered; VIES's answer is kept with the order.
 */
import { and, eq, gte } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Cart, cart as cartSchema } from '../../shared/contract/cart.ts';
import { address, checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { productOptions, products, shopSettings } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { startViesStandIn, type ViesStandIn } from '../vies/stand-in.ts';

const BE = 2;

describeEachDatabase('Reverse charge checked with VIES', (driver) => {
  let stand: ViesStandIn;
  beforeAll(async () => {
    stand = await startViesStandIn();
  });
  afterAll(async () => {
    await stand.close();
  });
  const t = useTestApi(driver, () => ({ viesUrl: stand.url, viesTimeoutMs: 1000 }));
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let machine: number;

  beforeAll(async () => {
    const [row] = await db()
      .select({ id: productOptions.id })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(products.taxClass, 'high'), eq(products.active, true), gte(productOptions.stock, 1)))
      .orderBy(productOptions.id)
      .limit(1);
    machine = row!.id;
    await db()
      .update(productOptions)
      .set({ priceNet: 50000, stock: 500 })
      .where(eq(productOptions.id, machine));
    // The shop's own VAT number (valid check digits): VIES then gives a consultation number.
    await db()
      .update(shopSettings)
      .set({ value: 'NL004495445B01' })
      .where(eq(shopSettings.key, 'vat_number'));
  });
  beforeEach(() => {
    stand.mode = 'normal';
  });

  /** A Belgian invoice address of a guest, with this company and VAT number. */
  const belgian = (company: string, vatNumber: string) =>
    address({
      company,
      vat_number: vatNumber,
      street: 'Meir',
      house_number: '50',
      postcode: '2000',
      city: 'Antwerpen',
      country_id: BE,
      email: 'inkoop@meir.example',
    });
  const withInvoice = async (who: Who, invoice: Record<string, unknown>) => {
    const res = await request(t.app)
      .put('/api/shoppingCart/addressData')
      .set(headersOf(who))
      .send({ invoice, delivery: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return cartSchema.validateSync(res.body.data, { strict: true }) as Cart;
  };
  /** One € 605 machine to Belgium (21 %), invoiced to `invoice`: the cart as it answers, and the placed order. */
  const orderTo = async (invoice: Record<string, unknown>) => {
    const { who } = await f.fill([{ po_id: machine, amount: 1 }]);
    const cart = await withInvoice(who, invoice);
    const placed = await f.placeOrder(who, f.orderBody(cart, { invoice }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const answer = f.placed(placed.body).order;
    return { who, cart, answer, order: await f.order(answer.id) };
  };
  const chargedBelgianVat = (cart: Cart) => {
    expect(cart.reverse_charge).toBe(false);
    expect(cart.total.vat_rates.map((v) => v.rate)).toEqual([21]);
    expect(cart.total.vat).toBe(105);
  };

  it('charges VAT for a number of the right shape whose check digits are wrong, without asking VIES', async () => {
    const calls = stand.calls.length;
    for (const number of ['BE0000000000', 'BE 0123.456.789']) {
      const { cart, answer, order } = await orderTo(belgian('Koffiebar Meir BV', number));
      chargedBelgianVat(cart);
      expect(cart.vat_check).toEqual({ status: 'check_digits', vat_number: expect.stringMatching(/^BE0/) });
      expect(answer).toMatchObject({ reverse_charge: false, vat_check: 'check_digits' });
      expect(order).toMatchObject({
        reverseCharge: false,
        vatNumber: null,
        vatCheck: 'check_digits',
        viesValid: null,
      });
      expect(order.totalGross - order.totalNet).toBe(10500);
    }
    expect(stand.calls.length).toBe(calls);
  });

  it('charges VAT for a valid number on an invoice without a company name', async () => {
    const { cart, answer, order } = await orderTo(belgian('', 'BE0428759497'));
    chargedBelgianVat(cart);
    expect(cart.vat_check).toEqual({ status: 'no_company', vat_number: 'BE0428759497' });
    expect(answer.vat_check).toBe('no_company');
    expect(order).toMatchObject({ reverseCharge: false, vatCheck: 'no_company' });
  });

  it('reverse charges a business whose number VIES confirms, and keeps VIES’s answer with the order', async () => {
    const { cart, answer, order } = await orderTo(belgian('Koffiebar Meir BV', 'BE 0428.759.497'));
    expect(cart.reverse_charge).toBe(true);
    expect(cart.vat_check).toEqual({ status: 'confirmed', vat_number: 'BE0428759497' });
    expect(cart.total.vat).toBe(0);
    expect(answer).toMatchObject({ reverse_charge: true, vat_check: 'confirmed' });
    expect(order).toMatchObject({
      reverseCharge: true,
      vatNumber: 'BE0428759497',
      vatCheck: 'confirmed',
      viesValid: true,
      viesName: 'KOFFIEBAR MEIR BV',
      viesConsultationNumber: expect.stringMatching(/^WAPI/),
    });
    expect(order.viesCheckedAt).toBeInstanceOf(Date);
    expect(order.totalGross).toBe(order.totalNet);
    const asked = stand.calls.filter((c) => c.vatNumber === '0428759497');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      countryCode: 'BE',
      requesterMemberStateCode: 'NL',
      requesterNumber: '004495445B01',
    });
  });

  it('shows VIES’s consultation number on the customer’s order page', async () => {
    const klant = await f.login('klant@demo.nl');
    const { who } = await f.fill([{ po_id: machine, amount: 1 }], { auth: klant });
    const invoice = belgian('Koffiebar Meir BV', 'BE0428759497');
    const cart = await withInvoice(who, invoice);
    expect(cart.reverse_charge).toBe(true);
    const placed = await f.placeOrder(who, f.orderBody(cart, { invoice }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const page = await request(t.app)
      .get(`/api/customer/orders/${f.placed(placed.body).order.id}`)
      .set(headersOf(who))
      .expect(200);
    expect(page.body.data).toMatchObject({
      reverse_charge: true,
      vat_number: 'BE0428759497',
      vies_consultation_number: expect.stringMatching(/^WAPI/),
      vies_checked_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('charges VAT for a number VIES does not know', async () => {
    const { cart, order } = await orderTo(belgian('Koffiebar Meir BV', 'BE0897290877'));
    chargedBelgianVat(cart);
    expect(cart.vat_check?.status).toBe('not_confirmed');
    expect(order).toMatchObject({ reverseCharge: false, vatCheck: 'not_confirmed', viesValid: false });
  });

  it('charges VAT when VIES is down and still takes the order, saying why', async () => {
    stand.mode = 'ms_unavailable';
    const { cart, answer, order } = await orderTo(belgian('Brasserie Anvers BV', 'BE0202239951'));
    chargedBelgianVat(cart);
    expect(cart.vat_check).toEqual({ status: 'unavailable', vat_number: 'BE0202239951' });
    expect(answer).toMatchObject({ reverse_charge: false, vat_check: 'unavailable' });
    expect(order).toMatchObject({ reverseCharge: false, vatCheck: 'unavailable', viesValid: null });
  });

  it('charges the VAT the cart showed when VIES comes back between cart and order: no 409', async () => {
    stand.registered.BE0220764971 = { name: 'KOFFIE KAN BV', address: 'Meir 1\n2000 Antwerpen' };
    stand.mode = 'slow';
    const invoice = belgian('Koffie Kan BV', 'BE0220764971');
    const { who } = await f.fill([{ po_id: machine, amount: 1 }]);
    const cart = await withInvoice(who, invoice);
    chargedBelgianVat(cart);
    expect(cart.vat_check?.status).toBe('unavailable');
    stand.mode = 'normal';
    const placed = await f.placeOrder(who, f.orderBody(cart, { invoice }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(f.placed(placed.body).order).toMatchObject({ reverse_charge: false, vat_check: 'unavailable' });
  });
});
