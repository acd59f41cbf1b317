/**
 * The deals of one category: `/aanbiedingen/{category path}` (`/en/deals/{category path}`) lists
 * only the deals of that category and its descendants; a path that is no category is the 404 page.
 * The real storefront in front of the real reference API (in-memory PGlite), over HTTP.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL as PUBLIC_URL, shopAndApiForThisFile } from '../../../server/render/test-shop.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';

const running = shopAndApiForThisFile();
/** A top-level category with deals, though not all of them: its uri in each language. */
let category: { id: number; title: string; nl: string; en: string; enTitle: string };
let allDeals: QueryProductsAnswer;
let productSlug: string;

const queryApi = running.queryProducts;

beforeAll(async () => {
  allDeals = await queryApi({ deals: true, per_page: 24, page: 1 });
  const tree = await fetch(`${running.api.url}/api/categories`).then((r) => r.json());
  const enTree = await fetch(`${running.api.url}/api/categories`, {
    headers: { 'x-fz-language-id': '4' },
  }).then((r) => r.json());
  for (const c of tree.data as { id: number; uri: string; title: string }[]) {
    const own = await queryApi({ deals: true, category_id: c.id, per_page: 24, page: 1 });
    const total = own.products.paging.total;
    if (total > 0 && total < allDeals.products.paging.total) {
      const en = (enTree.data as { id: number; uri: string; title: string }[]).find((e) => e.id === c.id)!;
      category = { id: c.id, title: c.title, nl: c.uri, en: en.uri, enTitle: en.title };
      break;
    }
  }
  expect(category).toBeDefined();
  productSlug = allDeals.products.data[0]!.uri.replace(/^\//, '');
}, 180_000);

/** The product links of the listing in a page, in order. */
const listed = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" class="product-card-link"/g)].map((m) => m[1]!);
const uris = (answer: QueryProductsAnswer, prefix = '') =>
  answer.products.data.map((p) => `${prefix}${p.uri}`);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
/** A crawler gets the whole document at once (no streaming to wait for). */
const page = (path: string) =>
  request(running.shop.url).get(path).set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');

describe('the deals of a category', () => {
  it('lists only that category’s deals, in Dutch and in English', async () => {
    const nl = await page(`/aanbiedingen${category.nl}`);
    expect(nl.status).toBe(200);
    const own = await queryApi({ deals: true, category_id: category.id, per_page: 24, page: 1 });
    expect(listed(nl.text)).toEqual(uris(own));
    expect(listed(nl.text)).not.toEqual(uris(allDeals));
    expect(nl.text).toContain(`<title>Aanbiedingen in ${category.title}</title>`);
    expect(canonical(nl.text)).toBe(`${PUBLIC_URL}/aanbiedingen${category.nl}`);
    expect(nl.text).toContain(
      `<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en/deals${category.en}"/>`,
    );

    const en = await page(`/en/deals${category.en}?sort=price_asc`);
    expect(en.status).toBe(200);
    expect(listed(en.text)).toEqual(
      uris(
        await queryApi(
          { deals: true, category_id: category.id, per_page: 24, page: 1, sort: 'price_asc' },
          4,
        ),
        '/en',
      ),
    );
    expect(en.text).toContain(`<title>Deals in ${category.enTitle}</title>`);
    expect(canonical(en.text)).toBe(`${PUBLIC_URL}/en/deals${category.en}`);
  });

  it('offers chips that lead to the deals of the categories listed', async () => {
    const res = await page('/aanbiedingen');
    expect(res.status).toBe(200);
    expect(listed(res.text)).toEqual(uris(allDeals));
    const chip = allDeals.categories[0]!;
    expect(res.text).toContain(`<a href="/aanbiedingen${chip.uri}" class="chip">`);
  });

  it('answers an unknown path below the deals with the 404 page, in both languages', async () => {
    for (const path of [
      '/aanbiedingen/bestaat-niet',
      `/aanbiedingen${category.nl}/bestaat-niet`,
      '/en/deals/does-not-exist',
      // A product or a page is no category.
      `/aanbiedingen/${productSlug}`,
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain(
        path.startsWith('/en') ? 'This page could not be found' : 'Deze pagina kon niet worden gevonden',
      );
      expect(listed(res.text)).toEqual([]);
    }
  });
});
