/**
 * The checks behind the accessibility statement (issue 40, European Accessibility Act; decision
 * 092), on every screen in both languages, with its empty and filled states (listing with and
 * without products, search with and without results, cart and checkout empty and filled, a compare
 * list, quote links open and expired, the order page after paying, the withdrawal function's steps
 * and the model form, the dashboard with its order, returns and "my data"):
 * - axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, every impact (support/wcag.ts);
 * - 1.4.10 Reflow: at 320 px wide the page does not scroll sideways;
 * - 1.4.4 Resize text: with the browser's text size at 200 % (Chromium's font-size setting, 32 px
 *   instead of 16 px) the text is twice as large and the page still does not scroll sideways;
 * - 2.5.8 Target size: axe's target-size rule and our own check of every control (24 × 24 px, or
 *   the spacing exception), at 1280 and at 320 px;
 * - 1.4.3 Contrast in the dark theme: axe's color-contrast with the dark scheme emulated.
 * The keyboard journey through search, product, cart and checkout is in wcag-keyboard.e2e.ts.
 * The statement page itself: linked from every footer, its sections, the shop's contact details.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { animationsSettled, DEMO_PASSWORD, expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';
import { paidOrder } from './support/orders.ts';
import { overflowing, sidewaysScroll, smallTargets, wcagViolations } from './support/wcag.ts';

/** Resolves once no request has been in flight for 150 ms (at most 5 s): islands and deferred sections are in. */
function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource' && r.resourceType() !== 'websocket') inFlight.add(r);
  });
  const done = (r: unknown) => inFlight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + 5_000;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) return;
      await page.waitForTimeout(25);
    }
  };
}

const quiet = new WeakMap<Page, () => Promise<void>>();
async function open(page: Page, path: string) {
  let wait = quiet.get(page);
  if (!wait) {
    wait = networkQuiet(page);
    quiet.set(page, wait);
  }
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  await hydrated(page);
  await page.mouse.move(5, 5);
  await wait();
  await animationsSettled(page.locator('body'));
}

