/**
 * The cart in both languages (issue 6): a guest adds two products from their pages (one only once
 * an option is chosen), sees the count, removes one from the header's dropdown, changes an amount
 * on the cart page, applies WELKOM10 and is refused VERLOPEN, and sees what is left for free
 * shipping; a dealer sees net prices in the cart; a guest whose cart cannot be loaded gets a clear
 * message and a way to try again; a guest with a cart who logs in as a customer who already had
 * one is told the carts were merged. Screenshots of the dropdown and the cart page are attached.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart } from '../../shared/contract/cart.ts';
import type { ProductResponse } from '../../shared/contract/catalog.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { DEMO_PASSWORD, expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const texts = {
  nl: {
    add: 'In winkelwagen',
    added: 'Toegevoegd aan uw winkelwagen',
    viewCart: 'Bekijk winkelwagen',
    chooseOption: 'Kies eerst een uitvoering.',
    removed: 'Het product is verwijderd.',
    cartPath: '/winkelwagen',
    checkoutLogin: '/winkelwagen/inloggen',
    applied: 'Kortingscode WELKOM10 is toegepast.',
    removeCode: 'Kortingscode verwijderen',
    apply: 'Toepassen',
    expired: 'Deze kortingscode is verlopen.',
    remaining: /Nog €\s?[\d.,-]+ tot gratis verzending/,
    discount: 'Korting (WELKOM10)',
    net: 'Prijzen excl. btw',
    failed: 'De winkelwagen kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    merged: 'Winkelwagen samengevoegd',
    login: 'Inloggen',
    empty: 'Uw winkelwagen is leeg.',
  },
  en: {
    add: 'Add to cart',
    added: 'Added to your cart',
    viewCart: 'View cart',
    chooseOption: 'Choose an option first.',
    removed: 'The product has been removed.',
    cartPath: '/en/checkout',
    checkoutLogin: '/en/checkout/login',
    applied: 'Discount code WELKOM10 is applied.',
    removeCode: 'Remove discount code',
    apply: 'Apply',
    expired: 'This discount code has expired.',
    remaining: /€\s?[\d.,-]+ more for free shipping/,
    discount: 'Discount (WELKOM10)',
    net: 'Prices excl. VAT',
    failed: 'The cart could not be loaded.',
    retry: 'Try again',
    merged: 'Cart merged',
    login: 'Log in',
    empty: 'Your cart is empty.',
  },
} as const;

/**
 * Seed products (api/db/seed), cheap enough to stay under free shipping: capsules, a glass, a tool
 * and filters without options, and a kettle with a colour to choose (white is in stock). Journeys
 * run in parallel and share the demo accounts, so each test changes only its own lines.
 */
const CAPSULES = 'friedhats-lungo-capsules-10-stuks';
const GLASS = 'bodum-latte-macchiato-glas-250-ml';
const KETTLE = 'bodum-bistro';
const TOOL = 'motta-coffee-tool';
const MERGED = { nl: 'kalita-wave-filters-155-100-stuks', en: 'urnex-grindz-10-stuks' } as const;

interface Found {
  path: string;
  data: ProductResponse;
}

/** A seed product by its Dutch slug, as its path in the visitor's language. */
async function productPage(request: APIRequestContext, locale: Locale, slug: string): Promise<Found> {
  const res = await request.get(`/api/products/${slug}?lang=nl`);
  expect(res.ok()).toBe(true);
  const data = ((await res.json()) as { data: ProductResponse }).data;
  const uri = data.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))?.uri;
  return { path: locale === 'nl' ? `/${slug}` : `/en${uri ?? `/${slug}`}`, data };
}

/**
 * A cart change through the storefront's /api proxy as the browser makes it (same origin); the
 * request context keeps the cookies. `set` with 0 removes the line.
 */
async function changeCart(
  request: APIRequestContext,
  baseURL: string,
  call: 'add' | 'set',
  poId: number,
  amount: number,
): Promise<Cart> {
  const res = await request.post(`/api/shoppingCart/${call}?lang=nl`, {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Cart }).data;
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

async function addFromProductPage(page: Page, locale: Locale, amount?: number) {
  const form = page.getByTestId('add-to-cart');
  if (amount !== undefined) await form.locator('input[name="amount"]').fill(String(amount));
  await form.getByRole('button', { name: texts[locale].add }).click();
  const toast = page.getByTestId('toast-success').filter({ hasText: texts[locale].added });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: texts[locale].viewCart })).toHaveAttribute(
    'href',
    texts[locale].cartPath,
  );
}

