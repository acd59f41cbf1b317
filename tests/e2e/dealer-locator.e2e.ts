/**
 * The dealer locator in both languages: the nearest dealers to a postcode and to a place picked from
 * the autocomplete, a dealer selected on the map and deselected with the back button, 'use my
 * location' refused and granted, the overlay opened from the header on another page and closed by
 * navigating, and the page without JavaScript. The map opens on the Netherlands and Belgium, fitted
 * to the dealers, with its offline basemap's provinces and place names in the page's language.
 * Screenshots of the overlay and the page are attached.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const locales = [
  {
    locale: 'nl',
    home: '/',
    page: '/vind-een-dealer',
    title: 'Vind een dealer',
    back: 'Terug',
    near: 'Dealers bij',
    denied: /geen toestemming/,
    km: /^\d+(,\d)? km$|^\d+ m$/,
    provinces: ['Noord-Brabant', 'Zuid-Holland', 'West-Vlaanderen', 'Henegouwen'],
    places: ['Amsterdam', 'Den Haag', 'Antwerpen', 'Brussel', 'Luik'],
  },
  {
    locale: 'en',
    home: '/en',
    page: '/en/find-a-dealer',
    title: 'Find a dealer',
    back: 'Back',
    near: 'Dealers near',
    denied: /did not allow/,
    km: /^\d+(\.\d)? km$|^\d+ m$/,
    provinces: ['North Brabant', 'South Holland', 'West Flanders', 'Hainaut'],
    places: ['Amsterdam', 'The Hague', 'Antwerp', 'Brussels', 'Liège'],
  },
] as const;

/** Amsterdam Centraal. */
const amsterdam = { latitude: 52.378901, longitude: 4.900581 };

/** The place and province names the map shows: inside its box, not left out, with their text's box. */
function labelsShown(page: Page) {
  return page.getByTestId('dealer-map').evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('.dealer-map-place, .dealer-map-province')]
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const r = (el.firstElementChild as HTMLElement).getBoundingClientRect();
        return { name: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      })
      .filter((r) => r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom);
  });
}

/** The pairs of names whose boxes overlap. */
function clashes(shown: { name: string; left: number; right: number; top: number; bottom: number }[]) {
  const pairs: string[] = [];
  for (let i = 0; i < shown.length; i++)
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i]!;
      const b = shown[j]!;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        pairs.push(`${a.name} / ${b.name}`);
    }
  return pairs;
}

/** The map has loaded (Leaflet, the basemap) and shows the result markers. */
async function mapReady(page: Page) {
  await expect(page.getByTestId('dealer-map')).toHaveAttribute('data-status', 'ready');
  await expect(page.locator('.leaflet-marker-icon.dealer-marker').first()).toBeAttached();
}

/**
 * No search yet: the map shows the Netherlands and Belgium fitted to every dealer (each marker inside
 * the map, together filling most of it), with the basemap's province and place names in the language.
 */
async function openedOnTheDealers(page: Page, l: (typeof locales)[number]) {
  const map = page.getByTestId('dealer-map');
  // The basemap's data comes once per page (the first places call reads the place data: slow on a busy machine).
  await expect(map.locator('.leaflet-container')).toHaveAttribute('data-basemap', 'ready', {
    timeout: 30_000,
  });
  for (const name of l.provinces)
    await expect(
      map.locator('.dealer-map-province', { hasText: new RegExp(`^${name}$`, 'i') }),
    ).toBeVisible();
  for (const name of l.places)
    await expect(
      map.locator('.dealer-map-place', { hasText: new RegExp(`^${name}$`) }).first(),
    ).toBeVisible();
  const box = (await map.boundingBox()) as { x: number; y: number; width: number; height: number };
  const points = await map.locator('.leaflet-marker-icon.dealer-marker').evaluateAll((icons) =>
    icons.map((icon) => {
      const r = icon.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.bottom };
    }),
  );
  expect(points.length).toBeGreaterThan(100);
  for (const p of points) {
    expect(p.x).toBeGreaterThanOrEqual(box.x);
    expect(p.x).toBeLessThanOrEqual(box.x + box.width);
    expect(p.y).toBeGreaterThanOrEqual(box.y);
    expect(p.y).toBeLessThanOrEqual(box.y + box.height);
  }
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  // Fitted: the dealers span most of the map one way or the other (Europe at zoom 5 would leave them a speck).
  expect(
    Math.max(spread(points.map((p) => p.x)) / box.width, spread(points.map((p) => p.y)) / box.height),
  ).toBeGreaterThan(0.65);
}