/**
 * Scrolls the page through once, as a reader would: cards off screen are laid out only when they
 * near the viewport (content-visibility, base.css), and until then axe measures placeholders.
 * Each step waits two animation frames, or a second when none comes (a page the browser does not
 * paint just then gets no frame; on a busy host the scroll then waited out the test).
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      }),
  );
  await animationsSettled(page.locator('body'));
}

/** Where screenshots go: SHOTS_DIR when set (to look at them after a run), else the test's output. */
function shotPath(testInfo: TestInfo, name: string) {
  return process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}.png` : testInfo.outputPath(`${name}.png`);
}

/** Chromium's font-size setting (what "text size 200 %" is in a browser), through the DevTools protocol. */
async function textSize(page: Page, factor: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
  await cdp.detach();
}

/** The seeded quotes of klant@demo.nl (api/db/seed): an open one and an expired one; only looked at. */
const OPEN_OFFER = 'demo-offer-open-8f3c2a91d4';
const EXPIRED_OFFER = 'demo-offer-expired-27b9e0c6';

const pages: Record<Locale, { path: string; expect?: string }[]> = {
  nl: [
    { path: '/' },
    { path: '/espressomachines', expect: 'product-card' },
    { path: '/espressomachines?brands=999999', expect: 'listing-empty' },
    { path: '/zoeken?q=koffie', expect: 'product-card' },
    { path: '/zoeken?q=zzzzzzzz', expect: 'search-empty' },
    { path: '/aanbiedingen' },
    { path: '/vergelijken' },
    { path: '/vind-een-dealer' },
    { path: '/login' },
    { path: '/reset-password/ongeldig' },
    { path: '/winkelwagen' },
    { path: '/over-ons' },
    { path: '/contact' },
    { path: '/toegankelijkheid' },
    { path: '/recepten' },
    { path: '/service/faq' },
    { path: '/herroepen', expect: 'withdraw-identify' },
    { path: '/modelformulier-herroeping', expect: 'model-form-seller' },
    { path: `/offerlink/${OPEN_OFFER}`, expect: 'offer-to-cart' },
    { path: `/offerlink/${EXPIRED_OFFER}`, expect: 'offer-closed' },
    { path: '/bestaat-niet' },
  ],
  en: [
    { path: '/en' },
    { path: '/en/espresso-machines', expect: 'product-card' },
    { path: '/en/espresso-machines?brands=999999', expect: 'listing-empty' },
    { path: '/en/search?q=coffee', expect: 'product-card' },
    { path: '/en/search?q=zzzzzzzz', expect: 'search-empty' },
    { path: '/en/deals' },
    { path: '/en/compare' },
    { path: '/en/find-a-dealer' },
    { path: '/en/login' },
    { path: '/en/reset-password/invalid' },
    { path: '/en/checkout' },
    { path: '/en/about-us' },
    { path: '/en/contact' },
    { path: '/en/accessibility' },
    { path: '/en/recipes' },
    { path: '/en/service/faq' },
    { path: '/en/withdraw', expect: 'withdraw-identify' },
    { path: '/en/model-withdrawal-form', expect: 'model-form-seller' },
    { path: `/en/offerlink/${OPEN_OFFER}`, expect: 'offer-to-cart' },
    { path: `/en/offerlink/${EXPIRED_OFFER}`, expect: 'offer-closed' },
    { path: '/en/does-not-exist' },
  ],
};

/** A best seller in stock without options (not the first: foundation.e2e.ts times it). */
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
  const found = products.slice(2).find((p) => p.po_id !== null && p.in_stock);
  expect(found, 'a best seller without options').toBeDefined();
  return found as { uri: string; po_id: number };
}

async function setCartLine(page: Page, baseURL: string, poId: number, amount: number) {
  const res = await page.request.post('/api/shoppingCart/set?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type Mode = 'light' | 'narrow' | 'dark' | 'text200';

/**
 * Every check of `mode` on `path`; answers the problems found, each prefixed with the page.
 * - light: axe (all WCAG A/AA rules) and our target check at 1280 px;
 * - narrow: at 320 px: no sideways scroll, axe, our target check;
 * - dark: axe's color-contrast with the dark scheme, at 1280 and at 320 px;
 * - text200: text at 200 % at 1280 px: the text doubled, no sideways scroll.
 */
async function check(page: Page, path: string, mode: Mode, expectTestId?: string): Promise<string[]> {
  const problems: string[] = [];
  const width = mode === 'narrow' ? 320 : 1280;
  await page.setViewportSize({ width, height: mode === 'narrow' ? 640 : 900 });
  await open(page, path);
  if (expectTestId)
    await expect(page.getByTestId(expectTestId).first(), `${path} ${expectTestId}`).toBeVisible();
  // Every page's footer reaches the consent settings and the accessibility statement.
  await expect(page.getByTestId('cookie-settings-link'), path).toHaveCount(1);
  await expect(
    page.locator('footer a[href$="/toegankelijkheid"], footer a[href$="/accessibility"]'),
    path,
  ).toHaveCount(1);
  const add = (what: string, list: string[]) => {
    for (const item of list) problems.push(`${path} [${mode}] ${what}: ${item}`);
  };
  if (mode === 'light' || mode === 'narrow') {
    await scrollThrough(page);
    add('axe', await wcagViolations(page));
    add('target < 24 px', await smallTargets(page));
  }
  if (mode === 'narrow') {
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) add(`scrolls ${scroll} px sideways`, await overflowing(page));
  }
  if (mode === 'dark') {
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page);
    add('dark contrast 1280', await wcagViolations(page, ['color-contrast']));
    await page.setViewportSize({ width: 320, height: 640 });
    await settle(page);
    add('dark contrast 320', await wcagViolations(page, ['color-contrast']));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  if (mode === 'text200') {
    const size = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    const before = await size();
    await textSize(page, 2);
    await settle(page);
    expect(await size(), `${path}: the text doubled`).toBeCloseTo(before * 2, 0);
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) add(`scrolls ${scroll} px sideways at 200 % text`, await overflowing(page));
    await textSize(page, 1);
  }
  return problems;
}

/**
 * The checks of a state reached by acting on a page (a form's step, an error), without loading it
 * again: axe and targets at 1280 and at 320 px, no sideways scroll at 320, contrast in the dark at both.
 */
async function checkState(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const add = (what: string, list: string[]) => {
    for (const item of list) problems.push(`${where} ${what}: ${item}`);
  };
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
    await settle(page);
    add(`axe ${width}`, await wcagViolations(page));
    add(`target < 24 px ${width}`, await smallTargets(page));
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) add(`scrolls ${scroll} px sideways at ${width}`, await overflowing(page));
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page);
    add(`dark contrast ${width}`, await wcagViolations(page, ['color-contrast']));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

for (const locale of journeyLocales('nl')) {
  for (const mode of ['light', 'narrow', 'dark', 'text200'] as const) {
    test(`${locale}, ${mode}: every guest screen, empty and filled, meets WCAG 2.2 A/AA`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const product = await cartProduct(request, locale);
      const problems: string[] = [];
      for (const { path, expect: id } of [...pages[locale], { path: product.uri }])
        problems.push(...(await check(page, path, mode, id)));
      expect(problems).toEqual([]);
    });
  }
}

/** What a filled cart changes: the cart, the checkout's two steps, the product's buy box. */
const filledCartPages: Record<Locale, string[]> = {
  nl: ['/winkelwagen', '/winkelwagen/inloggen', '/winkelwagen/bestellen'],
  en: ['/en/checkout', '/en/checkout/login', '/en/checkout/order'],
};

for (const locale of journeyLocales('en')) {
  test(`${locale}: a guest's filled cart and checkout meet WCAG 2.2 A/AA at 1280 and 320 px and in the dark`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const product = await cartProduct(request, locale);
    await setCartLine(page, baseURL!, product.po_id, 2);
    const problems: string[] = [];
    for (const path of [...filledCartPages[locale], product.uri])
      for (const mode of ['light', 'narrow', 'dark', 'text200'] as const)
        problems.push(...(await check(page, path, mode)));
    expect(problems).toEqual([]);
  });
}