async function openCartDropdown(page: Page) {
  await expect(page.getByTestId('cart-menu')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-dropdown')).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];

  test(`${locale}: a guest fills the cart from product pages, removes a line in the dropdown, and uses the cart page`, async ({
    page,
    request,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const capsules = await productPage(request, locale, CAPSULES);
    const kettle = await productPage(request, locale, KETTLE);

    // 1. A product without options: one in the cart, the count in the header.
    await page.goto(capsules.path);
    await hydrated(page);
    await expect(cartCount(page)).toHaveCount(0);
    await addFromProductPage(page, locale);
    await expect(cartCount(page)).toHaveText('1');

    // 2. A product with options: the button waits for the choice, then two go in.
    await page.goto(`${kettle.path}?attrs=`);
    await hydrated(page);
    await expect(cartCount(page)).toHaveText('1'); // server-rendered from the cart cookie
    const form = page.getByTestId('add-to-cart');
    await expect(form.getByRole('button', { name: x.add })).toBeDisabled();
    await expect(form).toContainText(x.chooseOption);
    const attributes = page.getByTestId('attribute-picker').locator('fieldset.attribute');
    const count = await attributes.count();
    for (let i = 0; i < count; i++) {
      await attributes.nth(i).locator('a.attribute-value:not(.is-selected)').first().click();
      await expect(attributes.nth(i).locator('.attribute-value.is-selected')).toHaveCount(1);
    }
    await expect(form.getByRole('button', { name: x.add })).toBeEnabled();
    await addFromProductPage(page, locale, 2);
    await expect(cartCount(page)).toHaveText('3');
    // The analytics event waits for consent (spec 7), with the line as the API answered it.
    const events = await page.evaluate(() =>
      (
        window as unknown as { __fzAnalytics: { queued(): { name: string; params: { items: unknown[] } }[] } }
      ).__fzAnalytics.queued(),
    );
    expect(events.find((e) => e.name === 'add_to_cart')?.params.items).toEqual([
      expect.objectContaining({ quantity: 2, item_variant: expect.any(String) }),
    ]);

    // 3. The dropdown: both lines with their amounts; removing the kettle says so.
    await openCartDropdown(page);
    const items = page.getByTestId('cart-dropdown-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('cart-item-amount')).toHaveText(['1', '2']);
    await expect(items.first().locator('a').first()).toHaveAttribute('href', capsules.path);
    const list = page.getByTestId('cart-dropdown-items');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('363px');
    await page.screenshot({ path: testInfo.outputPath(`cart-dropdown-${locale}.png`) });
    await items.nth(1).getByTestId('cart-remove').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: x.removed })).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(cartCount(page)).toHaveText('1');

    // 4. The cart page: following the dropdown's link closes the dropdown at once, before the new
    // page has come (its code held back here), so it never stands over the cart page's own links.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/chunks\/cart-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('cart-dropdown').getByRole('link', { name: x.viewCart }).click();
    await expect(page.getByTestId('cart-dropdown')).toHaveCount(0);
    await expect(page.getByTestId('cart-page')).toHaveCount(0);
    release();
    await expect(page).toHaveURL((url) => url.pathname === x.cartPath);
    await expect(page.getByTestId('cart-page')).toBeVisible();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const amount = line.getByTestId('cart-line-amount');
    await amount.fill('3');
    await amount.press('Enter');
    await expect(cartCount(page)).toHaveText('3');
    const unit = capsules.data.product.price_gross;
    await expect(line.locator('.cart-line-total-price .price-current')).toHaveText(
      formatPrettyPrice(Math.round(unit * 300) / 100),
    );
    await expect(page.getByTestId('free-shipping')).toHaveText(x.remaining);

    // 5. Discount codes: WELKOM10 applies (the discount shows), VERLOPEN is refused with the API's reason.
    const summary = page.getByTestId('cart-summary');
    await summary.getByRole('textbox').fill('WELKOM10');
    await summary.getByRole('button', { name: x.apply }).click();
    await expect(page.getByTestId('discount-applied')).toContainText(x.applied);
    await expect(summary.locator('[data-row="discount"]')).toContainText(x.discount);
    await page.screenshot({ path: testInfo.outputPath(`cart-page-${locale}.png`), fullPage: true });
    await page.getByRole('button', { name: x.removeCode }).click();
    await expect(summary.locator('[data-row="discount"]')).toHaveCount(0);
    await summary.getByRole('textbox').fill('VERLOPEN');
    await summary.getByRole('button', { name: x.apply }).click();
    await expect(page.getByTestId('discount-error')).toHaveText(x.expired);
    await expect(summary.locator('[data-row="discount"]')).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /bestellen|checkout/i })).toHaveAttribute(
      'href',
      x.checkoutLogin,
    );

    // 6. Amount 0 removes the line; the empty cart offers a way back.
    await amount.fill('0');
    await amount.press('Enter');
    await expect(page.getByTestId('cart-empty')).toContainText(x.empty);
    await expect(cartCount(page)).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a dealer sees net prices in the cart`, async ({ page, request, baseURL, watch }) => {
    const tool = await productPage(request, locale, TOOL);
    await logIn(page, locale, 'dealer@demo.nl', tool.path);
    // The demo data lives on between runs: start this line from nothing.
    await changeCart(page.request, baseURL!, 'set', tool.data.product.po_id!, 0);
    await addFromProductPage(page, locale);
    await page.goto(x.cartPath);
    await hydrated(page);
    await expect(page.getByTestId('cart-lines')).toBeVisible();
    const poId = tool.data.product.po_id!;
    const line = page.locator(`[data-testid="cart-line"][data-po-id="${poId}"]`);
    await expect(line.locator('.cart-line-unit .price-current')).toHaveText(
      formatPrettyPrice(tool.data.product.price),
    );
    await expect(page.getByTestId('cart-page')).toContainText(x.net);
    await expect(page.getByTestId('cart-summary').locator('[data-row="total_excl"]')).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a cart that cannot be loaded says so and can be asked for again`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const glass = await productPage(request, locale, GLASS);
    const setup = await browser.newContext();
    await changeCart(setup.request, baseURL!, 'add', glass.data.product.po_id!, 1);
    const cookies = await setup.cookies();
    await setup.close();
    expect(cookies.map((c) => c.name)).toContain('fz_cart');
    // The shop API holds every cart call for 4 s (tests/e2e/support/delay-proxy.mjs): the page's
    // render gives up on it after API_TIMEOUT_MS (3 s) and leaves the cart to the browser.
    const context = await browser.newContext({
      userAgent: test.info().project.use.userAgent,
      extraHTTPHeaders: { 'X-Request-Id': `slow-shopping-4000-${Date.now()}` },
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.route('**/api/shoppingCart?*', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"error":"upstream_error"}',
      }),
    );
    await page.goto(x.cartPath);
    await expect(page.getByTestId('cart-failed')).toContainText(x.failed);
    await page.unroute('**/api/shoppingCart?*');
    await page.getByRole('button', { name: x.retry }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await context.close();
  });

  test(`${locale}: a guest with a cart logs in as a customer who had one too and is told they were merged`, async ({
    browser,
    page,
    request,
    baseURL,
    watch,
  }) => {
    // The customer's own cart holds a glass, and not yet the product the guest is about to add.
    const glass = await productPage(request, locale, GLASS);
    const product = await productPage(request, locale, MERGED[locale]);
    const poId = product.data.product.po_id!;
    const customer = await browser.newContext();
    const login = await customer.request.post('/api/customerAuth/login', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data: { email: 'klant@demo.nl', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await changeCart(customer.request, baseURL!, 'set', glass.data.product.po_id!, 1);
    await changeCart(customer.request, baseURL!, 'set', poId, 0);
    await customer.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(product.path);
    await hydrated(page);
    await addFromProductPage(page, locale);
    await expect(cartCount(page)).toHaveText('1');

    await page.getByTestId('account-menu').locator('summary').click();
    const form = page.getByTestId('login-form');
    await form.getByLabel(/mail/i).fill('klant@demo.nl');
    await form.getByLabel(/wachtwoord|password/i).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: x.login, exact: true }).click();
    await expect(page.getByTestId('message-dialog')).toContainText(x.merged);
    await page.getByTestId('message-dialog').getByRole('button', { name: 'OK' }).click();
    // The header's count is the customer's cart now (the glass at least), with the guest's line in it.
    await expect.poll(async () => Number(await cartCount(page).textContent())).toBeGreaterThanOrEqual(2);
    const cart = (await (await page.request.get('/api/shoppingCart?lang=nl')).json()) as { data: Cart };
    expect(cart.data.items.find((i) => i.po_id === poId)?.amount).toBeGreaterThanOrEqual(1);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('fz_cart');
    expect(watch.consoleErrors).toEqual([]);
  });
}
