/**
 * The language switch as the server renders it (issue 26): on a listing (search, deals, a category)
 * it goes to the same listing in the other language with its term, filters, sort and page; on
 * other pages to the bare alternate. The browser starts from the same value (the shell's
 * `doc.languageQuery`), so it hydrates without a mismatch. The hreflang links stay on the bare
 * paths, like the canonical, and the search page stays noindex.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL as PUBLIC_URL, shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();
let category: { nl: string; en: string };

beforeAll(async () => {
  const categories = await running.get<{
    data: { uri: string; alternate_lang_hrefs: { language_id: number; uri: string }[] }[];
  }>('/api/categories?breadcrumbs=1');
  const first = categories.data[0]!;
  category = {
    nl: first.uri,
    en: `/en${first.alternate_lang_hrefs.find((a) => a.language_id === 4)!.uri}`,
  };
}, 180_000);

/** The language switch's link in a page's HTML, and the query the shell hands the browser. */
async function switchOf(path: string): Promise<{ href: string; query: string | undefined }> {
  const res = await request(running.shop.url).get(path);
  expect(res.status, path).toBe(200);
  const m = res.text.match(/<a href="([^"]*)" hrefLang="(?:nl|en)"[^>]*data-testid="language-switch"/);
  expect(m, `language switch in ${path}`).not.toBeNull();
  const doc = res.text.match(/"doc":(\{[^}]*\})/);
  expect(doc, `shell payload in ${path}`).not.toBeNull();
  const query = (JSON.parse(doc![1]!) as { languageQuery?: string }).languageQuery;
  return { href: m![1]!.replaceAll('&amp;', '&'), query };
}

const switchHref = async (path: string) => (await switchOf(path)).href;

describe('the language switch keeps a listing’s query', () => {
  it('search: the term and the other listing parameters, both ways', async () => {
    expect(await switchHref('/zoeken?q=molen')).toBe('/en/search?q=molen');
    expect(await switchHref('/en/search?q=molen')).toBe('/zoeken?q=molen');
    expect(await switchHref('/zoeken?q=molen&brands=3&price=10-500&sort=price_asc&page=2')).toBe(
      '/en/search?q=molen&brands=3&price=10-500&sort=price_asc&page=2',
    );
    // Only the listing's own parameters, in their written form.
    expect(await switchHref('/en/search?utm_source=x&q=molen&price_min=10&price_max=500')).toBe(
      '/zoeken?q=molen&price=10-500',
    );
    expect(await switchHref('/zoeken')).toBe('/en/search');
  });

  it('the browser starts from the same query (no hydration mismatch)', async () => {
    expect(await switchOf('/zoeken?q=molen&stock=1')).toEqual({
      href: '/en/search?q=molen&stock=1',
      query: '?q=molen&stock=1',
    });
    expect((await switchOf('/zoeken')).query).toBe('');
  });

  it('deals, a category’s deals and a category keep their filters', async () => {
    expect(await switchHref('/aanbiedingen?stock=1&sort=price_desc')).toBe(
      '/en/deals?stock=1&sort=price_desc',
    );
    expect(await switchHref(`/en/deals${category.en.slice(3)}?page=2`)).toBe(
      `/aanbiedingen${category.nl}?page=2`,
    );
    expect(await switchHref(`${category.nl}?brands=2,5&view=list`)).toBe(
      `${category.en}?brands=2,5&view=list`,
    );
    expect(await switchHref(`${category.en}?price=-5000`)).toBe(`${category.nl}?price=-5000`);
  });

  it('other pages switch to the bare alternate', async () => {
    expect(await switchOf('/vergelijken?q=molen')).toEqual({ href: '/en/compare', query: undefined });
    const listing = await running.queryProducts({ per_page: 1, page: 1 });
    const product = listing.products.data[0]!.uri;
    const { href, query } = await switchOf(`${product}?q=molen&sort=price_asc`);
    expect(href).not.toContain('?');
    expect(query).toBeUndefined();
  });
});

describe('the search page’s head', () => {
  it('is noindex with hreflang links on the bare search paths', async () => {
    for (const path of ['/zoeken?q=molen', '/en/search?q=molen']) {
      const res = await request(running.shop.url).get(path);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toContain(`<link rel="alternate" hrefLang="nl" href="${PUBLIC_URL}/zoeken"/>`);
      expect(res.text).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en/search"/>`);
      expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}/zoeken"/>`);
    }
  });
});
