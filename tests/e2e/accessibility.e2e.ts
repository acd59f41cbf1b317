/**
 * Accessibility (issue 8): axe-core on every kind of page the journeys visit, in both languages, as
 * a guest, a consumer and a dealer: 0 serious or critical violations (WCAG 2.1 A/AA rules); with a
 * filled cart, the pages it changes for the guest and the consumer (issue 26: the header's cart
 * link then shows a count). The skip link is every page's first tab stop and takes the focus to the content.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart } from '../../shared/contract/cart.ts';
import { seriousViolations } from './support/axe.ts';
import { animationsSettled, expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

/**
 * Resolves once the page has had no request in flight for `quietMs` (at most `capMs` in all).
 * Playwright's 'networkidle' waits 500 ms of quiet; the islands' chunks and deferred sections are
 * asked for within a few milliseconds of the interaction that wakes them, so 150 ms is enough here.
 */
function networkQuiet(page: Page, quietMs = 150, capMs = 5_000): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource' && r.resourceType() !== 'websocket') inFlight.add(r);
  });
  const done = (r: unknown) => inFlight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + capMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(25);
    }
  };
}

const quietPages = new WeakMap<Page, () => Promise<void>>();

async function audit(page: Page, path: string) {
  let quiet = quietPages.get(page);
  if (!quiet) {
    quiet = networkQuiet(page);
    quietPages.set(page, quiet);
  }
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  await hydrated(page);
  // Wake the islands (first interaction) and let deferred sections arrive.
  await page.mouse.move(5, 5);
  await quiet();
  await animationsSettled(page.locator('body'));
  expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
}

async function firstProduct(request: APIRequestContext, locale: Locale) {
  const res = await request.post(`/api/queryProducts?lang=${locale}`, {
    // The second best seller: foundation.e2e.ts times the first one's reviews uncached.
    data: { best_selling: true, per_page: 2 },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  const body = await res.json();
  return body.products.data[1] as { uri: string; slug: string };
}

/** A best seller in stock without options to choose (not the first: foundation.e2e.ts times it). */
async function cartProduct(request: APIRequestContext, locale: Locale) {
  const res = await request.post(`/api/queryProducts?lang=${locale}`, {
    data: { best_selling: true, per_page: 12 },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  const products = (await res.json()).products.data as {
    uri: string;
    po_id: number | null;
    in_stock: boolean;
  }[];
  const found = products.slice(1).find((p) => p.po_id !== null && p.in_stock);
  expect(found, 'a best seller without options').toBeDefined();
  return found as { uri: string; po_id: number };
}

/**
 * Sets the amount of a product option in the visitor's cart through the storefront's /api proxy
 * (the page's context keeps the cookies); 0 removes the line. Journeys share the demo accounts, so
 * a test changes only its own line.
 */
async function setCartLine(page: Page, baseURL: string, poId: number, amount: number): Promise<Cart> {
  const res = await page.request.post('/api/shoppingCart/set?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Cart }).data;
}

const guestPages: Record<Locale, string[]> = {
  nl: [
    '/',
    '/espressomachines',
    '/zoeken?q=koffie',
    '/zoeken?q=zzzzzzzz',
    '/aanbiedingen',
    '/vergelijken',
    '/vind-een-dealer',
    '/login',
    '/reset-password/ongeldig',
    '/winkelwagen',
    '/over-ons',
    '/recepten',
    '/service/faq',
    '/review-promotion/00000000-0000-4000-8000-000000000000/ongeldig',
    '/bestaat-niet',
  ],
  en: [
    '/en',
    '/en/espresso-machines',
    '/en/search?q=coffee',
    '/en/deals',
    '/en/compare',
    '/en/find-a-dealer',
    '/en/login',
    '/en/checkout',
    '/en/about-us',
    '/en/recipes',
    '/en/service/faq',
    '/en/does-not-exist',
  ],
};

for (const locale of journeyLocales('nl')) {
  test(`${locale}: guest pages have no serious or critical axe violations`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const product = await firstProduct(request, locale);
    for (const path of [...guestPages[locale], product.uri]) await audit(page, path);
  });
}

/**
 * What a filled cart changes: the header's cart link on every page (audited on the home page, as
 * its markup is the same everywhere), the cart page, the checkout's two steps and the product's
 * buy box. The other guest pages are the same with or without a cart, and are audited above.
 */
const filledCartGuestPages: Record<Locale, string[]> = {
  nl: ['/', '/winkelwagen', '/winkelwagen/inloggen', '/winkelwagen/bestellen'],
  en: ['/en', '/en/checkout', '/en/checkout/login', '/en/checkout/order'],
};

for (const locale of journeyLocales('en')) {
  test(`${locale}: guest pages with a filled cart have no serious or critical axe violations`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const product = await cartProduct(request, locale);
    expect((await setCartLine(page, baseURL!, product.po_id, 2)).count).toBeGreaterThan(0);
    for (const path of [...filledCartGuestPages[locale], product.uri]) {
      await audit(page, path);
      // Audited where it was asked for, not where a guard sent it.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByTestId('cart-count'), path).toBeVisible();
    }
  });
}

test('consumer pages (dashboard, orders, addresses, cart and checkout) have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'nl', 'klant@demo.nl', '/dashboard');
  for (const path of [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/adressen',
    '/dashboard/persoonlijke-gegevens',
    '/dashboard/favoriete-producten',
    '/dashboard/offertes',
    '/dashboard/keuringen',
    '/en/dashboard/orders',
  ])
    await audit(page, path);
});

test('consumer pages with a filled cart (cart page included) have no serious or critical axe violations', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const product = await cartProduct(request, 'nl');
  await logIn(page, 'nl', 'klant@demo.nl', '/dashboard');
  await setCartLine(page, baseURL!, product.po_id, 2);
  try {
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/adressen',
      '/winkelwagen',
      product.uri,
      '/en/dashboard/orders',
      '/en/checkout',
    ])
      await audit(page, path);
    await expect(page.getByTestId('cart-count')).toBeVisible();
  } finally {
    await setCartLine(page, baseURL!, product.po_id, 0);
  }
});

for (const locale of journeyLocales('en')) {
  test(`${locale}: the first Tab reaches the skip link, and Enter takes the focus to the content`, async ({
    page,
  }) => {
    const path = locale === 'nl' ? '/espressomachines' : '/en/espresso-machines';
    await page.goto(path);
    await hydrated(page);
    const skip = page.getByRole('link', { name: locale === 'nl' ? 'Naar de inhoud' : 'Skip to content' });
    // Out of sight until focused (above the page: showing it shifts nothing).
    const hidden = await skip.boundingBox();
    expect((hidden?.y ?? 0) + (hidden?.height ?? 0)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === path);
    // The next Tab goes on from the content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
}

test('dealer pages have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'en', 'dealer@demo.nl', '/en/dealer-order');
  for (const path of ['/en/dealer-order', '/dealer-order', '/dealer-downloads', '/en/dashboard'])
    await audit(page, path);
});

test('the audit reports a serious violation when a page has one', async ({ page }) => {
  // The audits above pass on an empty list; this shows the list fills when a page breaks a rule
  // (an image without a text alternative, and a button without a name).
  await page.goto('/over-ons');
  await hydrated(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button type="button"></button>');
  });
  const found = (await seriousViolations(page)).join('\n');
  expect(found).toMatch(/^image-alt \(critical\)/m);
  expect(found).toMatch(/^button-name \(critical\)/m);
});
