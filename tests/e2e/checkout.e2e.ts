/**
 * Checkout and payments in both languages (issue 6, decision 020): a guest adds two products from
 * their pages, applies WELKOM10, checks out with a different delivery address, pays with the test
 * provider (paid), gets the confirmation mail, makes an account on the payment redirect page and
 * finds the order in the dashboard; a failed payment comes back to the payment redirect page and
 * paying again pays; a dealer orders at net prices. Screenshots of the checkout page and the
 * payment redirect page are attached.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as checkoutOrderScreen from '../../client/routes/checkout-order/texts.ts';
import * as dashboardScreen from '../../client/routes/dashboard/texts.ts';
import * as paymentRedirectScreen from '../../client/routes/payment-redirect/texts.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import type { ProductResponse } from '../../shared/contract/catalog.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { en as checkoutEn, nl as checkoutNl } from '../../shared/i18n/sections/checkout.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';
import { latestMail } from './support/mail.ts';

const paths = {
  nl: {
    cart: '/winkelwagen',
    checkout: '/winkelwagen/bestellen',
    payment: '/payment-redirect',
    orders: '/dashboard/orders',
  },
  en: {
    cart: '/en/checkout',
    checkout: '/en/checkout/order',
    payment: '/en/payment-redirect',
    orders: '/en/dashboard/orders',
  },
} as const;
const ui = {
  nl: {
    add: 'In winkelwagen',
    added: 'Toegevoegd aan uw winkelwagen',
    apply: 'Toepassen',
    toCheckout: 'Verder naar bestellen',
  },
  en: { add: 'Add to cart', added: 'Added to your cart', apply: 'Apply', toCheckout: 'Proceed to checkout' },
} as const;
/** The place-order button's label, written out: EU consumer law wants the obligation to pay in it. */
const payLabel = { nl: 'Bestellen en betalen', en: 'Order and pay' } as const;
/** The labels the journeys read, from the dictionaries themselves. */
const label = (locale: Locale) =>
  locale === 'en'
    ? {
        ...dashboardEn,
        ...dashboardScreen.en,
        ...checkoutEn,
        ...checkoutOrderScreen.en,
        ...paymentRedirectScreen.en,
      }
    : {
        ...dashboardNl,
        ...dashboardScreen.nl,
        ...checkoutNl,
        ...checkoutOrderScreen.nl,
        ...paymentRedirectScreen.nl,
      };

/** Seed products without options, cheap enough to stay under free shipping together. */
const CAPSULES = 'friedhats-lungo-capsules-10-stuks';
const GLASS = 'bodum-latte-macchiato-glas-250-ml';
const TOOL = 'motta-coffee-tool';

async function productPage(request: APIRequestContext, locale: Locale, slug: string) {
  const res = await request.get(`/api/products/${slug}?lang=nl`);
  expect(res.ok()).toBe(true);
  const data = ((await res.json()) as { data: ProductResponse }).data;
  const uri = data.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))?.uri;
  return { path: locale === 'nl' ? `/${slug}` : `/en${uri ?? `/${slug}`}`, data };
}

async function addFromProductPage(page: Page, locale: Locale, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByTestId('add-to-cart').getByRole('button', { name: ui[locale].add }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: ui[locale].added })).toBeVisible();
}

