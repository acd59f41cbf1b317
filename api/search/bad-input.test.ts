/**
 * Bad input for the search call itself (issue 25): any text up to the contract's 200 characters
 * gives an answer, never a 5xx; longer text and control characters are refused with a 400. Runs
 * against whatever search is in the tree, for the results page and the dropdown, in nl and en.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

/** What the search must do with a text: answer (200), refuse (400), or either (no meaning to search for). */
type Expected = 200 | 400 | 'either';

const CASES: [name: string, search: string, expected: Expected][] = [
  ['empty', '', 'either'],
  ['whitespace only', '   ', 'either'],
  ['200 characters of one letter', 'a'.repeat(200), 200],
  ['201 characters', 'a'.repeat(201), 400],
  ['only punctuation', '!!!', 'either'],
  ['text-search operators', '& | ! : * ( ) <->', 'either'],
  ['SQL', "'; DROP TABLE products; --", 'either'],
  ['quotes', '"koffie"', 200],
  ['emoji', '☕️ molen', 200],
  ['mixed scripts', 'кофе molen', 200],
  ['NUL', 'koffie\u0000', 400],
  ['bell', '\u0007molen', 400],
];

const VARIANTS: [name: string, payload: Record<string, unknown>][] = [
  ['results page', {}],
  ['dropdown', { products_only: true, limit: 4 }],
];

type Paging = { current_page: number; last_page: number; per_page: number; total: number };

/** The answer's shape: products with paging, and the facet lists. */
function expectListingShape(body: Record<string, unknown>, dropdown: boolean) {
  expect(body).toMatchObject({
    products: { data: expect.any(Array), paging: expect.any(Object) },
    categories: expect.any(Array),
    brands: expect.any(Array),
    specs: expect.any(Array),
    min_price: expect.any(Number),
    max_price: expect.any(Number),
  });
  const { data, paging } = body.products as { data: { id: unknown; full_name: unknown }[]; paging: Paging };
  for (const key of ['current_page', 'last_page', 'per_page', 'total'] as const) {
    expect(Number.isInteger(paging[key]), key).toBe(true);
  }
  if (dropdown) expect(data.length).toBeLessThanOrEqual(4);
  for (const card of data) {
    expect(card).toMatchObject({ id: expect.any(Number), full_name: expect.any(String) });
  }
}

describeEachDatabase('queryProducts: bad search input', (driver) => {
  const t = useTestApi(driver);

  for (const [variant, payload] of VARIANTS) {
    for (const lang of ['1', '4']) {
      it(`${variant}, language ${lang}: every text answers, never a 5xx`, async () => {
        for (const [name, search, expected] of CASES) {
          const res = await request(t.app)
            .post('/api/queryProducts')
            .set('X-FZ-Language-Id', lang)
            .send({ ...payload, search });
          const what = `${name} (${JSON.stringify(search).slice(0, 40)}): ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          expect(res.headers['content-type'], what).toMatch(/application\/json/);
          if (expected === 'either') expect([200, 400], what).toContain(res.status);
          else expect(res.status, what).toBe(expected);
          if (res.status === 200) expectListingShape(res.body, variant === 'dropdown');
          else
            expect(res.body, what).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        }
      });
    }
  }
});
