/**
 * The deals of one category (issue 26), both languages: a category chip on the deals page leads to
 * `/aanbiedingen/{category path}` (`/en/deals/{category path}`), which lists only that category's
 * deals, in the browser and server-rendered alike; a path below the deals that is no category shows
 * the not-found page, after a client-side navigation and as a 404 from the server.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const sites = [
  { locale: 'nl', deals: '/aanbiedingen', prefix: '', unknown: '/aanbiedingen/bestaat-niet' },
  { locale: 'en', deals: '/en/deals', prefix: '/en', unknown: '/en/deals/does-not-exist' },
] as const;

/** The product links of the listing, in order. */
const listed = (page: Page) =>
  page
    .getByTestId('listing-products')
    .locator('a.product-card-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** The first page of a category's deals, as the API lists them (the storefront's links). */
async function categoryDeals(request: APIRequestContext, site: (typeof sites)[number], path: string) {
  const headers = { 'Sec-Fetch-Site': 'same-origin' };
  const resolved = await request.get(`/api/resolve?path=${encodeURIComponent(path)}&lang=${site.locale}`, {
    headers,
  });
  expect(resolved.status()).toBe(200);
  const { data } = (await resolved.json()) as { data: { type: string; id: number } };
  expect(data.type).toBe('category');
  const res = await request.post(`/api/queryProducts?lang=${site.locale}`, {
    data: { deals: true, category_id: data.id, per_page: 24, page: 1 },
    headers,
  });
  const body = (await res.json()) as { products: { data: { uri: string }[] } };
  return body.products.data.map((p) => `${site.prefix}${p.uri}`);
}

for (const site of sites.filter((s) => runsIn('en', s.locale))) {
  test(`a category's deals list only that category's products (${site.locale})`, async ({ page, watch }) => {
    await page.goto(site.deals);
    await hydrated(page);
    const all = await listed(page);
    expect(all.length).toBeGreaterThan(0);

    // A chip of the deals page: a client-side navigation to that category's deals.
    const chip = page.locator('.listing-categories a.chip').first();
    const target = (await chip.getAttribute('href'))!;
    expect(target.startsWith(`${site.deals}/`)).toBe(true);
    const title = (await chip.textContent())!
      .replace(/\s*\d+$/, '')
      .split(' › ')
      .at(-1)!
      .trim();
    await chip.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('h1')).toContainText(title);
    const expected = await categoryDeals(page.request, site, target.slice(site.deals.length));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => listed(page)).toEqual(expected);

    // The same URL from the server.
    const res = await page.goto(target);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    expect(await listed(page)).toEqual(expected);
    expect(watch.consoleErrors).toEqual([]);

    // A path below the deals that is no category: not found, in the browser…
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'unknown';
      document.body.append(a);
      a.click();
    }, site.unknown);
    await page.waitForURL((url) => url.pathname === site.unknown);
    await expect(page.locator('.error-page[data-status="404"]')).toBeVisible();
    await expect(page.getByTestId('listing-products')).toHaveCount(0);

    // …and from the server.
    const missing = await page.goto(site.unknown);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('.error-page[data-status="404"]')).toBeVisible();
    // The only console errors: the 404 answers and the not-found error the route's boundary caught.
    expect(watch.consoleErrors.filter((e) => !/404|ApiFetchError/.test(e))).toEqual([]);
  });
}
