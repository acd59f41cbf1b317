/**
 * A quote from the dashboard to a paid order, in both languages (issue 24, decision 021): a
 * customer logs in, opens the dashboard's quotes, puts an open quote in the cart, sees the quote's
 * locked prices there, checks out with the saved address, pays "paid" at the built-in test
 * provider, lands on the payment redirect page with the order paid, and finds the order in the
 * dashboard naming the quote it came from; the quote is accepted then and offers no button.
 *
 * Each language has its own account (api/db/seed: offerte@demo.nl, quote@demo.nl), so the two
 * journeys never share a quote or a cart, and other journeys' counts of klant@demo.nl's orders and
 * quotes stay as they are. Ordering uses a quote up: the journey takes the first one still open, of
 * QUOTE_JOURNEY_RUNS seeded, so it runs that often on one data directory (then it skips and says so).
 */
import type { Page } from '@playwright/test';
import type { Offer, OfferSummary } from '../../client/features/account/account-types.ts';
import * as cartScreen from '../../client/routes/cart/texts.ts';
import * as dashboardScreen from '../../client/routes/dashboard/texts.ts';
import * as paymentRedirectScreen from '../../client/routes/payment-redirect/texts.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { en as cartEn, nl as cartNl } from '../../shared/i18n/sections/cart.ts';
import { en as checkoutEn, nl as checkoutNl } from '../../shared/i18n/sections/checkout.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const accounts = { nl: 'offerte@demo.nl', en: 'quote@demo.nl' } as const;
const paths = {
  nl: {
    offers: '/dashboard/offertes',
    orders: '/dashboard/orders',
    cart: '/winkelwagen',
    checkout: '/winkelwagen/bestellen',
    payment: '/payment-redirect',
  },
  en: {
    offers: '/en/dashboard/offers',
    orders: '/en/dashboard/orders',
    cart: '/en/checkout',
    checkout: '/en/checkout/order',
    payment: '/en/payment-redirect',
  },
} as const;
const toCheckout = { nl: 'Verder naar bestellen', en: 'Proceed to checkout' } as const;
/** The dictionaries' own texts; the cart's `offer` and the dashboard's differ, so each by its section. */
const texts = (locale: Locale) =>
  locale === 'en'
    ? {
        cart: { ...cartEn, ...cartScreen.en },
        checkout: { ...checkoutEn, ...paymentRedirectScreen.en },
        dashboard: { ...dashboardEn, ...dashboardScreen.en },
      }
    : {
        cart: { ...cartNl, ...cartScreen.nl },
        checkout: { ...checkoutNl, ...paymentRedirectScreen.nl },
        dashboard: { ...dashboardNl, ...dashboardScreen.nl },
      };
