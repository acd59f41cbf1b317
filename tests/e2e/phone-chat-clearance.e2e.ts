/**
 * On a phone (390 px) the chat launcher, fixed bottom right, never covers the cart's discount code
 * button (issue 41) or its checkout button, nor does the scroll-to-top button above it: scrolled
 * step by step or in one jump, as far down as the page goes, and with the code field focused (the
 * keyboard's place), every point of the button, its centre first, is that button.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: { cart: '/winkelwagen', apply: 'Toepassen', product: '/lelit-anna-copper' },
  en: { cart: '/en/checkout', apply: 'Apply', product: '/en/lelit-anna-copper' },
} as const;

/** Puts one of a product's default option in the cart through the storefront's proxy. */
async function addProduct(page: Page, baseURL: string, slug: string) {
  const product = await page.request.get(`/api/products/${slug}?lang=nl`);
  expect(product.ok()).toBe(true);
  const { data } = (await product.json()) as { data: { product: { po_id: number | null } } };
  const res = await page.request.post('/api/shoppingCart/add?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: data.product.po_id, amount: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * What the visitor's finger hits on the element: its centre and a grid of points across it (a
 * launcher over its end hides part of the word and takes the taps there). "the button" when every
 * point is the button, else what covers the first that is not.
 */
const hitAcross = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement;
    const r = el.getBoundingClientRect();
    const points = [[0.5, 0.5]];
    for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) for (const fy of [0.1, 0.5, 0.9]) points.push([fx, fy]);
    for (const [fx, fy] of points) {
      const hit = document.elementFromPoint(r.left + r.width * fx!, r.top + r.height * fy!);
      if (!(hit === el || el.contains(hit))) return hit?.outerHTML.slice(0, 80) ?? 'nothing';
    }
    return 'the button';
  }, selector);

for (const locale of journeyLocales('en')) {
  const x = texts[locale];
  test(`${locale}: on a 390 px phone the chat launcher leaves the discount code's and the checkout button clickable`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(x.cart);
    await addProduct(page, baseURL!, 'lelit-anna-copper');
    await page.goto(x.cart);
    await hydrated(page);
    const launcher = page.getByTestId('chat-launcher');
    await page.mouse.move(5, 5);
    // Present; it may already have stepped aside, for the checkout link near the corner of the
    // window the page opened in (the checks below poll until the page has settled).
    await expect(launcher).toBeAttached();
    const form = page.getByTestId('discount-form');
    const apply = form.getByRole('button', { name: x.apply });
    await expect(apply).toBeVisible();
    const selector = '[data-testid="discount-form"] button[type="submit"]';
    const checkout = page.locator('.cart-checkout');
    // 390 px wide: a tall phone, a short one, and one with its keyboard open (what is left above it).
    // At every scroll position where the button is in view below the sticky header, wherever the
    // visitor stops, the button is theirs to press.
    for (const height of [844, 664, 420]) {
      await page.setViewportSize({ width: 390, height });
      const { scrollHeight, headerBottom } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      }));
      let seen = 0;
      let checkoutSeen = 0;
      const inView = (box: { y: number; height: number } | null) =>
        !!box && box.y >= headerBottom && box.y + box.height <= height;
      for (let y = 0; y <= scrollHeight - height + 30; y += 30) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The page's main action, "Verder naar bestellen" / "Continue to checkout", the same.
        if (inView(await checkout.boundingBox())) {
          checkoutSeen++;
          await expect
            .poll(() => hitAcross(page, '.cart-checkout'), {
              message: `checkout, ${height} px high, at ${y}px`,
            })
            .toBe('the button');
        }
        if (!inView(await apply.boundingBox())) continue;
        seen++;
        await expect
          .poll(() => hitAcross(page, selector), { message: `${height} px high, scrolled to ${y}px` })
          .toBe('the button');
        // Arriving there in one jump from the top (the End key, a link to the form, a restored
        // page), the scroll-to-top button appears at that moment, and steps aside from its first frame.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect
          .poll(() => hitAcross(page, selector), { message: `${height} px high, jumped to ${y}px` })
          .toBe('the button');
      }
      expect(seen).toBeGreaterThan(2);
      expect(checkoutSeen).toBeGreaterThan(2);
    }
    // With the code field focused (typing a code, the keyboard open), the same.
    await form.getByRole('textbox').fill('WELKOM10');
    await expect(form.getByRole('textbox')).toBeFocused();
    await form.getByRole('textbox').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(() => hitAcross(page, selector)).toBe('the button');
    await apply.click({ trial: true });
    // Scrolled on, away from the form, the launcher is back in its place and clickable.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(launcher).toBeVisible();
    await launcher.click({ trial: true });
  });

  test(`${locale}: on a 390 px phone neither fixed button covers the product page's add to cart`, async ({
    page,
  }) => {
    await page.goto(x.product);
    await hydrated(page);
    const launcher = page.getByTestId('chat-launcher');
    await page.mouse.move(5, 5);
    // (Present; on a short window it may already have stepped aside for the button.)
    await expect(launcher).toBeAttached();
    const selector = '.add-to-cart-button';
    const add = page.locator(selector);
    // A tall phone (the launcher's place) and a short one (scroll-to-top's, once it shows).
    for (const height of [844, 420]) {
      await page.setViewportSize({ width: 390, height });
      const { scrollHeight, headerBottom } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      }));
      let seen = 0;
      for (let y = 0; y <= Math.min(scrollHeight - height, 1200); y += 40) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const box = await add.boundingBox();
        if (!box || box.y < headerBottom || box.y + box.height > height) continue;
        seen++;
        await expect
          .poll(() => hitAcross(page, selector), { message: `${height} px high, scrolled to ${y}px` })
          .toBe('the button');
      }
      expect(seen).toBeGreaterThan(2);
    }
  });
}
