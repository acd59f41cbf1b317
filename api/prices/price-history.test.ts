/**
 * Prices moved through time (decision 095): every change is recorded, and what the API shows (the
 * product page, its card, the deals listing) follows Besluit prijsaanduiding producten art. 5a:
 * a struck-through previous price only for a reduction below the lowest price of the 30 days
 * before it. The seeded catalogue's deals obey the same rule.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { optionPriceHistory, productOptions, products, shopSettings } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { changeOptionPrice, changePriceBySku } from './change.ts';
import { lowestBefore } from './previous-price.ts';

const DAY = 86_400_000;

describeEachDatabase('price history', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;

  /** A product with one option, not on sale, and what the API shows of it. */
  async function plainProduct() {
    const [row] = await db()
      .select({ id: products.id, category: products.primaryCategoryId, optionId: productOptions.id })
      .from(products)
      .innerJoin(productOptions, eq(productOptions.productId, products.id))
      .where(
        and(
          eq(products.active, true),
          isNull(products.oldPriceNet),
          sql`(SELECT count(*) FROM product_options x WHERE x.product_id = ${products.id}) = 1`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    const card = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ category_id: row!.category, per_page: 100, sort: 'price_asc' })
        .expect(200)
    ).body.products.data.find((c: { id: number }) => c.id === row!.id);
    return { ...row!, uri: card.uri as string };
  }

  const shown = async (p: { id: number; category: number | null; uri: string }) => {
    const page = (await request(t.app).get(`/api/products${p.uri}`).expect(200)).body.data.product;
    const deals = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ category_id: p.category, deals: true, per_page: 100 })
        .expect(200)
    ).body.products.data as { id: number; old_price: number | null; price: number }[];
    const deal = deals.find((c) => c.id === p.id);
    return {
      price: page.price,
      old: page.old_price,
      oldGross: page.old_price_gross,
      deal: deal?.old_price ?? null,
    };
  };

  it('raises, lowers back, lowers, lowers again and raises: shows a previous price only where the law allows', async () => {
    const p = await plainProduct();
    const [option] = await db().select().from(productOptions).where(eq(productOptions.id, p.optionId));
    const base = option!.priceNet;
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);

    // Raised: no reduction.
    await changeOptionPrice(db(), p.optionId, Math.round(base * 1.2), at(1));
    expect(await shown(p)).toMatchObject({ old: null, deal: null });
    // Lowered back to where it was 10 days before: the lowest of 30 days is that price, so no reduction.
    await changeOptionPrice(db(), p.optionId, base, at(11));
    expect(await shown(p)).toMatchObject({ price: base / 100, old: null, deal: null });
    // Lowered below it: "was" the 30-day lowest (the base price, not the raised one).
    const lower = Math.round(base * 0.9);
    await changeOptionPrice(db(), p.optionId, lower, at(12));
    expect(await shown(p)).toMatchObject({ price: lower / 100, old: base / 100, deal: base / 100 });
    // Lowered again within three months: a progressive reduction keeps its first previous price (art. 5a(3)).
    const lowest = Math.round(base * 0.8);
    await changeOptionPrice(db(), p.optionId, lowest, at(20));
    const progressive = await shown(p);
    expect(progressive).toMatchObject({ price: lowest / 100, old: base / 100, deal: base / 100 });
    expect(progressive.oldGross).toBeGreaterThan(progressive.old);
    // Raised again: the reduction ends; the product leaves the deals.
    await changeOptionPrice(db(), p.optionId, base, at(21));
    expect(await shown(p)).toMatchObject({ price: base / 100, old: null, deal: null });

    const recorded = await db()
      .select({ priceNet: optionPriceHistory.priceNet })
      .from(optionPriceHistory)
      .where(eq(optionPriceHistory.productOptionId, p.optionId))
      .orderBy(asc(optionPriceHistory.validFrom));
    expect(recorded.map((r) => r.priceNet)).toEqual([
      base,
      Math.round(base * 1.2),
      base,
      lower,
      lowest,
      base,
    ]);
  });

  it('refuses a change dated before the last recorded one, and a price that is not whole cents, with a 400', async () => {
    const p = await plainProduct();
    await expect(
      changeOptionPrice(db(), p.optionId, 100, new Date(Date.now() - 365 * DAY)),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(changeOptionPrice(db(), p.optionId, 10.5)).rejects.toMatchObject({ status: 400 });
    await expect(changeOptionPrice(db(), -1, 100)).rejects.toMatchObject({ status: 400 });
  });

  it('changes a price by article number as staff do (set-price.ts), and refuses what is no price', async () => {
    const p = await plainProduct();
    const [option] = await db().select().from(productOptions).where(eq(productOptions.id, p.optionId));
    const later = new Date(Date.now() + 400 * DAY);
    const euros = ((option!.priceNet - 100) / 100).toFixed(2).replace('.', ',');
    const changed = await changePriceBySku(db(), option!.sku, euros, later);
    expect(changed).toMatchObject({ optionId: p.optionId, priceNet: option!.priceNet - 100 });
    for (const bad of ['', 'twaalf', '-1', '1,234', '12,5,0'])
      await expect(changePriceBySku(db(), option!.sku, bad, later)).rejects.toMatchObject({ status: 400 });
    await expect(changePriceBySku(db(), 'GEEN-SKU', '10', later)).rejects.toMatchObject({ status: 400 });
  });

  it('seeds a history under which every deal’s old price is the lowest of the 30 days before its reduction', async () => {
    const options = await db()
      .select({
        id: productOptions.id,
        priceNet: productOptions.priceNet,
        oldPriceNet: productOptions.oldPriceNet,
        reducedSince: productOptions.reducedSince,
      })
      .from(productOptions);
    const points = rowsOf<{ product_option_id: number; valid_from: string | Date; price_net: number }>(
      await db().execute(sql`SELECT product_option_id, valid_from, price_net FROM option_price_history`),
    );
    const byOption = new Map<number, { priceNet: number; validFrom: Date }[]>();
    for (const r of points) {
      const list = byOption.get(r.product_option_id) ?? [];
      list.push({ priceNet: r.price_net, validFrom: new Date(r.valid_from) });
      byOption.set(r.product_option_id, list);
    }
    const deals = options.filter((o) => o.oldPriceNet !== null);
    expect(deals.length).toBeGreaterThan(10);
    for (const o of options) expect(byOption.get(o.id)?.length ?? 0).toBeGreaterThan(0);
    for (const o of deals) {
      expect(o.reducedSince).not.toBeNull();
      expect(o.oldPriceNet!).toBeGreaterThan(o.priceNet);
      expect(lowestBefore(byOption.get(o.id)!, o.reducedSince!)).toBe(o.oldPriceNet);
    }
  });

  /** A product with this net-quantity spec, its quantity, and its card. */
  async function soldBy(specId: number) {
    const [row] = rowsOf<{ id: number; category: number; value: number; option_id: number }>(
      await db().execute(sql`
        SELECT p.id, p.primary_category_id AS category, v.numeric_value AS value,
          (SELECT o.id FROM product_options o WHERE o.product_id = p.id ORDER BY o.is_default DESC, o.id LIMIT 1) AS option_id
        FROM products p JOIN product_spec_values psv ON psv.product_id = p.id
        JOIN spec_values v ON v.id = psv.spec_value_id
        WHERE v.spec_id = ${specId} AND v.numeric_value <> 1000 AND p.active AND p.stock > 0 ORDER BY p.id LIMIT 1`),
    );
    const cards = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ category_id: row!.category, per_page: 100 })
        .expect(200)
    ).body.products.data as Record<string, unknown>[];
    const card = cards.find((c) => c.id === row!.id)!;
    return { ...row!, card, cards };
  }

  it.each([
    ['coffee by weight (g → per kg)', 7, 'kg'],
    ['descaler by volume (ml → per litre)', 12, 'l'],
  ])('shows the unit price of %s on the card, the product page and the cart line', async (_, specId, per) => {
    const p = await soldBy(specId);
    const perUnit = (cents: number) => Math.round((cents * 1000) / p.value) / 100;
    const card = p.card as {
      price: number;
      price_gross: number;
      unit_price: number;
      unit_price_gross: number;
    };
    expect(card).toMatchObject({ unit_price_per: per });
    expect(card.unit_price).toBe(perUnit(Math.round(card.price * 100)));
    expect(card.unit_price_gross).toBe(perUnit(Math.round(card.price_gross * 100)));
    // Only products sold by quantity have one: the category's others (none here) and machines do not.
    const machine = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 4, per_page: 5 }).expect(200)
    ).body.products.data[0];
    expect(machine).toMatchObject({ unit_price: null, unit_price_gross: null, unit_price_per: null });

    const page = (await request(t.app).get(`/api/products${p.card.uri}`).expect(200)).body.data.product;
    expect(page).toMatchObject({
      unit_price: card.unit_price,
      unit_price_gross: card.unit_price_gross,
      unit_price_per: per,
    });

    const cart = (
      await request(t.app).post('/api/shoppingCart/add').send({ po_id: p.option_id, amount: 2 }).expect(200)
    ).body.data;
    const line = cart.items.find((i: { po_id: number }) => i.po_id === p.option_id).info;
    expect(line).toMatchObject({ unit_price_per: per });
    expect(line.unit_price_gross).toBe(perUnit(Math.round(line.price_gross * 100)));
  });

  describe('reviews (Directive 2005/29/EC art. 7(6))', () => {
    const productOfOrder = async (orderId: number) =>
      rowsOf<{ product_id: number }>(
        await db().execute(sql`SELECT o.product_id FROM order_lines l JOIN product_options o ON o.id = l.product_option_id
          WHERE l.order_id = ${orderId} ORDER BY l.id LIMIT 1`),
      )[0]!.product_id;

    it('marks only a review written from an order of the product as a verified purchase', async () => {
      const productId = await productOfOrder(3);
      const list = (await request(t.app).get(`/api/products/${productId}/reviews`).expect(200)).body.data as {
        author: string;
        verified_purchase: boolean;
      }[];
      const verified = list.filter((r) => r.verified_purchase);
      expect(verified).toHaveLength(1);
      expect(verified[0]!.author).toBe('Sanne');
      const [row] = rowsOf<{ n: number }>(
        await db().execute(
          sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${productId} AND order_id IS NULL`,
        ),
      );
      expect(list.filter((r) => !r.verified_purchase)).toHaveLength(row!.n);
    });

    it('refuses to link a review to an order without the product', async () => {
      const productId = await productOfOrder(3);
      const other = rowsOf<{ id: number }>(
        await db().execute(sql`SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l
          JOIN product_options po ON po.id = l.product_option_id WHERE l.order_id = o.id AND po.product_id = ${productId}) LIMIT 1`),
      )[0]!.id;
      await expect(
        db().execute(sql`INSERT INTO reviews (product_id, language_id, author, rating, title, body, order_id)
          VALUES (${productId}, 1, 'X', 10, 'x', 'x', ${other})`),
      ).rejects.toThrow();
    });

    it('says on the product page how reviews are checked, from the shop’s setting, in Dutch and English', async () => {
      const p = await plainProduct();
      const nl = (await request(t.app).get(`/api/products${p.uri}`).expect(200)).body.data.reviews.policy;
      expect(nl).toMatch(/Geverifieerde aankoop/);
      const en = (await request(t.app).get(`/api/products${p.uri}`).set('X-FZ-Language-Id', '4').expect(200))
        .body.data.reviews.policy;
      expect(en).toMatch(/Verified purchase/);
      await db()
        .update(shopSettings)
        .set({ value: { nl: 'Alle reviews komen van kopers.', en: 'All reviews come from buyers.' } })
        .where(eq(shopSettings.key, 'review_policy'));
      const changed = (await request(t.app).get(`/api/products${p.uri}`).expect(200)).body.data.reviews
        .policy;
      expect(changed).toBe('Alle reviews komen van kopers.');
    });
  });
});
