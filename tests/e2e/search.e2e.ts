/**
 * Search journeys (issue 25) in both languages: the header dropdown offers a category for part of
 * a compound word and lands on it; a typo gets "did you mean", one click away, also in the
 * server's HTML; a search that finds nothing shows categories to go on with; all of it by keyboard
 * alone; and the same states on a 390 px phone. Each state is saved as a screenshot in the test's
 * output folder, to look at.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const sites = [
  {
    locale: 'nl',
    search: '/zoeken',
    part: 'molen',
    category: 'Koffiemolens',
    typo: 'kofiemolen',
    // The correction is a word of the catalogue: its categories say koffiemolens.
    fixed: /^koffiemolens?$/,
    nothing: 'xylofoon',
    /** Known words and one that matches nothing: the known words' products, "without" the other. */
    halfKnown: 'koffiemolen xyzzy',
    without: 'Resultaten zonder ‘xyzzy’',
    didYouMean: 'Bedoelde u:',
    empty: (q: string) => `Geen producten gevonden voor “${q}”.`,
    moreLikeThese: 'Meer zoals deze',
  },
  {
    locale: 'en',
    search: '/en/search',
    part: 'grinder',
    category: 'Coffee grinders',
    typo: 'cofee grinder',
    fixed: /^coffee grinder$/,
    nothing: 'xylophone',
    halfKnown: 'coffee grinder xyzzy',
    without: 'Results without ‘xyzzy’',
    didYouMean: 'Did you mean:',
    empty: (q: string) => `No products found for “${q}”.`,
    moreLikeThese: 'More like these',
  },
] as const;

