/**
 * Pictures where a shopper chooses: the home page's category tiles, a category page's
 * subcategories and a product's photos (a drawing of the product, in four different views), in
 * both languages.
 */
import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';

/** Every image of the locator has loaded and has pixels. */
async function expectLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
}

for (const [locale, home, category, subcategory] of [
  ['nl', '/', '/espressomachines', 'Hendelmachines'],
  ['en', '/en', '/en/espresso-machines', 'Lever machines'],
] as const) {
  test(`${locale}: the home page's category tiles show a picture and the category's name`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.goto(home);
    await hydrated(page);
    const tiles = page.locator('.home-categories .category-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await expectLoaded(tiles.locator('img.category-tile-image'));
    const first = tiles.first();
    const box = await first.locator('img').boundingBox();
    expect(box?.width).toBeGreaterThan(60);
    await first.scrollIntoViewIfNeeded();
    await page
      .locator('.home-categories')
      .screenshot({ path: testInfo.outputPath(`home-tiles-${locale}.png`) });
    // The tile still reads as its name, and leads to the category.
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.locator('h1')).toHaveText(name);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a category's subcategories show a small picture, its products their drawings`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.goto(category);
    await hydrated(page);
    const pill = page.locator('.subcategories .category-pill', { hasText: subcategory });
    await expect(pill).toBeVisible();
    await expectLoaded(page.locator('.subcategories img.category-pill-image'));
    await page.locator('.listing-page').screenshot({ path: testInfo.outputPath(`category-${locale}.png`) });
    await pill.click();
    await expect(page.locator('h1')).toHaveText(subcategory);
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
