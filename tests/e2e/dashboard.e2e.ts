/**
 * The dashboard in both languages (issue 5): a consumer opens an order from the filtered list,
 * edits an address with a wrong postcode first, keeps a favourite from a product page and finds
 * it in the dashboard; inspections and quotes show; a guest account sees only the notice.
 */
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: {
    orders: '/dashboard/orders',
    addresses: '/dashboard/adressen',
    favorites: '/dashboard/favoriete-producten',
    downloads: '/dealer-downloads',
    priceList: 'Prijslijst',
    inspections: '/dashboard/keuringen',
    offers: '/dashboard/offertes',
    quoteNumber: 'Offertenummer',
    dashboard: '/dashboard',
    paid: 'Betaald',
    cancelled: 'Geannuleerd',
    postcode: 'Vul een Nederlandse postcode in, bijvoorbeeld 1234 AB.',
    saved: 'Uw wijzigingen zijn opgeslagen.',
    empty: 'Geen bestellingen met deze status.',
    favoritesEmpty: 'U heeft nog geen favoriete producten',
    product: '/lelit-anna-copper',
  },
  en: {
    orders: '/en/dashboard/orders',
    addresses: '/en/dashboard/addresses',
    favorites: '/en/dashboard/favorite-products',
    downloads: '/en/dealer-downloads',
    priceList: 'Price list',
    inspections: '/en/dashboard/inspections',
    offers: '/en/dashboard/offers',
    quoteNumber: 'Quote number',
    dashboard: '/en/dashboard',
    paid: 'Paid',
    cancelled: 'Cancelled',
    postcode: 'Enter a Dutch postcode, for example 1234 AB.',
    saved: 'Your changes have been saved.',
    empty: 'No orders with this status.',
    favoritesEmpty: 'You have no favourite products yet',
    product: '/en/lelit-anna-copper',
  },
} as const;

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];

  test(`${locale}: a consumer filters orders by status and opens one`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, locale, 'klant@demo.nl', x.orders);
    const orders = page.getByTestId('orders');
    await expect(orders.locator('tbody tr')).toHaveCount(6);
    const filter = page.locator('.order-filter');
    // The default filter is the spec's, statuses 1–6 (spec 9): the seventh, cancelled, is not ticked.
    const boxes = filter.getByRole('checkbox');
    await expect(boxes).toHaveCount(7);
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toBeChecked();
    await expect(filter.getByRole('checkbox', { name: x.cancelled })).not.toBeChecked();
    // Only "paid" (3): its dot is green.
    for (const box of await filter.getByRole('checkbox').all()) await box.uncheck();
    await filter.getByRole('checkbox', { name: x.paid }).check();
    await filter.getByRole('button').click();
    await expect(page).toHaveURL(/status=3/);
    await expect(orders.locator('tbody tr')).toHaveCount(1);
    await expect(orders.locator('.status-dot')).toHaveClass(/status-dot-green/);
    await orders.locator('tbody a').first().click();
    await expect(page.getByTestId('order-lines').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('order-status')).toContainText(x.paid);
    const pdf = await page.request.get((await page.getByTestId('order-pdf').getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a consumer edits an address, a wrong postcode first`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, locale, 'klant@demo.nl', x.addresses);
    const delivery = page.getByTestId('addresses-delivery');
    await delivery.getByTestId('address-edit').first().click();
    const form = delivery.getByTestId('address-form');
    const postcode = form.getByLabel('Postcode');
    await postcode.fill('0123');
    await postcode.blur();
    await expect(form.locator('.field-error')).toHaveText(x.postcode);
    const street = `Teststraat ${locale} ${Date.now() % 10000}`;
    await postcode.fill('3511ab');
    await form.getByLabel(/^(Straat|Street)/).fill(street);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: x.saved })).toBeVisible();
    await expect(delivery.getByText(street)).toBeVisible();
    await expect(delivery.getByText('3511 AB').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('addresses-delivery').getByText(street)).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a heart on a product page keeps it among the favourites`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // One account per language: the two run at the same time.
    await logIn(page, locale, locale === 'nl' ? 'dealer@demo.nl' : 'trade@demo.nl', x.favorites);
    await expect(page.getByTestId('favorites').or(page.getByTestId('favorites-empty'))).toBeVisible();
    const before = await page.getByTestId('product-card').count();
    await page.goto(x.product);
    await hydrated(page);
    const heart = page.locator('.product-actions').getByTestId('favorite-toggle');
    // An island that knows the customer's favourites once hydrated.
    await heart.hover();
    await expect(heart).toHaveAttribute('data-ready', 'true');
    const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');
    await page.goto(x.favorites);
    await hydrated(page);
    await expect(page.getByTestId('product-card')).toHaveCount(before + (wasOn ? -1 : 1));
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: inspections with their next due date and quotes are listed`, async ({ page }) => {
    await logIn(page, locale, 'klant@demo.nl', x.inspections);
    await expect(page.getByTestId('inspections').locator('.inspection')).toHaveCount(2);
    await expect(page.getByTestId('inspection-next').first()).toHaveText(/\d{4}/);
    await page.goto(x.offers);
    const offers = page.getByTestId('offers');
    await expect(offers.locator('tbody tr')).toHaveCount(2);
    // The list is headed by the quote's number, and each row's total is the one its detail shows
    // (issue 41: the list once summed one line of another quote).
    await expect(offers.locator('thead th').first()).toHaveText(x.quoteNumber);
    for (const row of await offers.locator('tbody tr').all()) {
      const listed = (await row.locator('td').last().innerText()).trim();
      await row.locator('a').first().click();
      await expect(page.locator('.order-totals dd')).toHaveText(listed);
      await page.goBack();
      await expect(offers.locator('tbody tr')).toHaveCount(2);
    }
  });

  test(`${locale}: a dealer finds a product's downloads and gets its net price list`, async ({
    page,
    watch,
  }) => {
    await logIn(page, locale, 'dealer@demo.nl', x.downloads);
    await page.locator('#downloads-q').fill('Lelit');
    await page.locator('.downloads-search button').click();
    await expect(page).toHaveURL(/q=Lelit/);
    const first = page.getByTestId('downloads-products').locator('a').first();
    const name = (await first.textContent())?.trim() ?? '';
    expect(name).toMatch(/Lelit/);
    await first.click();
    await expect(page.locator('h1')).toContainText(name);
    const link = page.getByTestId('download-price-list');
    await expect(link).toContainText(x.priceList);
    const csv = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\r\n').length).toBeGreaterThan(2);
    await expect(page.locator('.downloads-images img').first()).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a guest account sees only the notice on the dashboard`, async ({ page }) => {
    await logIn(page, locale, 'gast@demo.nl', x.dashboard);
    await expect(page.getByTestId('dashboard-guest-notice')).toBeVisible();
    await expect(page.locator('.dashboard-tiles')).toHaveCount(0);
    // Its menu has no sections (each would only repeat the notice), just logout (issue 26).
    const nav = page.getByTestId('dashboard-nav');
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(nav.getByTestId('dashboard-logout')).toBeVisible();
    // A section visited directly shows the same notice, without a menu.
    await page.goto(x.orders);
    await hydrated(page);
    await expect(page.getByTestId('dashboard-guest-notice')).toBeVisible();
    await expect(page.getByTestId('orders')).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveCount(0);
    await nav.getByTestId('dashboard-logout').click();
    await expect(page).toHaveURL((url) => url.pathname === (locale === 'en' ? '/en' : '/'));
  });

  test(`${locale}: a consumer's dashboard menu lists every section`, async ({ page }) => {
    await logIn(page, locale, 'klant@demo.nl', x.dashboard);
    const nav = page.getByTestId('dashboard-nav');
    // overview, orders, offers, returns, favourites, inspections, personal, addresses
    await expect(nav.getByRole('link')).toHaveCount(8);
    await expect(nav.getByTestId('dashboard-logout')).toHaveCount(0);
  });

  test(`${locale}: an order id that is no number or not known shows the not-found page, no error`, async ({
    page,
    watch,
  }) => {
    await logIn(page, locale, 'klant@demo.nl', x.orders);
    const notFound = page.locator('.error-page[data-status="404"]');
    // From the server: a 404 with the not-found page (`abc` was a 200 whose page threw in the browser).
    for (const id of ['12abc', '0', '999999']) {
      const res = await page.request.get(`${x.orders}/${id}`);
      expect(res.status(), id).toBe(404);
      expect(await res.text(), id).toContain('data-status="404"');
    }
    const res = await page.goto(`${x.orders}/abc`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(notFound).toBeVisible();
    // In the browser: client navigations from the orders list to such URLs.
    await page.goto(x.orders);
    await hydrated(page);
    for (const id of ['abc', '999999']) {
      await expect(page.getByTestId('orders')).toBeVisible();
      await page.evaluate((path) => {
        const a = Object.assign(document.createElement('a'), { href: path, textContent: 'go' });
        document.body.append(a);
        a.click();
      }, `${x.orders}/${id}`);
      await page.waitForURL((url) => url.pathname === `${x.orders}/${id}`);
      await expect(notFound).toBeVisible();
      await expect(page.getByTestId('order-lines')).toHaveCount(0);
      await page.goBack();
    }
    // The only console lines: the browser's own notes of the 404 answers, never an uncaught error.
    expect(watch.consoleErrors.filter((e) => !/^Failed to load resource: .*status of 404/.test(e))).toEqual(
      [],
    );
  });
}
