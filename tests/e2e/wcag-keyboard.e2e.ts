/**
 * Keyboard only, with the focus always visible (issue 40, decision 092; WCAG 2.1.1, 2.4.3, 2.4.7):
 * a guest searches from the header, opens a product from the results, adds it to the cart, goes
 * through the cart dropdown to the cart page, on to checkout as a guest, fills the address, picks a
 * payment method, accepts the terms and places the order, arriving at the payment page; every
 * press is Tab, Shift+Tab, Enter, Space, an arrow or typing. On every element the focus lands on the
 * computed style shows a ring (outline of at least 2 px, a box-shadow, or a ring on the field's box).
 * Both languages, at 1280 px and at 320 px (where the header's search is behind its toggle).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';
import { focusIndicator } from './support/wcag.ts';

/** Elements the focus reached without a visible indicator, over the whole journey. */
type Unseen = string[];

/**
 * Presses `key` (Tab by default) until `target` has the focus, at most `max` times; every element
 * on the way must show where the focus is.
 */
async function tabTo(page: Page, target: Locator, unseen: Unseen, { key = 'Tab', max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const { what, indicator } = await focusIndicator(page);
    if (!indicator && what !== 'body') unseen.push(`${new URL(page.url()).pathname}: ${what}`);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`${key} never reached ${target}`);
}

const x = {
  nl: {
    home: '/',
    query: 'ristretto',
    product: /Ristretto/i,
    add: 'In winkelwagen',
    toCheckout: 'Verder naar bestellen',
    viewCart: /winkelwagen/i,
    cartPath: '/winkelwagen',
    checkoutPath: '/winkelwagen/bestellen',
    email: /e-?mail/i,
    firstname: /voornaam/i,
    lastname: /achternaam/i,
    street: /straat/i,
    house: /huisnummer/i,
    postcode: /postcode/i,
    city: /plaats/i,
    search: 'Zoeken',
  },
  en: {
    home: '/en',
    query: 'ristretto',
    product: /Ristretto/i,
    add: 'Add to cart',
    toCheckout: 'Proceed to checkout',
    viewCart: /cart/i,
    cartPath: '/en/checkout',
    checkoutPath: '/en/checkout/order',
    email: /e-?mail/i,
    firstname: /first name/i,
    lastname: /last name/i,
    street: /street/i,
    house: /house number/i,
    postcode: /postcode|postal code/i,
    city: /city|town/i,
    search: 'Search',
  },
} as const;

test.describe.configure({ timeout: 120_000 });

for (const locale of journeyLocales('nl') as Locale[]) {
  const t = x[locale];
  test(`${locale}: search, product, cart and checkout with the keyboard alone, the focus always visible`, async ({
    page,
  }) => {
    const unseen: Unseen = [];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(t.home);
    await hydrated(page);

    // 1. Search from the header: type and Enter.
    const search = page.locator('#header-search input[type="search"]');
    await tabTo(page, search, unseen);
    await page.keyboard.type(t.query);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === t.query);
    // The address changes when the navigation starts; the results page is there when its own box is.
    await expect(page.getByTestId('search-page-input')).toBeVisible();
    await hydrated(page);

    // 2. A product from the results.
    const product = page.locator('main .product-card a[href]').filter({ hasText: t.product }).first();
    await expect(product).toBeVisible();
    await tabTo(page, product, unseen);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await hydrated(page);

    // 3. Into the cart.
    const add = page.getByTestId('add-to-cart').getByRole('button', { name: t.add });
    await tabTo(page, add, unseen);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toBeVisible();

    // 4. Back up to the header's cart, its dropdown, the cart page. (An island: until its code has
    // come, Enter on the link goes to the cart page, as keyboard.e2e.ts waits for too.)
    const cart = page.getByTestId('cart-link');
    await expect(page.getByTestId('cart-menu')).toHaveAttribute('data-ready', 'true');
    await tabTo(page, cart, unseen, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-dropdown-items')).toBeVisible();
    const viewCart = page.getByTestId('cart-dropdown').locator(`a[href="${t.cartPath}"]`);
    await tabTo(page, viewCart, unseen, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === t.cartPath);
    await expect(page.getByTestId('cart-page')).toBeVisible();
    await hydrated(page);

    // 5. On to checkout, as a guest.
    await tabTo(page, page.getByRole('link', { name: t.toCheckout }), unseen);
    await page.keyboard.press('Enter');
    const guest = page.getByTestId('checkout-as-guest');
    await expect(guest).toBeVisible();
    await hydrated(page);
    await tabTo(page, guest, unseen);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === t.checkoutPath);
    await hydrated(page);

    // 6. The address, typed field after field.
    const invoice = page.getByTestId('checkout-invoice');
    for (const [label, value] of [
      [t.email, `toetsenbord-${locale}-${Date.now()}@example.com`],
      [t.firstname, 'Eva'],
      [t.lastname, 'Jansen'],
      [t.street, 'Oudegracht'],
      [t.house, '12'],
      [t.postcode, '3511 AB'],
      [t.city, 'Utrecht'],
    ] as const) {
      await tabTo(page, invoice.getByLabel(label).first(), unseen);
      await page.keyboard.type(value);
    }

    // 7. A payment method (Space on a radio), the terms (Space), place the order (Enter).
    const payment = page.getByTestId('checkout-payment').getByRole('radio').first();
    await tabTo(page, payment, unseen);
    await page.keyboard.press('Space');
    await expect(payment).toBeChecked();
    const terms = page.getByTestId('checkout-terms');
    await tabTo(page, terms, unseen);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByTestId('checkout-place'), unseen);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/api\/payments\/test\/tst_/);

    expect(unseen, 'focused without a visible focus indicator').toEqual([]);
  });
}

for (const locale of journeyLocales('en') as Locale[]) {
  const t = x[locale];
  test(`${locale}: at 320 px the header's search opens and searches with the keyboard, the focus visible`, async ({
    page,
  }) => {
    const unseen: Unseen = [];
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(t.home);
    await hydrated(page);
    // Behind its toggle on a phone: Tab to whatever opens it, Enter, then type.
    const search = page.locator('#header-search input[type="search"]');
    const toggle = page.locator('a[href="#header-search"], button[aria-controls="header-search"]').first();
    await tabTo(page, toggle, unseen);
    await page.keyboard.press('Enter');
    await expect(search).toBeVisible();
    if (!(await search.evaluate((el) => el === document.activeElement))) await tabTo(page, search, unseen);
    await page.keyboard.type(t.query);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === t.query);
    await hydrated(page);
    const product = page.locator('main .product-card a[href]').first();
    await tabTo(page, product, unseen);
    expect(unseen, 'focused without a visible focus indicator').toEqual([]);
  });
}