/** Through the storefront's /api proxy, as the browser calls it (the context keeps the cookies). */
async function setLine(page: Page, baseURL: string, poId: number, amount: number): Promise<Cart> {
  const res = await page.request.post('/api/shoppingCart/set?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Cart }).data;
}

interface AddressInput {
  firstname: string;
  lastname: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  email?: string;
}

async function fillAddress(form: Locator, locale: Locale, a: AddressInput) {
  const x = label(locale);
  if (a.email) await form.getByLabel(x.email).fill(a.email);
  await form.getByLabel(x.firstname).fill(a.firstname);
  await form.getByLabel(x.lastname).fill(a.lastname);
  await form.getByLabel(x.street).fill(a.street);
  await form.getByLabel(x.house_number).fill(a.house_number);
  await form.getByLabel(x.postcode).fill(a.postcode);
  await form.getByLabel(x.city).fill(a.city);
}

/** Accepts the terms, places the order and picks an outcome at the test provider; back on the payment redirect page. */
async function placeAndPay(page: Page, locale: Locale, outcome: 'paid' | 'failed') {
  await page.getByTestId('checkout-terms').check();
  const place = page.getByTestId('checkout-place');
  // A double click makes one order (one idempotency key per attempt; the button is disabled at once).
  await place.dblclick();
  await page.waitForURL(/\/api\/payments\/test\/tst_/);
  await page.locator(`button[data-outcome="${outcome}"]`).click();
  await page.waitForURL((url) => url.pathname === paths[locale].payment && url.searchParams.has('order'));
  await hydrated(page);
}

const outcomeOf = (page: Page) => page.getByTestId('payment-outcome');

test.describe.configure({ timeout: 90_000 });

for (const locale of journeyLocales('en')) {
  const x = label(locale);

  test(`${locale}: a guest orders two products with WELKOM10 to another address, pays, makes an account and sees the order`, async ({
    page,
    request,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `gast-${locale}-${Date.now()}@example.com`;
    const started = Date.now();

    // 1. Two products from their pages; WELKOM10 on the cart page; on to checkout as a guest.
    await addFromProductPage(page, locale, (await productPage(request, locale, CAPSULES)).path);
    await addFromProductPage(page, locale, (await productPage(request, locale, GLASS)).path);
    await page.goto(paths[locale].cart);
    await hydrated(page);
    const summary = page.getByTestId('cart-summary');
    await summary.getByRole('textbox').fill('WELKOM10');
    await summary.getByRole('button', { name: ui[locale].apply }).click();
    await expect(summary.locator('[data-row="discount"]')).toBeVisible();
    await summary.getByRole('link', { name: ui[locale].toCheckout }).click();
    await page.getByTestId('checkout-as-guest').click();
    await expect(page).toHaveURL((url) => url.pathname === paths[locale].checkout);
    await hydrated(page);

    // 2. The checkout: the lines and the discount, a required-field check, then the addresses.
    const overview = page.getByTestId('checkout-overview');
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await expect(overview.locator('[data-row="discount"]')).toContainText('WELKOM10');
    const total = await overview.locator('[data-row="total"] dd').textContent();
    await page.getByTestId('checkout-place').click();
    await expect(page.getByTestId('checkout-problem')).toHaveText(x.check_fields);
    const invoice = page.getByTestId('checkout-invoice');
    await expect(invoice.locator('.field-error').first()).toBeVisible();
    await fillAddress(invoice, locale, {
      email,
      firstname: 'Eva',
      lastname: 'Jansen',
      street: 'Oudegracht',
      house_number: '12',
      postcode: '0123 AB',
      city: 'Utrecht',
    });
    // Dutch postcodes: the shared rule, shown under the field as soon as it is left.
    await invoice.getByLabel(x.postcode).blur();
    await expect(invoice.locator('.has-error .field-error')).toHaveText(x.postcode_nl);
    await invoice.getByLabel(x.postcode).fill('3511 AB');
    await expect(invoice.locator('.field-error')).toHaveCount(0);
    await page.getByTestId('checkout-other-delivery').check();
    await fillAddress(page.getByTestId('checkout-delivery'), locale, {
      firstname: 'Piet',
      lastname: 'Bakker',
      street: 'Grote Markt',
      house_number: '1',
      postcode: '9711 LV',
      city: 'Groningen',
    });
    await page.getByTestId('checkout-payment').getByLabel('iDEAL').check();
    // Complete addresses are kept on the cart as they are typed: a reload finds them again.
    const cartDelivery = async () =>
      ((await (await page.request.get('/api/shoppingCart?lang=nl')).json()) as { data: Cart }).data
        .address_data.delivery?.city;
    await expect.poll(cartDelivery).toBe('Groningen');
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('checkout-invoice').getByLabel(x.street)).toHaveValue('Oudegracht');
    await expect(page.getByTestId('checkout-other-delivery')).toBeChecked();
    await expect(page.getByTestId('checkout-delivery').getByLabel(x.city)).toHaveValue('Groningen');
    await page.getByTestId('checkout-payment').getByLabel('iDEAL').check();
    // EU consumer law: the button states the obligation to pay; the overview names the chosen method.
    await expect(page.getByTestId('checkout-place')).toHaveText(payLabel[locale]);
    await expect(overview.getByTestId('checkout-payment-name')).toHaveText('iDEAL');
    await page.getByTestId('checkout-place').click();
    await expect(page.getByTestId('checkout-problem')).toHaveText(x.check_fields); // the terms are still open
    await page.getByTestId('checkout-terms').check();
    await expect(page.getByTestId('checkout-problem')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`checkout-${locale}.png`), fullPage: true });

    // 3. Place the order, pay at the test provider: the payment redirect page says paid.
    await placeAndPay(page, locale, 'paid');
    await expect(outcomeOf(page)).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-title')).toHaveText(x.paid_title);
    const number = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    expect(number).toMatch(/^KK-\d{4}-\d+$/);
    await expect(page.getByTestId('payment-summary')).toContainText(total ?? 'x');
    await expect(page.getByTestId('payment-method')).toHaveText('iDEAL');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`payment-paid-${locale}.png`), fullPage: true });

    // 4. The confirmation, in the visitor's language, with the order and where it goes.
    await expect
      .poll(() => latestMail(email, started)?.subject)
      .toBe(locale === 'en' ? `Order confirmation ${number}` : `Orderbevestiging ${number}`);
    expect(latestMail(email, started)!.text).toMatch(/Piet Bakker\nGrote Markt 1\n9711 LV Groningen/);

    // 5. An account from the order: logged in, and the order is in the dashboard.
    const account = page.getByTestId('guest-account-form');
    await account
      .getByLabel(/^(Wachtwoord|Password)/)
      .first()
      .fill('Koffie-2026!');
    await account.getByLabel(/^(Herhaal wachtwoord|Repeat password)/).fill('Koffie-2026!');
    await account.getByRole('button', { name: x.account_create }).click();
    const created = page.getByTestId('guest-account-created');
    await expect(created).toContainText(x.account_created);
    await created.getByRole('link', { name: x.to_orders }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths[locale].orders);
    await expect(page.getByTestId('orders')).toContainText(number);
    // Its page: the method by name, the (charged) shipping in the shop's money format.
    await page.getByTestId('orders').getByRole('link', { name: number }).click();
    await expect(page.getByTestId('order-payment')).toHaveText('iDEAL');
    await expect(page.getByTestId('order-shipping')).toHaveText(/^€\s\d+,(\d\d|-)$/);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a failed payment comes back to the payment redirect page, and paying again pays`, async ({
    page,
    request,
    baseURL,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tool = await productPage(request, locale, TOOL);
    await page.goto(paths[locale].cart);
    await setLine(page, baseURL!, tool.data.product.po_id!, 1);
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    await fillAddress(page.getByTestId('checkout-invoice'), locale, {
      email: `mislukt-${locale}-${Date.now()}@example.com`,
      firstname: 'Sam',
      lastname: 'de Boer',
      street: 'Meir',
      house_number: '50',
      postcode: '2000',
      city: 'Antwerpen',
    });
    // Belgium: a four-digit postcode; pick it up at a pickup point near it.
    await page
      .getByTestId('checkout-invoice')
      .locator('select[name="country_id"]')
      .selectOption({ label: locale === 'en' ? 'Belgium' : 'België' });
    const shipping = page.getByTestId('checkout-shipping');
    await shipping.getByRole('radio').nth(1).check();
    const pickup = page.getByTestId('checkout-pickup');
    await expect(pickup.getByRole('radio')).toHaveCount(4);
    await pickup.getByRole('radio').first().check();
    await expect(page.getByTestId('checkout-overview').locator('[data-row="shipping"] dd')).toHaveText(
      locale === 'en' ? 'Free' : 'Gratis',
    );

    await placeAndPay(page, locale, 'failed');
    await expect(outcomeOf(page)).toHaveAttribute('data-outcome', 'failed');
    await expect(page.getByTestId('payment-title')).toHaveText(x.failed_title);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`payment-failed-${locale}.png`), fullPage: true });

    // Pay again, with another method: the test provider, then paid.
    const again = page.getByTestId('payment-again');
    await again.getByLabel(locale === 'en' ? 'Credit card' : 'Creditcard').check();
    await again.getByRole('button', { name: x.retry }).click();
    await page.waitForURL(/\/api\/payments\/test\/tst_/);
    await page.locator('button[data-outcome="paid"]').click();
    await page.waitForURL((url) => url.pathname === paths[locale].payment);
    await hydrated(page);
    await expect(outcomeOf(page)).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-method')).toHaveText(
      locale === 'en' ? 'Credit card' : 'Creditcard',
    );
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: on a phone, the checkout button says it costs money and an order names its method and free shipping`, async ({
    page,
    request,
    baseURL,
    watch,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, locale, 'klant@demo.nl', paths[locale].orders);
    // The demo orders: free shipping from € 50 (spec 9 money format everywhere, never a raw id).
    const get = async <T>(path: string) =>
      (
        (await (await page.request.get(`/api/${path}${path.includes('?') ? '&' : '?'}lang=nl`)).json()) as {
          data: T;
        }
      ).data;
    const summaries = await get<{ id: number }[]>('customer/orders?status=1,2,3,4,5,6');
    const orders = await Promise.all(
      summaries.map((o) => get<{ id: number; shipping_net: number }>(`customer/orders/${o.id}`)),
    );
    // Every demo order is over the free-shipping threshold.
    const free = orders.find((o) => o.shipping_net === 0);
    expect(free).toBeTruthy();
    await page.goto(`${paths[locale].orders}/${free!.id}`);
    await hydrated(page);
    await expect(page.getByTestId('order-shipping')).toHaveText(locale === 'en' ? 'Free' : 'Gratis');
    await expect(page.getByTestId('order-payment')).toHaveText('iDEAL');
    await expect(page.getByTestId('order-total')).toHaveText(/^€\s[\d.]+,(\d\d|-)$/);

    // The checkout on the phone: the button's label, whole on the screen, and the method by name.
    const tool = await productPage(request, locale, TOOL);
    const existing = ((await (await page.request.get('/api/shoppingCart?lang=nl')).json()) as { data: Cart })
      .data;
    for (const item of existing.items) await setLine(page, baseURL!, item.po_id, 0);
    await setLine(page, baseURL!, tool.data.product.po_id!, 1);
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    const place = page.getByTestId('checkout-place');
    await expect(place).toHaveText(payLabel[locale]);
    const box = await place.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.getByTestId('checkout-payment').getByLabel('Bancontact').check();
    await expect(page.getByTestId('checkout-overview').getByTestId('checkout-payment-name')).toHaveText(
      'Bancontact',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('a dealer orders at net prices, in both languages', async ({
  page,
  request,
  baseURL,
  watch,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const glass = await productPage(request, 'nl', GLASS);
  for (const locale of ['nl', 'en'] as const) {
    const x = label(locale);
    if (locale === 'nl') await logIn(page, locale, 'dealer@demo.nl', paths.nl.cart);
    else await page.goto(paths.en.cart);
    // The demo account's cart lives on between runs: this line only.
    const existing = ((await (await page.request.get('/api/shoppingCart?lang=nl')).json()) as { data: Cart })
      .data;
    for (const item of existing.items) await setLine(page, baseURL!, item.po_id, 0);
    const cart = await setLine(page, baseURL!, glass.data.product.po_id!, 3);
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    // Net prices: the total excl. VAT, then VAT and the total incl. VAT (the dealer's saved address is chosen).
    const totals = page.getByTestId('checkout-totals');
    await expect(totals).toHaveAttribute('data-price-mode', 'net');
    await expect(totals.locator('[data-row="total_excl"] dd')).toHaveText(
      formatPrettyPrice(cart.total.to_pay),
    );
    await expect(totals.locator('[data-row="total_incl"] dd')).toHaveText(
      formatPrettyPrice(cart.total.to_pay_gross),
    );
    await expect(page.getByTestId('checkout-line').locator('.checkout-line-total')).toHaveText(
      formatPrettyPrice(cart.items[0]!.line_total),
    );
    await expect(page.getByTestId('invoice_choice-saved').getByRole('radio').first()).toBeChecked();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (locale === 'en')
      await page.screenshot({ path: testInfo.outputPath('checkout-dealer-en.png'), fullPage: true });
    await placeAndPay(page, locale, 'paid');
    await expect(outcomeOf(page)).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-summary')).toContainText(
      formatPrettyPrice(cart.total.to_pay_gross),
    );
    // A customer gets no account offer; the order is in the dealer's list.
    await expect(page.getByTestId('guest-account-form')).toHaveCount(0);
    const number = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    await page.getByRole('link', { name: x.to_orders }).click();
    await expect(page.getByTestId('orders')).toContainText(number);
  }
  expect(watch.consoleErrors).toEqual([]);
});