test('a customer’s dashboard, empty lists and filled ones, meets WCAG 2.2 A/AA at 1280 and 320 px and in the dark', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'nl', 'klant@demo.nl', '/dashboard');
  const problems: string[] = [];
  for (const path of [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/adressen',
    '/dashboard/persoonlijke-gegevens',
    '/dashboard/favoriete-producten',
    '/en/dashboard',
    '/en/dashboard/orders',
  ])
    for (const mode of ['light', 'narrow', 'dark'] as const)
      problems.push(...(await check(page, path, mode)));
  expect(problems).toEqual([]);
});

/** The API itself (the journeys' topology: playwright.config.ts), to place and pay an order quickly. */
const api = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/api`;

/** The paths of a customer's own screens in each language. */
const customerPaths = {
  nl: {
    payment: '/payment-redirect',
    withdraw: '/herroepen',
    order: '/dashboard/orders',
    returns: '/dashboard/retouren',
    personal: '/dashboard/persoonlijke-gegevens',
  },
  en: {
    payment: '/en/payment-redirect',
    withdraw: '/en/withdraw',
    order: '/en/dashboard/orders',
    returns: '/en/dashboard/returns',
    personal: '/en/dashboard/personal-information',
  },
} as const;

for (const locale of journeyLocales('nl')) {
  test(`${locale}: after paying, the order page, the withdrawal’s steps, the order, returns and "my data" in the dashboard meet WCAG 2.2 A/AA`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const x = customerPaths[locale];
    // A customer of this test's own (a guest's order made an account), so no other journey's
    // counts of orders or returns change.
    const email = `wcag-${locale}-${Date.now()}@example.com`;
    const order = await paidOrder(request, { lang: locale === 'en' ? 4 : 1, email });
    const problems: string[] = [];
    const modes = ['light', 'narrow', 'dark', 'text200'] as const;

    // The payment redirect page of the paid guest order, with its "create an account" form.
    for (const mode of modes)
      problems.push(...(await check(page, `${x.payment}?order=${order.token}`, mode, 'guest-account-form')));

    // Its invoice is named in words, not by a text's key (a link's name: 2.4.4 Link purpose).
    await expect(
      page.getByTestId('payment-page').getByRole('link', { name: locale === 'en' ? /Invoice/ : /Factuur/ }),
    ).toHaveCount(1);

    // The account, then the dashboard: the order, the returns empty and with a withdrawal, my data.
    const made = await request.post(`${api}/checkout/createAccount`, {
      headers: order.headers,
      data: { order: order.token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
    expect(made.status(), await made.text()).toBe(200);
    await logIn(page, locale, email, x.returns);
    for (const mode of modes) problems.push(...(await check(page, x.returns, mode, 'returns-empty')));
    // The withdrawal function's steps, filled in by the customer: the choice, the review, done.
    await open(page, x.withdraw);
    const identify = page.getByTestId('withdraw-identify');
    await identify.getByLabel(locale === 'en' ? 'Order number' : 'Bestelnummer').fill(order.number);
    await identify
      .getByRole('button', { name: locale === 'en' ? 'Find order' : 'Bestelling zoeken' })
      .click();
    const choose = page.getByTestId('withdraw-choose');
    await expect(choose).toBeVisible();
    await choose
      .getByLabel(locale === 'en' ? 'Only the items I choose' : 'Alleen de artikelen die ik kies')
      .check();
    problems.push(...(await checkState(page, `${x.withdraw} choose`)));
    await choose.getByLabel(locale === 'en' ? 'The whole order' : 'De hele bestelling').check();
    await choose.getByRole('button', { name: locale === 'en' ? 'Next' : 'Verder' }).click();
    const review = page.getByTestId('withdraw-review');
    await expect(review).toContainText(order.number);
    problems.push(...(await checkState(page, `${x.withdraw} review`)));
    await review
      .getByRole('button', { name: locale === 'en' ? 'Confirm withdrawal' : 'Herroeping bevestigen' })
      .click();
    await expect(page.getByTestId('withdraw-done')).toContainText(order.number);
    problems.push(...(await checkState(page, `${x.withdraw} done`)));
    for (const [path, id] of [
      [`${x.order}/${order.id}`, 'order-lines'],
      [x.returns, 'returns-item'],
      [x.personal, 'my-data'],
    ] as const)
      for (const mode of modes) problems.push(...(await check(page, path, mode, id)));

    // "My data"'s confirm step with its error (no password given: nothing is asked of the API).
    await open(page, x.personal);
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-confirm').getByRole('button').first().click();
    await expect(page.getByTestId('delete-problem')).toBeVisible();
    problems.push(...(await checkState(page, `${x.personal} delete-confirm`)));
    expect(problems).toEqual([]);
  });
}

for (const locale of journeyLocales('en')) {
  test(`${locale}: a compare list of two products meets WCAG 2.2 A/AA at 1280 and 320 px, at 200 % text and in the dark`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const listing = (await (
      await request.post(`/api/queryProducts?lang=${locale}`, {
        data: { best_selling: true, per_page: 2 },
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      })
    ).json()) as { products: { data: { id: number }[] } };
    const ids = listing.products.data.map((p) => p.id);
    expect(ids).toHaveLength(2);
    const compare = locale === 'nl' ? '/vergelijken' : '/en/compare';
    // The selection lives in the tab's session storage (as the compare toggle keeps it).
    await open(page, compare);
    await page.evaluate((list) => sessionStorage.setItem('comparison', JSON.stringify(list)), ids);
    const problems: string[] = [];
    for (const mode of ['light', 'narrow', 'dark', 'text200'] as const)
      problems.push(...(await check(page, compare, mode, 'compare-product')));
    await expect(page.getByTestId('compare-product')).toHaveCount(2);
    expect(problems).toEqual([]);
  });
}

for (const locale of journeyLocales('en')) {
  test(`${locale}: screenshots at 320 px, at 200 % text and in the dark theme`, async ({
    page,
  }, testInfo) => {
    const home = locale === 'nl' ? '/' : '/en';
    const listing = locale === 'nl' ? '/espressomachines' : '/en/espresso-machines';
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [name, path] of [
      ['home', home],
      ['listing', listing],
    ] as const) {
      await open(page, path);
      await page.screenshot({ path: shotPath(testInfo, `${locale}-320-${name}`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, listing);
    await textSize(page, 2);
    await settle(page);
    await page.screenshot({ path: shotPath(testInfo, `${locale}-text200-listing`) });
    await textSize(page, 1);
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, listing);
    await page.screenshot({ path: shotPath(testInfo, `${locale}-dark-listing`) });
  });
}

test.describe('the consent dialog', () => {
  test.use({ consent: null });
  for (const locale of journeyLocales('en')) {
    test(`${locale}: the consent dialog meets WCAG 2.2 A/AA at 1280 and 320 px, at 200 % text and in the dark`, async ({
      page,
    }, testInfo) => {
      const problems: string[] = [];
      const home = locale === 'nl' ? '/' : '/en';
      for (const [width, scheme] of [
        [1280, 'light'],
        [320, 'light'],
        [320, 'dark'],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 720 });
        await page.goto(home);
        await hydrated(page);
        await page.mouse.move(5, 5);
        await expect(page.getByTestId('consent-dialog')).toBeVisible();
        await settle(page);
        const where = `${home} consent ${width} ${scheme}`;
        for (const v of await wcagViolations(page)) problems.push(`${where} axe: ${v}`);
        for (const v of await smallTargets(page)) problems.push(`${where} target: ${v}`);
        if ((await sidewaysScroll(page)) > 0) problems.push(`${where} scrolls sideways`);
        await page.screenshot({ path: shotPath(testInfo, `consent-${locale}-${width}-${scheme}`) });
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 720 });
      await textSize(page, 2);
      await settle(page);
      if ((await sidewaysScroll(page)) > 0) problems.push(`${home} consent at 200 % text scrolls sideways`);
      await page.screenshot({ path: shotPath(testInfo, `consent-${locale}-text200`) });
      expect(problems).toEqual([]);
    });
  }
});

for (const locale of journeyLocales('nl')) {
  const x = {
    nl: {
      home: '/',
      link: 'Toegankelijkheid',
      title: 'Toegankelijkheidsverklaring',
      sections: ['Wat wij doen', 'Wat nog niet (helemaal) toegankelijk is', 'Een drempel melden', 'Toezicht'],
      words: ['EN 301 549', 'WCAG 2.1', 'Autoriteit Consument & Markt', 'ConsuWijzer'],
    },
    en: {
      home: '/en',
      link: 'Accessibility',
      title: 'Accessibility statement',
      sections: ['What we do', 'What is not (fully) accessible yet', 'Report a barrier', 'Supervision'],
      words: ['EN 301 549', 'WCAG 2.1', 'Authority for Consumers and Markets', 'ConsuWijzer'],
    },
  }[locale];
  test(`${locale}: the accessibility statement is linked from the footer and names how to report a barrier`, async ({
    page,
    request,
  }) => {
    const shop = (await (await request.get(`/api/shopInfo?lang=${locale}`)).json()).data as {
      email: string;
      phone: string;
      name: string;
    };
    await open(page, x.home);
    const link = page.locator('footer').getByRole('link', { name: x.link, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
    for (const section of x.sections)
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const article = page.getByTestId('content-page');
    for (const word of x.words) await expect(article).toContainText(word);
    // Contact details from the shop's settings, and the form to report a barrier with.
    await expect(page.getByTestId('shop-address')).toContainText(shop.email);
    await expect(page.getByTestId('shop-address')).toContainText(shop.phone);
    await expect(page.locator('form').filter({ has: page.locator('textarea') })).toBeVisible();
  });
}
