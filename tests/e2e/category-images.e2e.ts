/**
 * Pictures where a shopper chooses: the home page's category tiles, a category page's
 * subcategories and a product's photos (a drawing of the product, in four different views), in
 * both languages.
 */
import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

/** Every image of the locator has loaded and has pixels (brought into view first: they load lazily). */
async function expectLoaded(images: Locator) {
  expect(await images.count()).toBeGreaterThan(0);
  await images.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

for (const [locale, home, category, subcategory] of [
  ['nl', '/', '/espressomachines', 'Hendelmachines'],
  ['en', '/en', '/en/espresso-machines', 'Lever machines'],
] as const) {
  if (!runsIn('en', locale)) continue;
  test(`${locale}: the home page's category tiles show a picture and the category's name`, async ({
    page,
    watch,
  }) => {
    await page.goto(home);
    await hydrated(page);
    const tiles = page.locator('.home-categories .category-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await expectLoaded(tiles.locator('img.category-tile-image'));
    const first = tiles.first();
    const box = await first.locator('img').boundingBox();
    expect(box?.width).toBeGreaterThan(60);
    // The tile reads as its name (the picture has no text of its own).
    await expect(first).toHaveText(/^\s*\S/);
    await expect(first.locator('img')).toHaveAttribute('alt', '');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a category's subcategories show a small picture, and its products their drawings`, async ({
    page,
    watch,
  }) => {
    await page.goto(category);
    await hydrated(page);
    const pill = page.locator('.subcategories .category-pill', { hasText: subcategory });
    await expect(pill).toBeVisible();
    await expectLoaded(page.locator('.subcategories img.category-pill-image'));
    await expectLoaded(page.locator('.product-card-photo').first());
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('a product with several photos shows a different view in each, not a recoloured copy', async ({
  page,
  request,
}) => {
  await page.goto('/en/espresso-machines/dual-boiler');
  await hydrated(page);
  // The first product with four photos.
  const hrefs = await page
    .locator('.product-card-link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    const thumbs = page.locator('.product-thumbs img');
    if ((await thumbs.count()) < 4) continue;
    const sources = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).text()));
    // Without colours, what is drawn: four different pictures.
    const shapes = bodies.map((b) => b.replace(/ (fill|stroke|stop-color)="[^"]*"/g, ''));
    expect(new Set(shapes).size).toBe(4);
    await expectLoaded(thumbs);
    return;
  }
  throw new Error('no dual boiler with four photos');
});