/** Clicks the map marker of the n-th dealer of the list, sees it selected, and goes back. */
async function selectOnMapAndBack(page: Page, n: number, back: string) {
  const card = page.getByTestId('dealer-card').nth(n);
  const id = await card.getAttribute('data-dealer-id');
  const company = (await card.locator('h3').textContent())?.trim() ?? '';
  const marker = page.locator(`.leaflet-marker-icon[data-dealer-id="${id}"]`);
  await marker.click();
  const details = page.getByTestId('dealer-details');
  await expect(details).toHaveAttribute('data-dealer-id', String(id));
  await expect(details.locator('h3')).toHaveText(company);
  await expect(marker).toHaveClass(/dealer-marker-active/);
  await details.getByRole('button', { name: back }).click();
  await expect(details).toHaveCount(0);
  await expect(page.getByTestId('dealer-card').nth(n)).toBeVisible();
  await expect(marker).not.toHaveClass(/dealer-marker-active/);
}

for (const l of locales.filter((l) => runsIn('en', l.locale))) {
  test(`(${l.locale}) the nearest dealers to a postcode and to a place from the autocomplete, selected on the map`, async ({
    page,
    watch,
  }, testInfo) => {
    // Two maps' worth of loading (Leaflet, borders, place names) and two searches.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(l.page);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(l.title);
    // No search yet: every dealer, by country, and the map fitted to them.
    await expect(page.getByTestId('dealer-countries')).toBeVisible();
    await mapReady(page);
    await openedOnTheDealers(page, l);
    await page.screenshot({ path: testInfo.outputPath(`page-opened-${l.locale}.png`) });

    // A postcode: the dealers nearest to its region, nearest first, each with a distance pill.
    const input = page.getByTestId('locator-input');
    await input.fill('3511 AB');
    await input.press('Enter');
    await expect(page).toHaveURL(/\?q=3511\+AB$/);
    await expect(page.getByTestId('locator-heading')).toHaveText(`${l.near} 3511 AB`);
    const cards = page.getByTestId('dealer-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText('Utrecht');
    const pills = await page.getByTestId('dealer-distance').allTextContents();
    expect(pills).toHaveLength(10);
    for (const pill of pills) expect(pill).toMatch(l.km);
    const kms = pills.map((p) =>
      p.endsWith(' m') ? Number.parseFloat(p) / 1000 : Number.parseFloat(p.replace(',', '.')),
    );
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    await mapReady(page);
    await page.screenshot({ path: testInfo.outputPath(`page-${l.locale}.png`) });
    await selectOnMapAndBack(page, 0, l.back);

    // A place picked from the autocomplete (debounced: one call for what was typed). Keys as fast
    // as the browser takes them: on a loaded host a fixed delay between keys could exceed the
    // 200 ms debounce, and a pause that long rightly makes a call of its own.
    await input.fill('');
    await input.pressSequentially('Maastr');
    const suggestion = page.getByTestId('locator-suggestion').first();
    await expect(suggestion).toContainText('Maastricht');
    await suggestion.click();
    await expect(page).toHaveURL(/lat=50\.8\d*&lng=5\.6\d*&near=Maastricht/);
    await expect(page.getByTestId('locator-heading')).toHaveText(`${l.near} Maastricht`);
    await expect(cards.first()).toContainText('Maastricht');
    await selectOnMapAndBack(page, 1, l.back);
    const placeCalls = watch.apiRequests.filter((r) => r.startsWith('GET /api/places'));
    expect(placeCalls.length).toBeLessThanOrEqual(3);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) on a phone the map's names never overlap, and its closest zoom is not blank`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // A town's dealers: the map fits them (issue 41: zoomed in, the offline map was blank sand, and
    // its names ran into each other on a phone).
    await page.goto(`${l.page}?q=3511+AB`);
    await hydrated(page);
    const map = page.getByTestId('dealer-map');
    // Leaflet and the basemap's data, on a busy machine.
    await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await mapReady(page);
    await expect(map.locator('.leaflet-container')).toHaveAttribute('data-basemap', 'ready', {
      timeout: 30_000,
    });
    const zoomIn = map.locator('.leaflet-control-zoom-in');
    const zoomOut = map.locator('.leaflet-control-zoom-out');
    await zoomIn.scrollIntoViewIfNeeded();
    // Out to the countries, then in step by step to the closest zoom: at each, the names shown
    // (in the map's box, not left out) have boxes apart.
    while (!(await zoomOut.evaluate((b) => b.classList.contains('leaflet-disabled')))) {
      const zoom = await map.locator('.leaflet-container').getAttribute('data-zoom');
      if (Number(zoom) <= 6) break;
      await zoomOut.click();
      await expect(map.locator('.leaflet-container')).not.toHaveAttribute('data-zoom', zoom ?? '');
    }
    let steps = 0;
    for (;;) {
      const zoom = (await map.locator('.leaflet-container').getAttribute('data-zoom')) ?? '';
      await expect.poll(() => labelsShown(page)).not.toEqual([]);
      // (The names are sorted out just after a zoom ends.)
      await expect
        .poll(async () => clashes(await labelsShown(page)), { message: `zoom ${zoom}` })
        .toEqual([]);
      if (await zoomIn.evaluate((b) => b.classList.contains('leaflet-disabled'))) break;
      await zoomIn.click();
      await expect(map.locator('.leaflet-container')).not.toHaveAttribute('data-zoom', zoom);
      steps++;
    }
    expect(steps).toBeGreaterThan(3);
    // The closest zoom still shows the land and a place's name (Utrecht's, at least).
    await expect(map.locator('.leaflet-container')).toHaveAttribute('data-zoom', '12');
    const atMax = await labelsShown(page);
    expect(atMax.map((n) => n.name)).toContain('Utrecht');
    await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath(`phone-closest-${l.locale}.png`) });
  });

  test(`(${l.locale}) 'use my location': refused, then granted`, async ({ browser }) => {
    // Refused: a context without the geolocation permission.
    const refused = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await refused.newPage();
    await page.goto(l.page);
    await hydrated(page);
    await page.getByTestId('locator-locate').click();
    await expect(page.getByTestId('locator-message')).toHaveText(l.denied);
    await expect(page.getByTestId('dealer-countries')).toBeVisible();
    await refused.close();

    // Granted: the dealers nearest to where the browser is.
    const granted = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['geolocation'],
      geolocation: amsterdam,
    });
    await granted.grantPermissions(['geolocation']);
    await granted.setGeolocation(amsterdam);
    const here = await granted.newPage();
    await here.goto(l.page);
    await hydrated(here);
    await here.getByTestId('locator-locate').click();
    await expect(here).toHaveURL(/lat=52\.3789&lng=4\.90058/);
    await expect(here.getByTestId('locator-heading')).toContainText(l.near);
    await expect(here.getByTestId('dealer-card').first()).toContainText('Amsterdam');
    await expect(here.getByTestId('dealer-distance').first()).toHaveText(l.km);
    await granted.close();
  });

  test(`(${l.locale}) the header opens the overlay on another page; a search in it; navigating closes it`, async ({
    page,
    watch,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(l.home);
    await hydrated(page);
    // Nothing of the locator before it is opened.
    expect(watch.apiRequests.filter((r) => r.includes('/dealers') || r.includes('/places'))).toEqual([]);
    // The launcher island tells the header it is there once the page has woken it.
    await page.locator('[data-dropdown="more"] > summary').click();
    await expect(page.locator('html[data-dealer-locator="ready"]')).toHaveCount(1);
    await page.locator('.more-menu-list a[data-dealer-locator]').click();
    const overlay = page.getByTestId('dealer-locator');
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${l.home === '/' ? '/$' : '/en$'}`));
    await expect(overlay.getByRole('heading', { level: 2, name: l.title })).toBeVisible();
    await mapReady(page);
    await openedOnTheDealers(page, l);
    await page.screenshot({ path: testInfo.outputPath(`overlay-${l.locale}.png`) });

    const input = overlay.getByTestId('locator-input');
    await input.fill('Gent');
    await input.press('Enter');
    await expect(overlay.getByTestId('dealer-card')).toHaveCount(10);
    await expect(overlay.getByTestId('dealer-card').first()).toContainText('Gent');
    await selectOnMapAndBack(page, 0, l.back);
    await page.screenshot({ path: testInfo.outputPath(`overlay-results-${l.locale}.png`) });

    // A route change closes it (a link on the page behind, followed by the app).
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await page.locator('[data-dropdown="more"] > summary').click();
    await page.locator('.more-menu-list a[data-dealer-locator]').click();
    await expect(overlay).toBeVisible();
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('.top-menu-items a:not([data-dealer-locator])');
      link?.click();
    });
    await expect(overlay).toHaveCount(0);
    await expect(page).not.toHaveURL(new RegExp(`${l.home === '/' ? '/$' : '/en$'}`));
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) without JavaScript the page lists the dealers and its form searches`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(l.page);
    await expect(page.getByTestId('dealer-countries')).toBeVisible();
    expect(await page.getByTestId('dealer-card').count()).toBeGreaterThan(100);
    await expect(page.getByTestId('dealer-distributor').first()).toHaveText(
      l.locale === 'nl' ? 'Distributeur' : 'Distributor',
    );
    await page.getByTestId('locator-input').fill('Den Haag');
    await page.getByTestId('locator-input').press('Enter');
    await expect(page).toHaveURL(/\?q=Den\+Haag$/);
    await expect(page.getByTestId('dealer-card')).toHaveCount(10);
    await expect(page.getByTestId('dealer-card').first()).toContainText('Den Haag');
    await expect(page.getByTestId('dealer-distance').first()).toHaveText(l.km);
    await context.close();
  });
}
