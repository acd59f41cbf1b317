/**
 * Issue 40: KOFFIE5, advertised as "€ 5 korting", took € 4,50 off a coffee cart (9 %) and € 4,97
 * off a mixed one because its € 4,13 net was grossed per rate. It now takes € 5,00 off a
 * consumer's gross total whatever the rates (decision 095), and a dealer's cart € 4,13 net.
 */
import { eq, isNotNull } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { cart as cartSchema } from '../../shared/contract/cart.ts';
import { checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { carts, productOptions, products } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('KOFFIE5 takes exactly € 5 off', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let klant: string;
  let dealer: string;
  beforeAll(async () => {
    await f.reserveOptions(8);
    klant = await f.login('klant@demo.nl');
    dealer = await f.login('dealer@demo.nl');
  });
  beforeEach(async () => {
    await db().delete(carts).where(isNotNull(carts.customerId));
  });

  /** A fresh option at this net unit price, its product in this tax class (low: 9 %, high: 21 %). */
  const optionAt = async (priceNet: number, taxClass: 'low' | 'high') => {
    const po_id = f.take();
    const [o] = await db()
      .update(productOptions)
      .set({ priceNet })
      .where(eq(productOptions.id, po_id))
      .returning({ productId: productOptions.productId });
    await db().update(products).set({ taxClass }).where(eq(products.id, o!.productId));
    return po_id;
  };
  const withCode = async (who: Who) => {
    const res = await request(t.app)
      .put('/api/shoppingCart/discountCode')
      .set(headersOf(who))
      .send({ code: 'KOFFIE5' });
    expect(res.status).toBe(200);
    expect(res.body.data.error).toBe(false);
    return cartSchema.validateSync(res.body.data.cart, { strict: true }).total;
  };

  it.each([
    ['coffee only (9 %)', [[2294, 'low']], 25, 20],
    ['machine parts only (21 %)', [[2066, 'high']], 25, 20],
    [
      'coffee and a part',
      [
        [1376, 'low'],
        [1240, 'high'],
      ],
      30,
      25,
    ],
  ] as const)('a consumer’s %s: € 5,00 off incl. btw', async (_, lines, gross, after) => {
    const items = [];
    for (const [net, taxClass] of lines) items.push({ po_id: await optionAt(net, taxClass), amount: 1 });
    await f.fill(items, { auth: klant });
    const total = await withCode({ auth: klant });
    expect(total).toMatchObject({ gross, discount_gross: 5, grossAfterDiscount: after });
    const vat = total.vat_rates.reduce((s, r) => s + r.base + r.vat, 0);
    expect(Math.round(vat * 100)).toBe(Math.round(total.to_pay_gross * 100));
  });

  it('a dealer’s cart: € 4,13 off excl. btw', async () => {
    const po_id = await optionAt(3000, 'low');
    await f.fill([{ po_id, amount: 1 }], { auth: dealer });
    const total = await withCode({ auth: dealer });
    expect(total).toMatchObject({ net: 30, discount: 4.13, netAfterDiscount: 25.87 });
  });
});
