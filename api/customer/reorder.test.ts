import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { cart as cartSchema, reorderAnswer } from '../../shared/contract/cart.ts';
import { orderLines, productOptions, products } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('reorder', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['klant@demo.nl', 'dealer@demo.nl']) {
      tokens[email] = (
        await request(t.app)
          .post('/api/customerAuth/login')
          .set('X-Forwarded-For', '10.50.0.1')
          .send({ email, password: 'Demo1234!' })
      ).body.token;
    }
  });
  const consumer = () => ({ Authorization: `Bearer ${tokens['klant@demo.nl']}` });
  const reorder = (id: number | string) =>
    request(t.app).post(`/api/customer/orders/${id}/reorder`).set(consumer());
  const lines = (orderId: number) =>
    db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const cart = async () =>
    cartSchema.validateSync(
      (await request(t.app).get('/api/shoppingCart').set(consumer()).expect(200)).body.data,
      { strict: true },
    );

  it('is for the order’s own customer: 401 without a login, 404 for someone else’s or an unknown order', async () => {
    await request(t.app).post('/api/customer/orders/1/reorder').expect(401);
    // Orders 7 and 8 are the dealer's.
    expect((await reorder(7).expect(404)).body).toEqual({ message: 'No such order', error: 'not_found' });
    await reorder(99_999).expect(404);
    await reorder('abc').expect(400);
    expect((await cart()).count).toBe(0);
  });

  it('puts an order’s lines back in the cart at today’s price, capped by the stock', async () => {
    const [a, b] = await lines(3);
    await db()
      .update(productOptions)
      .set({ stock: 5, priceNet: 999 })
      .where(eq(productOptions.id, a!.productOptionId!));
    await db().update(productOptions).set({ stock: 10 }).where(eq(productOptions.id, b!.productOptionId!));
    const first = reorderAnswer.validateSync((await reorder(3).expect(200)).body.data, { strict: true });
    expect(first.unavailable).toEqual([]);
    expect(first.added).toEqual([
      { po_id: a!.productOptionId, name: expect.any(String), amount: a!.amount },
      { po_id: b!.productOptionId, name: expect.any(String), amount: b!.amount },
    ]);
    let now = await cart();
    expect(now.items.map((i) => [i.po_id, i.amount])).toEqual([
      [a!.productOptionId, a!.amount],
      [b!.productOptionId, b!.amount],
    ]);
    expect(now.items[0]!.info.price).toBe(9.99);
    // Again and again: amounts add up until the stock (5) caps them.
    await reorder(3).expect(200);
    await reorder(3).expect(200);
    const capped = (await reorder(3).expect(200)).body.data;
    now = await cart();
    expect(now.items.find((i) => i.po_id === a!.productOptionId)!.amount).toBe(Math.min(5, 4 * a!.amount));
    expect(now.items.find((i) => i.po_id === b!.productOptionId)!.amount).toBe(Math.min(10, 4 * b!.amount));
    expect(capped.added.find((x: { po_id: number }) => x.po_id === a!.productOptionId).amount).toBe(
      Math.min(5, 4 * a!.amount) - Math.min(5, 3 * a!.amount),
    );
  });

  it('lists lines no longer sold: option gone, product off sale, out of stock', async () => {
    const [gone, offSale] = await lines(4);
    const [soldOut, sold] = await lines(5);
    await db().update(productOptions).set({ stock: 5 }).where(eq(productOptions.id, sold!.productOptionId!));
    await db().update(orderLines).set({ productOptionId: null }).where(eq(orderLines.id, gone!.id));
    const [option] = await db()
      .select()
      .from(productOptions)
      .where(eq(productOptions.id, offSale!.productOptionId!));
    await db().update(products).set({ active: false }).where(eq(products.id, option!.productId));
    await db()
      .update(productOptions)
      .set({ stock: 0 })
      .where(eq(productOptions.id, soldOut!.productOptionId!));
    const four = reorderAnswer.validateSync((await reorder(4).expect(200)).body.data, { strict: true });
    expect(four).toEqual({
      added: [],
      unavailable: [
        { name: gone!.name, sku: gone!.sku },
        { name: offSale!.name, sku: offSale!.sku },
      ],
    });
    const five = reorderAnswer.validateSync((await reorder(5).expect(200)).body.data, { strict: true });
    expect(five.unavailable).toEqual([{ name: soldOut!.name, sku: soldOut!.sku }]);
    expect(five.added).toMatchObject([{ po_id: sold!.productOptionId, amount: sold!.amount }]);
  });
});
