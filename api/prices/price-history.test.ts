/**
 * Prices moved through time (decision 095): every change is recorded, and what the API shows (the
 * product page, its card, the deals listing) follows Besluit prijsaanduiding producten art. 5a:
 * a struck-through previous price only for a reduction below the lowest price of the 30 days
 * before it. The seeded catalogue's deals obey the same rule.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { optionPriceHistory, productOptions, products } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { changeOptionPrice } from './change.ts';
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
});
