/**
 * The product gallery's full-screen zoom (issue 41) in both languages: opened by a click and by the
 * keyboard, zoomed with the wheel, the keys, a double click and (on a phone) a pinch, previous and
 * next photo, focus kept inside and given back to the opener on Escape; its code is loaded only
 * when it is first opened.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { imageWidths } from '../../client/components/image.tsx';
import type { ProductCard, ProductResponse } from '../../shared/contract/catalog.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

/** A machine with at least two photos, as its path in the given language. */
async function productWithPhotos(request: APIRequestContext, locale: Locale) {
  const res = await request.post('/api/queryProducts?lang=nl', {
    headers: sameOrigin,
    data: { category_id: 1, per_page: 48, page: 1 },
  });
  expect(res.ok()).toBe(true);
  const cards = ((await res.json()) as { products: { data: ProductCard[] } }).products.data;
  for (const card of cards) {
    const p = (
      (await (await request.get(`/api/products${card.uri}?lang=nl`)).json()) as { data: ProductResponse }
    ).data;
    if (p.product.photos.length < 2) continue;
    const uri = p.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))!.uri;
    return {
      path: locale === 'nl' ? uri : `/en${uri}`,
      name: p.product.name,
      photos: p.product.photos.length,
    };
  }
  throw new Error('no machine with two photos in the seed');
}

const texts = {
  nl: { open: 'Foto vergroten', label: "Foto's van", close: 'Sluiten', zoomIn: 'Inzoomen', of: 'van' },
  en: { open: 'Enlarge photo', label: 'Photos of', close: 'Close', zoomIn: 'Zoom in', of: 'of' },
};

/** The largest width the image pipeline serves: the viewer shows the photo at it. */
const originalWidth = Math.max(...imageWidths);

const scaleOf = (page: Page) =>
  page.getByTestId('product-zoom-stage').evaluate((el) => Number((el as HTMLElement).dataset.scale));

/** The element that has the focus is inside the viewer. */
const focusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="product-zoom"]')));

const zoomChunk = /\/assets\/chunks\/product-zoom-[^/]*\.js$/;

test.describe.configure({ timeout: 60_000 });

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];

  test(`${locale}: the gallery opens full screen by a click, zooms by wheel, keys and double click, and Escape gives the focus back`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await productWithPhotos(request, locale);
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (zoomChunk.test(new URL(req.url()).pathname)) chunks.push(req.url());
    });
    await page.goto(product.path);
    await hydrated(page);
    // The viewer's code is not in the page's first load: not preloaded, not fetched before use.
    expect(await page.locator('link[rel="modulepreload"][href*="product-zoom-"]').count()).toBe(0);
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);

    const opener = page.getByRole('button', { name: x.open });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${x.label} .+`));
    expect(chunks).toHaveLength(1);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: x.close })).toBeFocused();
    await expect(dialog.getByText(`1 ${x.of} ${product.photos}`)).toBeVisible();
    const img = dialog.locator('img');
    await expect(img).toHaveAttribute('width', String(originalWidth));
    // The viewer covers the viewport.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box?.width).toBe(viewport.width);
    expect(box?.height).toBe(viewport.height);

    // The wheel zooms in about the cursor, and out again.
    const stage = page.getByTestId('product-zoom-stage');
    const s = (await stage.boundingBox())!;
    await page.mouse.move(s.x + s.width / 2 + 40, s.y + s.height / 2 + 20);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(1.5);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => scaleOf(page)).toBe(1);

    // Keys: + and − step, 0 fits; arrows pan while zoomed (the photo moves, the photo stays the same).
    await page.keyboard.press('+');
    await expect.poll(() => scaleOf(page)).toBe(1.5);
    await page.keyboard.press('+');
    await expect.poll(() => scaleOf(page)).toBe(2.25);
    const frame = dialog.locator('.product-zoom-frame');
    const before = await frame.getAttribute('style');
    await page.keyboard.press('ArrowRight');
    await expect(frame).not.toHaveAttribute('style', before ?? '');
    await expect(dialog.getByText(`1 ${x.of} ${product.photos}`)).toBeVisible();
    await page.keyboard.press('-');
    await expect.poll(() => scaleOf(page)).toBe(1.5);
    await page.keyboard.press('0');
    await expect.poll(() => scaleOf(page)).toBe(1);
    // The button too.
    await dialog.getByRole('button', { name: x.zoomIn }).click();
    await expect.poll(() => scaleOf(page)).toBe(1.5);
    await page.keyboard.press('0');

    // A double click zooms in where it is, a second one back to fit.
    await stage.dblclick({ position: { x: s.width / 2, y: s.height / 2 } });
    await expect.poll(() => scaleOf(page)).toBe(2.5);
    await stage.dblclick({ position: { x: s.width / 2, y: s.height / 2 } });
    await expect.poll(() => scaleOf(page)).toBe(1);

    // At fit, right and left show the next and the previous photo.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 ${x.of} ${product.photos}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`1 ${x.of} ${product.photos}`)).toBeVisible();

    // Tab stays in the viewer, both ways.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('product-zoom')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.classList.contains('modal-open'))).toBe(false);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: the keyboard opens the zoom, zooms and closes it, and the close button does too`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await productWithPhotos(request, locale);
    await page.goto(product.path);
    await hydrated(page);
    const opener = page.getByRole('button', { name: x.open });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('product-zoom');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: x.close })).toBeFocused();
    await page.keyboard.press('=');
    await expect.poll(() => scaleOf(page)).toBe(1.5);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Again with the space bar (the code is there now), closed by its button.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await expect.poll(() => scaleOf(page)).toBe(1);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(watch.consoleErrors).toEqual([]);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of journeyLocales('en')) {
    const x = texts[locale];

    test(`${locale}: a tap opens the zoom, a pinch zooms, a double tap fits, the bar fits the screen`, async ({
      page,
      request,
      watch,
    }) => {
      const product = await productWithPhotos(request, locale);
      await page.goto(product.path);
      await hydrated(page);
      await page.getByRole('button', { name: x.open }).tap();
      const dialog = page.getByTestId('product-zoom');
      await expect(dialog).toBeVisible();
      // Every control of the bar within the 390 px.
      for (const button of await dialog.locator('.product-zoom-bar button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
      const s = (await page.getByTestId('product-zoom-stage').boundingBox())!;
      const cx = s.x + s.width / 2;
      const cy = s.y + s.height / 2;
      // A pinch: two fingers 60 px apart, spread to 240 px (Chromium's touch input, as a phone sends it).
      const cdp = await page.context().newCDPSession(page);
      const fingers = (d: number) => [
        { x: cx - d / 2, y: cy, id: 1 },
        { x: cx + d / 2, y: cy, id: 2 },
      ];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
      for (const d of [100, 140, 180, 220, 240])
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => scaleOf(page)).toBeGreaterThan(3);
      // A double tap back to fit: two taps in one go (two Playwright calls may be further apart
      // than a double tap on a slow host).
      await page.getByTestId('product-zoom-stage').evaluate(
        (el, at) => {
          for (const type of ['pointerdown', 'pointerup', 'pointerdown', 'pointerup'])
            el.dispatchEvent(
              new PointerEvent(type, {
                bubbles: true,
                pointerId: 7,
                pointerType: 'touch',
                isPrimary: true,
                ...at,
              }),
            );
        },
        { clientX: cx, clientY: cy },
      );
      await expect.poll(() => scaleOf(page)).toBe(1);
      await dialog.getByRole('button', { name: x.close }).tap();
      await expect(dialog).toHaveCount(0);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});
