/**
 * Issue 25's gate: every query of the relevance set through `POST queryProducts` on the seeded
 * shop, in its language; precision at 10 and "first result right" must both reach 0.9. The report
 * (`npm run report:search-relevance`) prints the same per kind of query, with the misses.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import { scoreQuery, summarize } from './relevance.ts';
import { catalogueOf } from './relevance-catalogue.ts';
import { RELEVANCE_SET } from './relevance-set.ts';

describeEachDatabase('search relevance set', (driver) => {
  const t = useTestApi(driver);

  it('finds what shoppers expect: precision at 10 and first right at least 0.9', {
    timeout: 120_000,
  }, async () => {
    const catalogue = await catalogueOf(t.api.database.db);
    const scores = [];
    for (const query of RELEVANCE_SET) {
      const res = await request(t.app)
        .post('/api/queryProducts')
        .set('X-FZ-Language-Id', query.lang === 'en' ? '4' : '1')
        .send({ search: query.q, per_page: 10 });
      expect(res.status, query.q).toBe(200);
      scores.push(scoreQuery(query, res.body.products.data, catalogue));
    }
    const summary = summarize(scores);
    const misses = scores.filter((s) => !s.firstRight).map((s) => `${s.query.lang}:${s.query.q}`);
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    expect(summary.precisionAt10, `misses: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    expect(summary.firstRight, `misses: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });
});
