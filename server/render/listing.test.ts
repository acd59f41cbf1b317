/**
 * Server-rendered listings: the real storefront in front of the real reference API (in-memory
 * PGlite), over HTTP. Filters, sort and page in the URL decide which products the HTML lists, so a
 * filtered listing can be shared, reloaded and indexed (or not) as the head says.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueryProductsAnswer } from '../../shared/contract/listing.ts';
import { TEST_PUBLIC_URL as PUBLIC_URL, shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();
/** The first top-level category (Espressomachines in the seed) and its facets. */
let category: { id: number; uri: string; en: string };
let facets: QueryProductsAnswer;

beforeAll(async () => {
  const categories = await fetch(`${running.api.url}/api/categories?breadcrumbs=1`).then((r) => r.json());
  const first = categories.data[0];
  category = {
    id: first.id,
    uri: first.uri,
    en: `/en${first.alternate_lang_hrefs.find((a: { language_id: number }) => a.language_id === 4).uri}`,
  };
  facets = await queryApi({ category_id: category.id, per_page: 24, page: 1 });
}, 180_000);

const queryApi = running.queryProducts;

/** The product links of the listing in a page, in order. */
const listed = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" class="product-card-link"/g)].map((m) => m[1]!);

/** A crawler gets the whole document at once (no streaming to wait for). */
const page = (path: string, cookie?: string) => {
  const req = request(running.shop.url)
    .get(path)
    .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
  return cookie ? req.set('Cookie', cookie) : req;
};

const base = () => ({ category_id: category.id, per_page: 24, page: 1 });
const uris = (answer: QueryProductsAnswer, prefix = '') =>
  answer.products.data.map((p) => `${prefix}${p.uri}`);

