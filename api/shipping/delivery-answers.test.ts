/**
 * The expected delivery day in the answers (decision 098): the product, the checkout's shipping
 * methods and the cart carry the ISO dates, computed with the API's clock (set here to Wednesday
 * 2 December 2026, 10:00 in Amsterdam), and the confirmation mail words them.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { cart as cartSchema, shippingMethod } from '../../shared/contract/cart.ts';
import { product as productSchema } from '../../shared/contract/catalog.ts';
import { rowsOf } from '../db/client.ts';
import { productOptions, products, productTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { deliveryPromiseTo } from './promises.ts';

const WEDNESDAY_10 = new Date('2026-12-02T09:00:00Z');
const FRIDAY_18 = new Date('2026-12-04T17:00:00Z');

describeEachDatabase('delivery day in the answers', (driver) => {
  let clock = WEDNESDAY_10;
  const t = useTestApi(driver, () => ({ now: () => clock }));
  const db = () => t.api.database.db;

  /** An active product without options in stock, its Dutch slug. */
  async function productInStock() {
    const [row] = await db()
      .select({ id: products.id, slug: productTranslations.slug })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(eq(products.active, true), gt(products.stock, 0), eq(productTranslations.languageId, 1)))
      .orderBy(products.id)
      .limit(1);
    return row!;
  }
  const productAnswer = async (slug: string) =>
    productSchema.validateSync(
      (await request(t.app).get(`/api/products/${slug}`).set('X-FZ-Language-Id', '1').expect(200)).body.data,
    );

  it('the product: tomorrow in the Netherlands when in stock, none when not', async () => {
    clock = WEDNESDAY_10;
    const p = await productInStock();
    expect((await productAnswer(p.slug)).delivery).toEqual({
      today: '2026-12-02',
      from: '2026-12-03',
      to: '2026-12-03',
    });
    clock = FRIDAY_18;
    expect((await productAnswer(p.slug)).delivery).toMatchObject({ from: '2026-12-08' });
    await db().update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    await db().update(productOptions).set({ stock: 0 }).where(eq(productOptions.productId, p.id));
    expect((await productAnswer(p.slug)).delivery).toBeNull();
  });

  it("the checkout's shipping methods: per country and method", async () => {
    clock = WEDNESDAY_10;
    const methods = async (countryId: number) =>
      (
        await request(t.app)
          .get(`/api/shippingMethods?country_id=${countryId}`)
          .set('X-FZ-Language-Id', '4')
          .expect(200)
      ).body.data.map((m: unknown) => shippingMethod.validateSync(m, { strict: true }));
    const id = async (iso: string) =>
      rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM countries WHERE iso = ${iso}`))[0]!.id;
    const nl = await methods(await id('NL'));
    expect(nl.find((m: { id: number }) => m.id === 1).delivery).toMatchObject({
      from: '2026-12-03',
      to: '2026-12-03',
    });
    expect(nl.find((m: { id: number }) => m.id === 2).delivery).toMatchObject({
      from: '2026-12-03',
      to: '2026-12-04',
    });
    const be = await methods(await id('BE'));
    expect(be.find((m: { id: number }) => m.id === 1).delivery).toMatchObject({
      from: '2026-12-03',
      to: '2026-12-04',
    });
    const de = await methods(await id('DE'));
    expect(de.find((m: { id: number }) => m.id === 1).delivery).toMatchObject({
      from: '2026-12-04',
      to: '2026-12-07',
    });
  });

  it('the cart: its method and country while every line is in stock', async () => {
    clock = WEDNESDAY_10;
    const [option] = await db()
      .select({ id: productOptions.id, productId: productOptions.productId })
      .from(productOptions)
      .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.active, true)))
      .where(gt(productOptions.stock, 3))
      .orderBy(sql`${productOptions.id} DESC`)
      .limit(1);
    const empty = await request(t.app).get('/api/shoppingCart').set('X-FZ-Language-Id', '1').expect(200);
    expect(cartSchema.validateSync(empty.body.data, { strict: true }).delivery_day).toBeNull();
    const added = await request(t.app)
      .post('/api/shoppingCart/add')
      .set('X-FZ-Language-Id', '1')
      .send({ po_id: option!.id, amount: 1 })
      .expect(200);
    const token = added.headers['x-fz-cart-token'] as string;
    expect(cartSchema.validateSync(added.body.data, { strict: true }).delivery_day).toEqual({
      today: '2026-12-02',
      from: '2026-12-03',
      to: '2026-12-03',
    });
    await db().update(productOptions).set({ stock: 0 }).where(eq(productOptions.id, option!.id));
    const sold = await request(t.app)
      .get('/api/shoppingCart')
      .set({ 'X-FZ-Language-Id': '1', 'X-FZ-Cart-Token': token })
      .expect(200);
    expect(cartSchema.validateSync(sold.body.data, { strict: true }).delivery_day).toBeNull();
  });

  it("the order mail's line, in both languages", async () => {
    const id = async (iso: string) =>
      rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM countries WHERE iso = ${iso}`))[0]!.id;
    const nl = await id('NL');
    expect(await deliveryPromiseTo(db(), nl, 1, 'nl', WEDNESDAY_10)).toBe(
      'Morgen, donderdag 3 december, in huis',
    );
    expect(await deliveryPromiseTo(db(), nl, 1, 'en', WEDNESDAY_10)).toBe(
      'Delivered tomorrow, Thursday 3 December',
    );
    expect(await deliveryPromiseTo(db(), nl, 1, 'nl', FRIDAY_18)).toBe('Dinsdag 8 december in huis');
    expect(await deliveryPromiseTo(db(), nl, 1, 'en', FRIDAY_18)).toBe('Delivered Tuesday 8 December');
  });
});
