/**
 * Photos through the image pipeline (decision 097), as a browser meets them on the product page:
 * the main photo is a raster photo from a <picture> (Chromium takes the AVIF source), its width and
 * height set, preloaded with high priority as the same AVIF it then shows (one request, no JPEG);
 * the cards of a listing are raster photos too. In the visitor's language.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProductCard, ProductResponse } from '../../shared/contract/catalog.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

/** The first espresso machine (category 1), as its path in the locale. */
async function machineOf(request: APIRequestContext, locale: Locale) {
  const res = await request.post('/api/queryProducts?lang=nl', {
    headers: sameOrigin,
    data: { category_id: 1, per_page: 4 },
  });
  expect(res.ok()).toBe(true);
  const card = ((await res.json()) as { products: { data: ProductCard[] } }).products.data[0]!;
  const p = (
    (await (await request.get(`/api/products${card.uri}?lang=nl`)).json()) as { data: ProductResponse }
  ).data;
  const uri = p.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))!.uri;
  return { path: locale === 'nl' ? uri : `/en${uri}`, photo: p.product.photos[0]! };
}

test.describe.configure({ timeout: 60_000 });

for (const locale of journeyLocales('en')) {
  test(`${locale}: the product page shows its raster photo from a <picture>, preloaded as the AVIF it uses`, async ({
    page,
    request,
    watch,
  }) => {
    const { path, photo } = await machineOf(request, locale);
    const base = photo.replace(/\.jpg$/, '');
    expect(base).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}$/);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    const main = page.locator('.product-gallery-main picture img.product-photo');
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('width', '640');
    await expect(main).toHaveAttribute('height', '640');
    await expect
      .poll(() =>
        main.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const current = await main.evaluate((i) => (i as HTMLImageElement).currentSrc);
    expect(new URL(current).pathname).toMatch(new RegExp(`^${base}-\\d+\\.avif$`));

    // The preload in the head: typed AVIF, high priority, the same srcset as the <picture>'s AVIF source.
    const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    const source = page.locator('.product-gallery-main picture source[type="image/avif"]');
    expect(await preload.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'));
    // What was fetched of the main photo: the AVIF it shows, once; no JPEG or WebP of it.
    const fetched = await page.evaluate(
      (prefix) =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.startsWith(prefix)),
      `${base}-`,
    );
    expect(fetched.filter((p) => new URL(current).pathname === p)).toHaveLength(1);
    expect(fetched.filter((p) => /\.(jpg|webp)$/.test(p))).toEqual([]);

    // The cards of alternatives or a listing: raster photos too, sized.
    await page.goto(locale === 'nl' ? '/espressomachines' : '/en/espresso-machines');
    await hydrated(page);
    const card = page.locator('.product-card picture img.product-card-photo').first();
    await expect(card).toHaveAttribute('width', '320');
    await expect
      .poll(() => card.evaluate((i) => (i as HTMLImageElement).currentSrc))
      .toMatch(/\/api\/media\/photos\/[0-9a-f]{32}-\d+\.avif$/);
    expect(watch.consoleErrors).toEqual([]);
  });
}