describe('a category listing rendered from its URL', () => {
  it('lists the first 24 products with the count, in the default order', async () => {
    const res = await page(category.uri);
    expect(res.status).toBe(200);
    expect(listed(res.text)).toEqual(uris(facets));
    expect(listed(res.text)).toHaveLength(24);
    expect(res.text).toContain(`${facets.products.paging.total} producten`);
  });

  it('filters by brand: every product listed is of that brand', async () => {
    const brand = facets.brands.find((b) => b.count > 3)!;
    const res = await page(`${category.uri}?brands=${brand.id}`);
    expect(res.status).toBe(200);
    const answer = await queryApi({ ...base(), brands_filter: [brand.id] });
    expect(answer.products.data.every((p) => p.brand === brand.name)).toBe(true);
    expect(answer.products.paging.total).toBe(brand.count);
    expect(listed(res.text)).toEqual(uris(answer));
    expect(res.text).toContain(`${brand.count} producten`);
  });

  it('reads what the filters form sends without JavaScript (repeated brands, separate price fields)', async () => {
    const [a, b] = facets.brands;
    const form = await page(`${category.uri}?brands=${a!.id}&brands=${b!.id}&price_min=500&price_max=`);
    const link = await page(`${category.uri}?brands=${a!.id},${b!.id}&price=500-`);
    expect(form.status).toBe(200);
    expect(listed(form.text)).toEqual(listed(link.text));
    expect(listed(form.text).length).toBeGreaterThan(0);
  });

  it('filters by gross price for visitors and by net price for dealers', async () => {
    const res = await page(`${category.uri}?price=500-1000`);
    const answer = await queryApi({ ...base(), price_filter: [500, 1000], price_filter_gross: true });
    expect(answer.products.data.length).toBeGreaterThan(0);
    expect(answer.products.data.every((p) => p.price_gross >= 500 && p.price_gross <= 1000)).toBe(true);
    expect(listed(res.text)).toEqual(uris(answer));

    const login = await request(running.shop.url)
      .post('/api/customerAuth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'dealer@demo.nl', password: 'Demo1234!' });
    expect(login.status).toBe(200);
    const dealer = String(login.headers['set-cookie']).split(';')[0]!;
    const net = await queryApi({ ...base(), price_filter: [500, 1000] });
    expect(net.products.data.every((p) => p.price >= 500 && p.price <= 1000)).toBe(true);
    expect(uris(net)).not.toEqual(uris(answer));
    const dealerRes = await page(`${category.uri}?price=500-1000`, dealer);
    expect(dealerRes.status).toBe(200);
    expect(listed(dealerRes.text)).toEqual(uris(net));
  });

  it('filters to products in stock', async () => {
    const res = await page(`${category.uri}?stock=1`);
    const answer = await queryApi({ ...base(), stock_filter: true });
    expect(answer.products.data.every((p) => p.in_stock)).toBe(true);
    expect(answer.products.paging.total).toBe(facets.stock_count);
    expect(listed(res.text)).toEqual(uris(answer));
  });

  it('filters by a spec value and by the numeric range of spec 5', async () => {
    const spec = facets.specs.find((s) => s.id !== 5)!;
    const value = spec.vals[0]!;
    const bySpec = await page(`${category.uri}?spec_${spec.id}=${value.id}`);
    const specAnswer = await queryApi({ ...base(), specs_filter: { [spec.id]: [value.id] } });
    expect(specAnswer.products.paging.total).toBe(value.count);
    expect(listed(bySpec.text)).toEqual(uris(specAnswer));

    const power = facets.specs.find((s) => s.id === 5)!;
    const numbers = power.vals.map((v) => Number(v.title)).sort((a, b) => a - b);
    const [lo, hi] = [numbers[2]!, numbers[8]!];
    const byRange = await page(`${category.uri}?range_5=${lo}-${hi}`);
    const rangeAnswer = await queryApi({ ...base(), specs_filter_min_max: { 5: [lo, hi] } });
    const expected = power.vals
      .filter((v) => Number(v.title) >= lo && Number(v.title) <= hi)
      .reduce((n, v) => n + v.count, 0);
    expect(rangeAnswer.products.paging.total).toBe(expected);
    expect(listed(byRange.text)).toEqual(uris(rangeAnswer));
    // The range is offered as two selects of the numeric value titles, with the chosen ones selected.
    expect(byRange.text).toMatch(new RegExp(`<option value="${lo}" selected="">`));
  });

  it('sorts by price ascending and descending', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const res = await page(`${category.uri}?sort=${sort}`);
      const answer = await queryApi({ ...base(), sort });
      const prices = answer.products.data.map((p) => p.price_gross);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
      expect(listed(res.text)).toEqual(uris(answer));
      expect(res.text).toMatch(new RegExp(`<option value="${sort}" selected="">`));
    }
  });

  it('pages: page 2 lists other products and links back; the last page has no next link', async () => {
    const one = await page(category.uri);
    const two = await page(`${category.uri}?page=2&sort=price_asc`);
    expect(two.status).toBe(200);
    expect(listed(two.text)).toEqual(uris(await queryApi({ ...base(), page: 2, sort: 'price_asc' })));
    expect(listed(two.text)).not.toEqual(listed(one.text));
    expect(two.text).toContain(`<a href="${category.uri}?sort=price_asc" rel="prev"`);
    expect(two.text).toContain(`<a href="${category.uri}?sort=price_asc&amp;page=3" rel="next"`);
    expect(one.text).toContain(`<a href="${category.uri}?page=2" rel="next"`);
    expect(one.text).toContain('data-testid="load-more"');

    const last = facets.products.paging.last_page;
    const end = await page(`${category.uri}?page=${last}`);
    expect(end.status).toBe(200);
    expect(listed(end.text).length).toBeGreaterThan(0);
    expect(end.text).not.toContain('rel="next"');
    expect(end.text).not.toContain('data-testid="load-more"');
    expect(end.text).toContain(`aria-current="page">${last}<`);
  });

  it('answers hostile or malformed values with 200 and the default listing, reflecting nothing unescaped', async () => {
    const defaults = listed((await page(category.uri)).text);
    for (const qs of [
      'page=-1',
      'page=abc',
      'sort=DROP%20TABLE%20products',
      'brands=1%20OR%201=1',
      'price=%3Cscript%3E',
      'spec_1=1;DELETE',
      'range_5=9e9-1',
      'view=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      'stock=%27%20OR%20%271%27=%271',
    ]) {
      const res = await page(`${category.uri}?${qs}`);
      expect(res.status, qs).toBe(200);
      expect(listed(res.text), qs).toEqual(defaults);
      expect(res.text).not.toContain('<script>alert');
      expect(res.text).not.toMatch(/DROP TABLE|OR 1=1/);
    }
    const clamped = await page(`${category.uri}?page=99999999999`);
    expect(clamped.status).toBe(200);
    expect(listed(clamped.text)).toEqual(defaults);
  });

  it('renders the English category with the same filters', async () => {
    const brand = facets.brands[0]!;
    const res = await page(`${category.en}?brands=${brand.id}&sort=price_desc`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="en">/);
    const answer = await queryApi({ ...base(), brands_filter: [brand.id], sort: 'price_desc' }, 4);
    expect(listed(res.text)).toEqual(uris(answer, '/en'));
    expect(res.text).toContain(`${brand.count} products`);
  });
});

