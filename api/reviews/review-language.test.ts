/**
 * A review keeps the language its writer wrote in (issue 41, migration 0025, decision 099): written
 * without naming it, a review from an order takes the order's language (its invitation went out in
 * it), any other the shop's default, Dutch; the product's reviews answer says which language each
 * is in, the visitor's own first. Only the shop's two languages are stored.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { reviews } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describeEachDatabase('a review’s language', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;

  it('is the writer’s: the order’s language for a review from an order, else Dutch', async () => {
    // A seeded order and a product on it, the order placed in English.
    const [line] = rowsOf<{ order_id: number; product_id: number }>(
      await db().execute(sql`SELECT l.order_id, po.product_id FROM order_lines l
        JOIN product_options po ON po.id = l.product_option_id ORDER BY l.id LIMIT 1`),
    );
    expect(line).toBeDefined();
    await db().execute(sql`UPDATE orders SET language_id = 4 WHERE id = ${line!.order_id}`);
    const written = { productId: line!.product_id, author: 'Sam', rating: 9, body: 'Works well.' };
    const [fromOrder, walkIn] = await db()
      .insert(reviews)
      .values([
        { ...written, title: 'From my order', orderId: line!.order_id },
        { ...written, title: 'Zonder bestelling' },
      ])
      .returning({ id: reviews.id, languageId: reviews.languageId });
    expect(fromOrder!.languageId).toBe(4);
    expect(walkIn!.languageId).toBe(1);

    // The product's reviews say so. Neither is translated: the English page lists its English
    // review and counts the Dutch one, which it lists, marked Dutch, after it when asked for.
    const url = `/api/products/${line!.product_id}/reviews`;
    const en = (await request(t.app).get(url).set('X-FZ-Language-Id', '4').expect(200)).body as {
      data: { id: number; language: string }[];
      meta: { untranslated: { count: number; language: string } };
    };
    expect(en.data.find((r) => r.id === fromOrder!.id)?.language).toBe('en');
    expect(en.data.find((r) => r.id === walkIn!.id)).toBeUndefined();
    const [dutchOnly] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${line!.product_id}
        AND approved AND language_id = 1 AND translated_title IS NULL`),
    );
    expect(dutchOnly!.n).toBeGreaterThanOrEqual(1);
    expect(en.meta.untranslated).toEqual({ count: dutchOnly!.n, language: 'nl' });
    const all = (await request(t.app).get(`${url}?untranslated=1`).set('X-FZ-Language-Id', '4').expect(200))
      .body.data as { id: number; language: string }[];
    expect(all.find((r) => r.id === walkIn!.id)?.language).toBe('nl');
    expect(all.findIndex((r) => r.id === fromOrder!.id)).toBeLessThan(
      all.findIndex((r) => r.id === walkIn!.id),
    );
  });

  it('is one of the shop’s two languages', async () => {
    const [p] = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM products ORDER BY id LIMIT 1`));
    await expect(
      db().execute(sql`INSERT INTO reviews (product_id, language_id, author, rating, title, body)
        VALUES (${p!.id}, 2, 'X', 8, 'Gut', 'Gut')`),
    ).rejects.toThrow();
  });

  it('is seeded in both languages, about a fifth of the reviews in English', async () => {
    const [n] = rowsOf<{ nl: number; en: number }>(
      await db().execute(sql`SELECT count(*) FILTER (WHERE language_id = 1)::int AS nl,
        count(*) FILTER (WHERE language_id = 4)::int AS en FROM reviews`),
    );
    expect(n!.en).toBeGreaterThan(0.12 * (n!.nl + n!.en));
    expect(n!.en).toBeLessThan(0.3 * (n!.nl + n!.en));
  });
});
