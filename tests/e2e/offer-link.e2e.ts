/**
 * The offer link in both languages (issue 6, decision 021): a guest opens an open quote's link,
 * sees its lines, totals and expiry, puts it in the cart and sees the quote's prices there (the
 * "quote price" note); in Dutch the guest also checks out and pays with the test provider, after
 * which the quote is ordered and its link says so. The expired quote's link says it expired and
 * offers no button; an unknown token is a 404. Each language has a seeded quote of its own
 * (api/db/seed: `demo-offer-journey-{nl,en}-…`), so parallel journeys never share one; ordering
 * uses up the Dutch one, so a second run needs a fresh E2E_DATA_DIR (the test says so and skips).
 */
import type { Page } from '@playwright/test';
import * as cartScreen from '../../client/routes/cart/texts.ts';
import * as checkoutOrderScreen from '../../client/routes/checkout-order/texts.ts';
import * as dashboardScreen from '../../client/routes/dashboard/texts.ts';
import * as offerLinkScreen from '../../client/routes/offer-link/texts.ts';
import * as paymentRedirectScreen from '../../client/routes/payment-redirect/texts.ts';
import type { OfferLink } from '../../shared/contract/offer.ts';
import { formatDate } from '../../shared/dates.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { en as cartEn, nl as cartNl } from '../../shared/i18n/sections/cart.ts';
import { en as checkoutEn, nl as checkoutNl } from '../../shared/i18n/sections/checkout.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const prefix = { nl: '', en: '/en' } as const;
const paths = {
  nl: { cart: '/winkelwagen', checkout: '/winkelwagen/bestellen', payment: '/payment-redirect' },
  en: { cart: '/en/checkout', checkout: '/en/checkout/order', payment: '/en/payment-redirect' },
} as const;
const tokenOf = (locale: Locale) => `demo-offer-journey-${locale}-4b7e19d2`;
const EXPIRED = 'demo-offer-expired-27b9e0c6';
const text = (locale: Locale) =>
  locale === 'en'
    ? {
        ...dashboardEn,
        ...dashboardScreen.en,
        ...cartEn,
        ...cartScreen.en,
        ...offerLinkScreen.en,
        ...checkoutEn,
        ...checkoutOrderScreen.en,
        ...paymentRedirectScreen.en,
      }
    : {
        ...dashboardNl,
        ...dashboardScreen.nl,
        ...cartNl,
        ...cartScreen.nl,
        ...offerLinkScreen.nl,
        ...checkoutNl,
        ...checkoutOrderScreen.nl,
        ...paymentRedirectScreen.nl,
      };
const fill = (s: string, values: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

async function readOffer(page: Page, token: string, locale: Locale): Promise<OfferLink> {
  const res = await page.request.get(`/api/offers/${token}?lang=${locale}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: OfferLink }).data;
}

test.describe.configure({ timeout: 90_000 });

for (const locale of journeyLocales('nl')) {
  const x = text(locale);

  test(`${locale}: a guest opens a quote link, puts the quote in the cart at its prices${locale === 'nl' ? ', orders and pays' : ''}`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = tokenOf(locale);
    const offer = await readOffer(page, token, locale);
    test.skip(
      offer.status !== 'open',
      'The journey’s quote was ordered by an earlier run on this data directory: use a fresh E2E_DATA_DIR',
    );

    // 1. The quote: number, status, expiry in the visitor's language, its lines and total.
    const link = `${prefix[locale]}/offerlink/${token}`;
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await hydrated(page);
    await expect(page.getByTestId('offer-title')).toHaveText(fill(x.offer_title, { number: offer.number }));
    await expect(page.getByTestId('offer-expires')).toHaveText(
      fill(x.offer_expires, { date: formatDate(offer.expires_at, locale) }),
    );
    await expect(page.getByTestId('offer-line')).toHaveCount(offer.lines.length);
    await expect(page.getByTestId('offer-total')).toHaveText(formatPrettyPrice(offer.total.gross));
    await page.screenshot({ path: testInfo.outputPath(`offer-${locale}.png`), fullPage: true });

    // 2. Into the cart: the cart page with the quote's lines at the quote's prices, marked.
    await page.getByTestId('offer-to-cart').click();
    await expect(page).toHaveURL((url) => url.pathname === paths[locale].cart);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(offer.lines.length);
    for (const line of offer.lines) {
      const row = page.locator(`[data-testid="cart-line"][data-po-id="${line.po_id}"]`);
      await expect(row.locator('.cart-line-locked')).toHaveText(x.locked);
      await expect(row.locator('.cart-line-unit .price-current')).toHaveText(
        formatPrettyPrice(line.price_gross),
      );
    }
    await expect(page.getByTestId('cart-page')).toContainText(fill(x.offer, { number: offer.number }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`offer-cart-${locale}.png`), fullPage: true });
    // The header's dropdown shows the note too.
    await expect(page.getByTestId('cart-menu')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('cart-link').click();
    await expect(page.getByTestId('cart-dropdown-item').locator('.cart-line-locked').first()).toHaveText(
      x.locked,
    );
    await page.screenshot({ path: testInfo.outputPath(`offer-dropdown-${locale}.png`) });
    await page.keyboard.press('Escape');

    if (locale === 'nl') {
      // 3. Check out as a guest and pay: the order is at the quote's prices and the quote is ordered.
      await page.goto(paths[locale].checkout);
      await hydrated(page);
      const invoice = page.getByTestId('checkout-invoice');
      await invoice.getByLabel(x.email).fill(`offerte-${Date.now()}@example.com`);
      await invoice.getByLabel(x.firstname).fill('Eva');
      await invoice.getByLabel(x.lastname).fill('Jansen');
      await invoice.getByLabel(x.street).fill('Oudegracht');
      await invoice.getByLabel(x.house_number).fill('12');
      await invoice.getByLabel(x.postcode).fill('3511 AB');
      await invoice.getByLabel(x.city).fill('Utrecht');
      await page.getByTestId('checkout-payment').getByLabel('iDEAL').check();
      await page.getByTestId('checkout-terms').check();
      const total = await page
        .getByTestId('checkout-overview')
        .locator('[data-row="total"] dd')
        .textContent();
      await page.getByTestId('checkout-place').click();
      await page.waitForURL(/\/api\/payments\/test\/tst_/);
      await page.locator('button[data-outcome="paid"]').click();
      await page.waitForURL((url) => url.pathname === paths[locale].payment);
      await hydrated(page);
      await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
      await expect(page.getByTestId('payment-summary')).toContainText(total ?? 'x');
      expect((await readOffer(page, token, locale)).status).toBe('accepted');

      // 4. The link again: ordered, no button.
      await page.goto(link);
      await hydrated(page);
      await expect(page.getByTestId('offer-closed')).toHaveText(x.offer_accepted);
      await expect(page.getByTestId('offer-to-cart')).toHaveCount(0);
    }
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: the expired quote's link says so and has no button; an unknown token is a 404`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix[locale]}/offerlink/${EXPIRED}`);
    await hydrated(page);
    await expect(page.getByTestId('offer-meta').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'expired',
    );
    await expect(page.getByTestId('offer-closed')).toHaveText(x.offer_expired);
    await expect(page.getByTestId('offer-to-cart')).toHaveCount(0);
    await expect(
      page.getByTestId('offer-page').getByRole('link', { name: x.continue_shopping }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`offer-expired-${locale}.png`), fullPage: true });

    const unknown = await page.request.get(`${prefix[locale]}/offerlink/demo-offer-unknown-00000000`);
    expect(unknown.status()).toBe(404);
    expect(watch.consoleErrors).toEqual([]);
  });
}
