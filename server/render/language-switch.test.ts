/**
 * The language switcher as the server renders it (issue 26): on a listing (search, deals, category)
 * it goes to the same listing in the other language with its term, filters, sort and page; on other
 * pages to the bare alternate. The search page's head keeps its hreflang links on the bare paths
 * (like its canonical) and stays noindex.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL as PUBLIC_URL, shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();
let category: { nl: string; en: string };

beforeAll(async () => {
  const categories = await fetch(`${running.api.url}/api/categories?breadcrumbs=1`).then((r) => r.json());
  const first = categories.data[0];
  category = {
    nl: first.uri,
    en: `/en${first.alternate_lang_hrefs.find((a: { language_id: number }) => a.language_id === 4).uri}`,
  };
}, 180_000);

/** The language switcher's link in a page's HTML. */
async function switchHref(path: string): Promise<string> {
  const res = await request(running.shop.url).get(path);
  expect(res.status).toBe(200);
  const m = res.text.match(/<a href="([^"]*)" hrefLang="(?:nl|en)"[^>]*data-testid="language-switch"/);
  expect(m, `language switch in ${path}`).not.toBeNull();
  return m![1]!.replaceAll('&amp;', '&');
}

describe('the language switcher keeps a listing’s query', () => {
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

  it('deals and a category keep their filters', async () => {
    expect(await switchHref('/aanbiedingen?stock=1&sort=price_desc')).toBe(
      '/en/deals?stock=1&sort=price_desc',
    );
    expect(await switchHref(`${category.nl}?brands=2,5&view=list`)).toBe(
      `${category.en}?brands=2,5&view=list`,
    );
    expect(await switchHref(`${category.en}?price=-5000`)).toBe(`${category.nl}?price=-5000`);
  });

  it('other pages switch to the bare alternate', async () => {
    expect(await switchHref('/vergelijken?q=molen')).toBe('/en/compare');
    const listing = await fetch(`${running.api.url}/api/queryProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fz-language-id': '1' },
      body: JSON.stringify({ per_page: 1, page: 1 }),
    }).then((r) => r.json());
    const product: string = listing.products.data[0].uri;
    expect(await switchHref(`${product}?q=molen&sort=price_asc`)).not.toContain('?');
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
