/**
 * Contract of the catalogue calls added for issue 3: search, options, comparison, parts and stock
 * alerts, validated strictly against shared/contract, on PGlite (and PostgreSQL with DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import * as yup from 'yup';
import { productOptions, productOptionValues, products } from '../../api/db/schema.ts';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import { apiKeys, parseKey } from '../../shared/api-keys.ts';
import {
  apiError,
  categories,
  comparison,
  envelope,
  productAttributesAnswer,
  productCard,
  productOption,
  queryProductsAnswer,
  stockAlertPayload,
} from '../../shared/contract/index.ts';

function valid(schema: yup.AnySchema, value: unknown) {
  return schema.validateSync(value, { strict: true, abortEarly: false });
}

describeEachDatabase('the catalogue calls keep the storefront contract', (driver) => {
  const t = useTestApi(driver);

  /** Sends what the storefront's key describes, as the browser would. */
  const send = (key: string) => {
    const { method, path, body, locale } = parseKey(key);
    const lang = locale === 'en' ? '4' : '1';
    const req =
      method === 'GET'
        ? request(t.app).get(path)
        : request(t.app)
            .post(path)
            .send(body as object);
    return req.set('X-FZ-Language-Id', lang);
  };

  const optionProduct = async () => {
    const [row] = await t.api.database.db
      .select({ productId: productOptions.productId })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.productOptionId, productOptions.id))
      .orderBy(productOptions.productId)
      .limit(1);
    return row!.productId;
  };

  for (const locale of ['nl', 'en'] as const) {
    it(`the search dropdown's two calls match (${locale})`, async () => {
      valid(envelope(categories), (await send(apiKeys.searchCategories(locale, 'koffie')).expect(200)).body);
      valid(envelope(categories), (await send(apiKeys.searchCategories(locale, 'zzzz')).expect(200)).body);
      for (const term of ['rocket', 'rockett apartamento', 'crème', "' OR 1=1 --"]) {
        valid(queryProductsAnswer, (await send(apiKeys.searchProducts(locale, term, 4)).expect(200)).body);
      }
    });

    it(`attributes and a product option match (${locale})`, async () => {
      const productId = await optionProduct();
      const attrs = valid(
        productAttributesAnswer,
        (await send(apiKeys.productAttributes(locale, { product_id: productId, attributes: {} })).expect(200))
          .body,
      );
      const selection: Record<string, number> = {};
      for (const a of attrs.attributes) {
        const answer = valid(
          productAttributesAnswer,
          (
            await send(
              apiKeys.productAttributes(locale, { product_id: productId, attributes: selection }),
            ).expect(200)
          ).body,
        );
        const attribute = answer.attributes.find((x: { id: number }) => x.id === a.id)!;
        selection[String(a.id)] = attribute.values.find((v: { available: boolean }) => v.available)!.id;
      }
      valid(
        envelope(productOption),
        (
          await send(
            apiKeys.productOption(locale, { product_id: productId, attributes: selection, amount: 1 }),
          ).expect(200)
        ).body,
      );
      valid(
        apiError,
        (
          await send(
            apiKeys.productOption(locale, { product_id: productId, attributes: {}, amount: 1 }),
          ).expect(404)
        ).body,
      );
    });

    it(`comparison and parts match (${locale})`, async () => {
      const machines = (
        await request(t.app).post('/api/queryProducts').send({ category_id: 4, per_page: 4 }).expect(200)
      ).body.products.data as { id: number }[];
      const ids = machines.map((m) => m.id);
      valid(envelope(comparison), (await send(apiKeys.productComparison(locale, ids)).expect(200)).body);
      valid(
        envelope(comparison),
        (await send(apiKeys.productComparison(locale, ids.slice(0, 2))).expect(200)).body,
      );
      valid(apiError, (await send(apiKeys.productComparison(locale, [999_998, 999_999])).expect(404)).body);
      const parts = valid(
        envelope(yup.array(productCard.required()).required()),
        (await send(apiKeys.productParts(ids[0]!, locale)).expect(200)).body,
      );
      expect(parts.data.length).toBeGreaterThan(0);
      valid(apiError, (await send(apiKeys.productParts(999_999, locale)).expect(404)).body);
    });
  }

  it('stock alerts: the storefront payload is accepted, the answers match', async () => {
    const [soldOut] = await t.api.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} = 0`)
      .limit(1);
    const payload = valid(stockAlertPayload, {
      product_id: soldOut!.id,
      po_id: null,
      email: 'contract@example.nl',
    });
    const created = await request(t.app).post('/api/stockAlerts').send(payload).expect(201);
    expect(created.body).toEqual({ data: { id: expect.any(Number) } });
    expect((await request(t.app).post('/api/stockAlerts').send(payload).expect(200)).body).toEqual(
      created.body,
    );
    valid(
      apiError,
      (
        await request(t.app)
          .post('/api/stockAlerts')
          .send({ ...payload, email: 'nope' })
          .expect(400)
      ).body,
    );
    const [inStock] = await t.api.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} > 0`)
      .limit(1);
    const conflict = await request(t.app)
      .post('/api/stockAlerts')
      .send({ ...payload, product_id: inStock!.id })
      .expect(409);
    expect(valid(apiError, conflict.body).error).toBe('in_stock');
  });

  it('product cards carry the default option (po_id) everywhere', async () => {
    const res = await request(t.app)
      .post('/api/queryProducts')
      .send({ best_selling: true, limit: 8 })
      .expect(200);
    const answer = valid(queryProductsAnswer, res.body);
    expect(answer.products.data.every((c: { po_id: number | null }) => typeof c.po_id === 'number')).toBe(
      true,
    );
  });
});