describe('the head of a listing', () => {
  const robots = '<meta name="robots" content="noindex,follow"/>';
  it('makes the category URL canonical, with the page when above 1, without filters or sort', async () => {
    expect(canonical((await page(category.uri)).text)).toBe(`${PUBLIC_URL}${category.uri}`);
    expect(canonical((await page(`${category.uri}?sort=price_asc&view=list`)).text)).toBe(
      `${PUBLIC_URL}${category.uri}`,
    );
    expect(canonical((await page(`${category.uri}?page=3&sort=price_asc`)).text)).toBe(
      `${PUBLIC_URL}${category.uri}?page=3`,
    );
    expect(canonical((await page(`${category.uri}?brands=1&page=2`)).text)).toBe(
      `${PUBLIC_URL}${category.uri}?page=2`,
    );
  });

  it('keeps filtered URLs out of the index (noindex,follow) but not sorted or paged ones', async () => {
    for (const qs of ['brands=1', 'price=10-200', 'stock=1', 'spec_1=1', 'range_5=1000-2000', 'q=lelit'])
      expect((await page(`${category.uri}?${qs}`)).text, qs).toContain(robots);
    for (const qs of ['', '?sort=price_asc', '?page=2', '?view=list'])
      expect((await page(`${category.uri}${qs}`)).text, qs).not.toContain('name="robots"');
  });
});

describe('search results and deals', () => {
  it('lists the results for the term, with the term in the title, escaped', async () => {
    const res = await page('/zoeken?q=lelit');
    expect(res.status).toBe(200);
    const answer = await queryApi({ search: 'lelit', per_page: 24, page: 1 });
    expect(answer.products.data.length).toBeGreaterThan(0);
    expect(listed(res.text)).toEqual(uris(answer));
    expect(res.text).toContain('<title>Zoekresultaten voor “lelit”</title>');
    const en = await page('/en/search?q=lelit&sort=price_asc');
    expect(en.status).toBe(200);
    expect(listed(en.text)).toEqual(
      uris(await queryApi({ search: 'lelit', per_page: 24, page: 1, sort: 'price_asc' }, 4), '/en'),
    );
  });

  it('asks for a term when it is blank, and lists nothing', async () => {
    for (const path of ['/zoeken', '/zoeken?q=%20%20', '/en/search?q=']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('data-testid="search-prompt"');
      expect(listed(res.text)).toEqual([]);
    }
  });

  it('escapes a hostile term', async () => {
    const res = await page('/zoeken?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('lists the deals (products with an old price), filterable like a category', async () => {
    const res = await page('/aanbiedingen');
    expect(res.status).toBe(200);
    const answer = await queryApi({ deals: true, per_page: 24, page: 1 });
    expect(answer.products.data.length).toBeGreaterThan(0);
    expect(answer.products.data.every((p) => (p.old_price_gross ?? 0) > p.price_gross)).toBe(true);
    expect(listed(res.text)).toEqual(uris(answer));
    expect(canonical(res.text)).toBe(`${PUBLIC_URL}/aanbiedingen`);
    const en = await page('/en/deals?sort=price_desc&stock=1');
    expect(en.status).toBe(200);
    expect(listed(en.text)).toEqual(
      uris(
        await queryApi({ deals: true, per_page: 24, page: 1, sort: 'price_desc', stock_filter: true }, 4),
        '/en',
      ),
    );
    expect(en.text).toContain('<meta name="robots" content="noindex,follow"/>');
  });
});

const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
