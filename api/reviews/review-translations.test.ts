/**
 * Reviews in the page's language, or marked as translated from the other (issue 41, migration
 * 0027, decision 103): the seed stores each review's translation; the product's reviews answer a
 * translated one translated, with the language it was translated from and its original; one
 * without a translation is counted and listed only when asked; staff add a translation.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { reviews } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const STAFF_TOKEN = 'review-translations-test-staff-token-0123456789';
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

interface Answered {
  id: number;
  language: 'nl' | 'en';
  title: string;
  body: string;
  translated_from_language_id: number | null;
  original: { language: 'nl' | 'en'; title: string; body: string } | null;
}
interface Answer {
  data: Answered[];
  meta: { untranslated: { count: number; language: 'nl' | 'en' } };
}

describeEachDatabase('reviews in the page’s language', (driver) => {
  const t = useTestApi(driver, () => ({ chatStaffToken: STAFF_TOKEN }));
  const db = () => t.api.database.db;
  const reviewsOf = async (productId: number, languageId: 1 | 4, query = '') =>
    (
      await request(t.app)
        .get(`/api/products/${productId}/reviews${query}`)
        .set('X-FZ-Language-Id', String(languageId))
        .expect(200)
    ).body as Answer;

  /** A seeded product with reviews written in both languages. */
  const bothLanguages = async () => {
    const [row] = rowsOf<{ product_id: number }>(
      await db().execute(sql`SELECT r.product_id FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE p.active GROUP BY r.product_id
        HAVING count(*) FILTER (WHERE language_id = 1) > 0 AND count(*) FILTER (WHERE language_id = 4) > 0
          AND count(*) FILTER (WHERE translated_title IS NULL) = 0
        ORDER BY r.product_id LIMIT 1`),
    );
    return row!.product_id;
  };

  it('is seeded with a translation into the other language for every catalogue review', async () => {
    const [n] = rowsOf<{ all: number; translated: number; same: number }>(
      await db().execute(sql`SELECT count(*)::int AS all, count(translated_title)::int AS translated,
        count(*) FILTER (WHERE translated_body = body)::int AS same FROM reviews WHERE order_id IS NULL`),
    );
    // All but one: a visitor's review in English, seeded as the review form takes it, untranslated.
    expect(n!.all - n!.translated).toBe(1);
    // A translation, not a copy (the odd template reads the same in both: a name, a number).
    expect(n!.same).toBeLessThan(0.02 * n!.all);
  });

  it('answers a review written in the other language translated, marked, its original beside it', async () => {
    const productId = await bothLanguages();
    const stored = await db().select().from(reviews).where(sql`${reviews.productId} = ${productId}`);
    for (const [languageId, locale, other] of [
      [1, 'nl', 4],
      [4, 'en', 1],
    ] as const) {
      const answer = await reviewsOf(productId, languageId);
      expect(answer.data).toHaveLength(stored.filter((r) => r.approved).length);
      expect(answer.meta.untranslated).toEqual({ count: 0, language: locale === 'nl' ? 'en' : 'nl' });
      for (const r of answer.data) {
        const row = stored.find((s) => s.id === r.id)!;
        expect(r.language).toBe(locale);
        if (row.languageId === languageId) {
          expect(r).toMatchObject({
            title: row.title,
            body: row.body,
            translated_from_language_id: null,
            original: null,
          });
        } else {
          expect(r).toMatchObject({
            title: row.translatedTitle,
            body: row.translatedBody,
            translated_from_language_id: other,
            original: { language: locale === 'nl' ? 'en' : 'nl', title: row.title, body: row.body },
          });
        }
      }
    }
  });

  it('counts a review without a translation, lists it when asked, and staff can translate it', async () => {
    const productId = await bothLanguages();
    const [own] = await db()
      .insert(reviews)
      .values({
        productId,
        languageId: 1,
        author: 'Sanne',
        rating: 9,
        title: 'Heerlijk',
        body: 'Zet prima koffie.',
      })
      .returning({ id: reviews.id });
    const before = await reviewsOf(productId, 4);
    expect(before.data.some((r) => r.id === own!.id)).toBe(false);
    expect(before.meta.untranslated).toEqual({ count: 1, language: 'nl' });
    const asked = await reviewsOf(productId, 4, '?untranslated=1');
    expect(asked.data.at(-1)).toMatchObject({
      id: own!.id,
      language: 'nl',
      title: 'Heerlijk',
      translated_from_language_id: null,
      original: null,
    });
    // The Dutch page shows it as written.
    expect((await reviewsOf(productId, 1)).data.find((r) => r.id === own!.id)?.title).toBe('Heerlijk');

    const put = await request(t.app)
      .put(`/api/staff/reviews/${own!.id}/translation`)
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .send({ title: ' Lovely ', body: 'Makes fine coffee.' })
      .expect(200);
    expect(put.body.data).toEqual({
      id: own!.id,
      language_id: 1,
      translation: { language_id: 4, title: 'Lovely', body: 'Makes fine coffee.' },
    });
    const after = await reviewsOf(productId, 4);
    expect(after.meta.untranslated.count).toBe(0);
    expect(after.data.find((r) => r.id === own!.id)).toMatchObject({
      language: 'en',
      title: 'Lovely',
      translated_from_language_id: 1,
      original: { language: 'nl', title: 'Heerlijk', body: 'Zet prima koffie.' },
    });
  });

  it('refuses a bad query, and a translation without the staff token or with bad input', async () => {
    const productId = await bothLanguages();
    const bad = await request(t.app)
      .get(`/api/products/${productId}/reviews?untranslated=maybe`)
      .set('X-FZ-Language-Id', '4')
      .expect(400);
    expect(bad.body.message).toMatch(/untranslated must be 1, 0, true or false/);

    const [review] = await db().select({ id: reviews.id }).from(reviews).limit(1);
    const url = `/api/staff/reviews/${review!.id}/translation`;
    const staff = { Authorization: `Bearer ${STAFF_TOKEN}` };
    await request(t.app).put(url).send({ title: 'A', body: 'B' }).expect(401);
    await request(t.app)
      .put(url)
      .set('Authorization', 'Bearer wrong')
      .send({ title: 'A', body: 'B' })
      .expect(401);
    for (const [body, message] of [
      [{ body: 'Only a body' }, /title is required/],
      [{ title: 'T', body: '   ' }, /body must not be empty/],
      [{ title: 5, body: 'B' }, /title must be a text/],
      [{ title: 'T', body: 'x'.repeat(5001) }, /body may be at most 5000 characters/],
      [{ title: 'T', body: 'B', language_id: 4 }, /unknown field/],
    ] as const) {
      const res = await request(t.app).put(url).set(staff).send(body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    await request(t.app)
      .put('/api/staff/reviews/abc/translation')
      .set(staff)
      .send({ title: 'T', body: 'B' })
      .expect(400);
    const missing = await request(t.app)
      .put('/api/staff/reviews/999999999/translation')
      .set(staff)
      .send({ title: 'T', body: 'B' })
      .expect(404);
    expect(missing.body.message).toBe('Review not found');
  });
});