type Site = (typeof sites)[number];

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const resultsUrl = (site: Site, q: string) => `${site.search}?${new URLSearchParams({ q })}`;
const q = (page: Page) => new URL(page.url()).searchParams.get('q');
/** No sideways scrolling: the page is no wider than the viewport. */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens `url` at a viewport size and waits until the page is hydrated. */
async function open(page: Page, url: string, viewport: { width: number; height: number } = desktop) {
  await page.setViewportSize(viewport);
  await page.goto(url);
  await hydrated(page);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/** The dropdown's option for the category titled `title` (its breadcrumb is a separate line). */
const categoryOption = (dropdown: Locator, title: string) =>
  dropdown.locator('.search-category').filter({
    has: dropdown.page().locator('.search-category-title').getByText(title, { exact: true }),
  });

/** Types `text` into the header search box and waits until the dropdown shows its answer. */
async function typeInHeader(page: Page, text: string) {
  const input = page.getByTestId('search-input');
  await input.pressSequentially(text, { delay: 30 });
  const dropdown = page.getByTestId('search-dropdown');
  await expect(dropdown).toBeVisible();
  // The debounce (200 ms) has passed and the answers for the whole term are in.
  await page.waitForTimeout(300);
  await expect(dropdown).toHaveAttribute('aria-busy', 'false');
  return dropdown;
}

/** Tabs (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} Tabs did not reach ${target}`);
}

/** The results page for `term`: the listing's products, and no "did you mean". */
async function expectResults(page: Page) {
  await expect(page.getByTestId('listing-products').locator('.product-card-link').first()).toBeVisible();
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  await expect(page.getByTestId('search-empty')).toHaveCount(0);
}

for (const site of sites.filter((s) => runsIn('en', s.locale))) {
  test.describe(site.locale, () => {
    test(`(${site.locale}) the dropdown offers “${site.category}” for “${site.part}” and one click lands on it`, async ({
      page,
      watch,
    }) => {
      await open(page, site.search);
      const dropdown = await typeInHeader(page, site.part);
      // Categories come above products.
      const option = categoryOption(dropdown, site.category);
      await expect(option).toBeVisible();
      const options = dropdown.getByRole('option');
      const kinds = await options.evaluateAll((os) => os.map((o) => o.classList.contains('search-category')));
      expect(kinds.indexOf(false) === -1 || kinds.lastIndexOf(true) < kinds.indexOf(false)).toBe(true);
      await shot(page, `${site.locale}-dropdown`);
      await option.click();
      await expect(page.locator('h1')).toHaveText(site.category);
      await expect(dropdown).toHaveCount(0);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) the typo “${site.typo}” gets “did you mean” and one click fixes it`, async ({
      page,
      watch,
    }) => {
      // In the server's HTML already (a link that works before any JavaScript).
      const html = await (await page.request.get(resultsUrl(site, site.typo))).text();
      const served = html.match(/data-testid="did-you-mean">[^<]*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/);
      expect(served?.[2]).toMatch(site.fixed);
      expect(served?.[1]).toBe(resultsUrl(site, served?.[2] ?? '').replaceAll('&', '&amp;'));

      await open(page, site.search);
      const input = page.getByTestId('search-page-input');
      await input.fill(site.typo);
      await input.press('Enter');
      await expect.poll(() => q(page)).toBe(site.typo);
      const didYouMean = page.getByTestId('did-you-mean');
      await expect(didYouMean).toContainText(site.didYouMean);
      const fix = didYouMean.getByRole('link', { name: site.fixed });
      await expect(fix).toBeVisible();
      const fixed = ((await fix.textContent()) ?? '').trim();
      await shot(page, `${site.locale}-did-you-mean`);
      await fix.click();
      await expect.poll(() => q(page)).toBe(fixed);
      await expectResults(page);
      await expect(page.getByTestId('search-page-input')).toHaveValue(fixed);
      await shot(page, `${site.locale}-fixed`);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) “${site.nothing}” finds nothing and shows categories to go on with`, async ({
      page,
      watch,
    }) => {
      await open(page, resultsUrl(site, site.nothing));
      const empty = page.getByTestId('search-empty');
      await expect(empty).toContainText(site.empty(site.nothing));
      await expect(page.getByTestId('listing-products')).toHaveCount(0);
      const categories = empty.getByTestId('search-empty-category');
      expect(await categories.count()).toBeGreaterThan(0);
      await shot(page, `${site.locale}-empty`);
      const first = categories.first();
      const title = ((await first.textContent()) ?? '').trim();
      await first.click();
      await expect(page.locator('h1')).toHaveText(title);

      // Some words known (issue 39): their products, and the word left out said above them.
      await page.goto(resultsUrl(site, site.halfKnown));
      await hydrated(page);
      await expect(page.getByTestId('search-dropped')).toHaveText(site.without);
      await expectResults(page);
      await shot(page, `${site.locale}-without`);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) a model with a handful of products: those, then “${site.moreLikeThese}”`, async ({
      page,
      watch,
    }) => {
      await open(page, resultsUrl(site, 'r58'));
      const grid = page.getByTestId('listing-products');
      const heading = grid.getByTestId('more-like-these');
      await expect(heading).toHaveText(site.moreLikeThese);
      // The models come before the heading, the others after it; the count is the models'.
      const names = await grid.locator('.product-card-name, h2').allTextContents();
      const at = names.indexOf(site.moreLikeThese);
      expect(at).toBeGreaterThan(0);
      for (const name of names.slice(0, at)) expect(name).toMatch(/r58/i);
      for (const name of names.slice(at + 1)) expect(name).not.toMatch(/r58/i);
      expect(names.length - 1).toBe(10);
      await shot(page, `${site.locale}-more-like-these`);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) keyboard only: Tab to the search box, type, ArrowDown to “${site.category}”, Enter`, async ({
      page,
      watch,
    }) => {
      await open(page, site.search);
      const input = page.getByTestId('search-input');
      await tabTo(page, input);
      await page.keyboard.type(site.part, { delay: 30 });
      const dropdown = page.getByTestId('search-dropdown');
      await expect(dropdown).toBeVisible();
      await page.waitForTimeout(300);
      await expect(dropdown).toHaveAttribute('aria-busy', 'false');
      const option = categoryOption(dropdown, site.category);
      await expect(option).toBeVisible();
      const target = await option.getAttribute('id');
      const count = await dropdown.getByRole('option').count();
      for (let i = 0; i < count && (await input.getAttribute('aria-activedescendant')) !== target; i++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(input).toHaveAttribute('aria-activedescendant', target ?? '');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await shot(page, `${site.locale}-keyboard-dropdown`);
      await page.keyboard.press('Enter');
      await expect(page.locator('h1')).toHaveText(site.category);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) keyboard only: Tab to “did you mean” on the results page, Enter`, async ({
      page,
      watch,
    }) => {
      await open(page, resultsUrl(site, site.typo));
      const fix = page.getByTestId('did-you-mean').getByRole('link', { name: site.fixed });
      await tabTo(page, fix);
      const fixed = ((await fix.textContent()) ?? '').trim();
      await shot(page, `${site.locale}-keyboard-did-you-mean`);
      await page.keyboard.press('Enter');
      await expect.poll(() => q(page)).toBe(fixed);
      await expectResults(page);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) on a 390 px phone: the dropdown offers “${site.category}” and fits`, async ({
      page,
      watch,
    }) => {
      await open(page, site.search, phone);
      // The header search opens with its toggle; the phone dropdown searches from 3 characters.
      await page.locator('.search-toggle').click();
      await expect(page.getByTestId('search-input')).toBeVisible();
      const dropdown = await typeInHeader(page, site.part);
      const option = categoryOption(dropdown, site.category);
      await expect(option).toBeVisible();
      expect(await fits(page)).toBe(true);
      await shot(page, `${site.locale}-phone-dropdown`);
      // Arrow keys keep the chosen result in view, also at the end of a list that scrolls.
      await page.getByTestId('search-input').press('ArrowUp');
      const last = dropdown.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(last).toBeInViewport();
      await option.click();
      await expect(page.locator('h1')).toHaveText(site.category);
      expect(watch.consoleErrors).toEqual([]);
    });

    test(`(${site.locale}) on a 390 px phone: "did you mean" and the empty state fit`, async ({
      page,
      watch,
    }) => {
      await open(page, resultsUrl(site, site.typo), phone);
      await expect(page.getByTestId('did-you-mean').getByRole('link', { name: site.fixed })).toBeVisible();
      expect(await fits(page)).toBe(true);
      await shot(page, `${site.locale}-phone-did-you-mean`);

      await page.goto(resultsUrl(site, site.nothing));
      await hydrated(page);
      await expect(page.getByTestId('search-empty-category').first()).toBeVisible();
      expect(await fits(page)).toBe(true);
      await shot(page, `${site.locale}-phone-empty`);
      expect(watch.consoleErrors).toEqual([]);
    });
  });
}

/** The language switch of the page: its link, followed (another language is another document). */
async function switchLanguage(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.waitForLoadState();
  await hydrated(page);
}
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

for (const site of sites.filter((s) => runsIn('nl', s.locale))) {
  const other = sites.find((s) => s !== site)!;

  test(`${site.locale}: switching language on a search keeps its term and the filters chosen on the page (issue 26)`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000); // five documents
    await open(page, resultsUrl(site, site.part));
    await expect(page.getByTestId('language-switch')).toHaveAttribute(
      'href',
      `${other.search}?q=${site.part}`,
    );
    // A filter chosen on the page (a client navigation): the switch's link follows it.
    await expect(page.locator('[data-testid="listing-filters"][data-ready]')).toHaveCount(1);
    await page.getByTestId('filter-stock').getByRole('checkbox').check();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${site.part}&stock=1`);
    await expect(page.getByTestId('language-switch')).toHaveAttribute(
      'href',
      `${other.search}?q=${site.part}&stock=1`,
    );

    await switchLanguage(page);
    expect(pathAndQuery(page)).toBe(`${other.search}?q=${site.part}&stock=1`);
    await expect(page.getByTestId('search-page-input')).toHaveValue(site.part);
    await expect(page.getByTestId('filter-stock').getByRole('checkbox')).toBeChecked();
    // The same term is searched (a Dutch word may find nothing in English: that is the catalogue's answer).
    await expect(page.locator('main h1')).toContainText(site.part);

    // And back: the same listing in the first language.
    await switchLanguage(page);
    expect(pathAndQuery(page)).toBe(`${site.search}?q=${site.part}&stock=1`);
    await expect(page.getByTestId('search-page-input')).toHaveValue(site.part);

    // Off the listing (a client navigation to a product), the switch goes to the bare alternate.
    await page.getByTestId('listing-products').locator('.product-card-link').first().click();
    await expect(page.locator('[data-testid="listing-products"]')).toHaveCount(0);
    await expect(page.getByTestId('language-switch')).not.toHaveAttribute('href', /\?/);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${site.locale}: switching language on a filtered, sorted category keeps the filters`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000); // three documents
    const category = { nl: '/espressomachines', en: '/en/espresso-machines' };
    const from = category[site.locale];
    const to = category[other.locale];
    await open(page, `${from}?price=500-1000&sort=price_asc`);
    const count = await page.getByTestId('listing-count').textContent();
    await switchLanguage(page);
    expect(pathAndQuery(page)).toBe(`${to}?price=500-1000&sort=price_asc`);
    await expect(page.getByTestId('price-min')).toHaveValue('500');
    await expect(page.getByTestId('price-max')).toHaveValue('1000');
    expect((await page.getByTestId('listing-count').textContent())?.replace(/\D/g, '')).toBe(
      count?.replace(/\D/g, ''),
    );
    await switchLanguage(page);
    expect(pathAndQuery(page)).toBe(`${from}?price=500-1000&sort=price_asc`);
    expect(watch.consoleErrors).toEqual([]);
  });
}