const fill = (s: string, values: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
const euros = (cents: number) => formatPrettyPrice(cents / 100);

/** Through the storefront's /api proxy with the page's session cookie, as the browser asks. */
async function api<T>(page: Page, path: string, locale: Locale): Promise<T> {
  const res = await page.request.get(`/api${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test.describe.configure({ timeout: 120_000 });

for (const locale of journeyLocales('en')) {
  const x = texts(locale);
  const p = paths[locale];

  test(`${locale}: a customer puts a quote from the dashboard in the cart at its prices, orders, pays and finds the order with the quote`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });

    // 1. The dashboard's quotes: an open one (earlier runs on this data directory used some up).
    await logIn(page, locale, accounts[locale], p.offers);
    const all = await api<OfferSummary[]>(page, '/customer/offers', locale);
    const open = all.filter((o) => o.status === 'open').sort((a, b) => a.id - b.id)[0];
    test.skip(
      open === undefined,
      `All ${all.length} seeded quotes of ${accounts[locale]} were ordered by earlier runs: use a fresh E2E_DATA_DIR`,
    );
    const quote = await api<Offer>(page, `/customer/offers/${open!.id}`, locale);
    const list = page.getByTestId('offers');
    await expect(list.locator('tbody tr')).toHaveCount(all.length);
    const row = list.locator('tbody tr').filter({ hasText: quote.number });
    await expect(row).toContainText(x.dashboard.offer_status.open);
    await row.getByRole('link', { name: quote.number }).click();

    // 2. The quote's page: its number, lines and total; into the cart.
    await expect(page.locator('h1')).toHaveText(fill(x.dashboard.offer_title, { number: quote.number }));
    await expect(page.getByTestId('order-lines').locator('tbody tr')).toHaveCount(quote.lines.length);
    await hydrated(page);
    await page.getByTestId('offer-to-cart').click();

    // 3. The cart: the quote's lines only, each marked and at the quote's (locked) unit price.
    await expect(page).toHaveURL((url) => url.pathname === p.cart);
    await hydrated(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(quote.lines.length);
    for (const line of quote.lines) {
      const cartLine = page.locator(`[data-testid="cart-line"][data-po-id="${line.po_id}"]`);
      await expect(cartLine.locator('.cart-line-locked')).toHaveText(x.cart.locked);
      await expect(cartLine.locator('.cart-line-unit .price-current')).toHaveText(euros(line.price_gross));
    }
    await expect(page.getByTestId('cart-page')).toContainText(fill(x.cart.offer, { number: quote.number }));
    const cart = await api<Cart>(page, '/shoppingCart', locale);
    expect(cart.offer?.number).toBe(quote.number);
    expect(cart.items.every((i) => i.locked)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`quote-cart-${locale}.png`), fullPage: true });

    // 4. Checkout with the saved invoice address, iDEAL, the terms; to the test provider: paid.
    await page.getByTestId('cart-summary').getByRole('link', { name: toCheckout[locale] }).click();
    await expect(page).toHaveURL((url) => url.pathname === p.checkout);
    await hydrated(page);
    await expect(page.getByTestId('checkout-line')).toHaveCount(quote.lines.length);
    await expect(page.getByTestId('invoice_choice-saved').getByRole('radio').first()).toBeChecked();
    const total = (await page
      .getByTestId('checkout-overview')
      .locator('[data-row="total"] dd')
      .textContent()) as string;
    expect(total).toBe(formatPrettyPrice(cart.total.to_pay_gross));
    await page.getByTestId('checkout-payment').getByLabel('iDEAL').check();
    await page.getByTestId('checkout-terms').check();
    await page.getByTestId('checkout-place').click();
    await page.waitForURL(/\/api\/payments\/test\/tst_/);
    await page.locator('button[data-outcome="paid"]').click();

    // 5. The payment redirect page: the order, paid, at the quote's total.
    await page.waitForURL((url) => url.pathname === p.payment && url.searchParams.has('order'));
    await hydrated(page);
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-title')).toHaveText(x.checkout.paid_title);
    await expect(page.getByTestId('payment-summary')).toContainText(total);
    const number = ((await page.getByTestId('payment-order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^KK-\d{4}-\d+$/);
    await page.screenshot({ path: testInfo.outputPath(`quote-paid-${locale}.png`), fullPage: true });

    // 6. The dashboard: the order in the list; its page names the quote and links to it.
    await page.getByRole('link', { name: x.checkout.to_orders }).click();
    await expect(page).toHaveURL((url) => url.pathname === p.orders);
    await page.getByTestId('orders').getByRole('link', { name: number }).click();
    await expect(page.locator('h1')).toHaveText(fill(x.dashboard.order_title, { number }));
    const fromQuote = page.getByTestId('order-offer');
    await expect(fromQuote).toHaveText(fill(x.dashboard.offer_title, { number: quote.number }));
    await expect(page.getByTestId('order-lines').locator('tbody tr')).toHaveCount(quote.lines.length);
    await hydrated(page);
    await page.screenshot({ path: testInfo.outputPath(`quote-order-${locale}.png`), fullPage: true });

    // 7. The quote is accepted now: its page says so and offers no button.
    await fromQuote.click();
    await expect(page.locator('h1')).toHaveText(fill(x.dashboard.offer_title, { number: quote.number }));
    await expect(page.locator('.order-meta')).toContainText(x.dashboard.offer_status.accepted);
    await expect(page.getByTestId('offer-to-cart')).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}
