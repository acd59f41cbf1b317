/**
 * Discovery journeys in both languages: the search dropdown to a product, the Products mega-menu,
 * the burger menu on a phone, and comparing three products side by side.
 */
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const locales = [
  { locale: 'nl', home: '/', compare: '/vergelijken', term: 'espresso', deals: /\/aanbiedingen$/ },
  { locale: 'en', home: '/en', compare: '/en/compare', term: 'espresso', deals: /\/en\/deals$/ },
] as const;

/**
 * Opens `home` with the search box's code held back (it is an island), so the visitor acts before
 * it hydrates; `release` lets the code come.
 */
async function homeBeforeSearchBox(page: Page, home: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdChunk(page, '**/assets/chunks/search-box-*.js');
  await page.goto(home);
  await hydrated(page);
  return { release, form: page.locator('#header-search'), input: page.getByTestId('search-input') };
}

for (const { locale, home, term } of locales.filter((l) => runsIn('nl', l.locale))) {
  test(`(${locale}) a visitor searches from the dropdown and lands on a product`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(home);
    await hydrated(page);
    const input = page.getByTestId('search-input');
    await input.pressSequentially(term, { delay: 40 });
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toBeVisible();
    // Let the debounce (200 ms) settle and the results for the whole term arrive: on a loaded machine
    // a slow keystroke can fire a search for part of the term first.
    await page.waitForTimeout(400);
    await expect(dropdown).toHaveAttribute('aria-busy', 'false');
    await expect(dropdown.locator('.search-category').first()).toBeVisible();
    const products = dropdown.locator('.search-product');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(4);
    await expect(products.first().locator('img')).toHaveAttribute('width', '56');
    await expect(products.first().locator('.price-current')).toContainText('€');
    // Debounced: a pair of calls for the whole word, not one pair per keystroke (8 for "espresso").
    // On a loaded machine a keystroke can stall past the 200 ms debounce and fire a search for part
    // of the word, so a few pairs are allowed; without the debounce there is a pair per keystroke.
    const calls = watch.apiRequests.filter(
      (r) => r.includes('search=') || r.startsWith('POST /api/queryProducts'),
    );
    expect(calls.length / 2).toBeLessThanOrEqual(Math.ceil(term.length / 2));
    // Arrow keys move through the results.
    await input.press('ArrowDown');
    await expect(dropdown.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    const name = ((await products.first().locator('.search-product-name').textContent()) ?? '').trim();
    await products.first().click();
    await expect(page.locator('h1')).toHaveText(name);
    await expect(dropdown).toHaveCount(0);
    await expect(input).toHaveValue('');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) the search dropdown closes and clears on an outside click, and blank text does nothing`, async ({
    page,
    watch,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(home);
    await hydrated(page);
    const input = page.getByTestId('search-input');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : '/en'}$`));
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await input.fill(term);
    await expect(page.getByTestId('search-dropdown')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await input.fill(`${term} `);
    await expect(page.getByTestId('search-dropdown')).toBeVisible();
    await page.locator('.slogan-bar').click();
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await expect(input).toHaveValue('');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) a search made before the search box's code has arrived waits for it`, async ({
    page,
    watch,
  }) => {
    const { release, form, input } = await homeBeforeSearchBox(page, home);
    await expect(form).not.toHaveAttribute('data-hydrated');
    await input.fill('   ');
    await input.press('Enter');
    // Blank text does nothing, before hydration as after it.
    expect(page.url()).not.toContain('q=');
    release();
    await expect(form).toHaveAttribute('data-hydrated', '');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('q=');
    expect(new URL(page.url()).pathname).toBe(home);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) text typed before the search box's code has arrived opens the dropdown once it has`, async ({
    page,
    watch,
  }) => {
    const { release, form, input } = await homeBeforeSearchBox(page, home);
    await input.fill(term);
    await expect(form).not.toHaveAttribute('data-hydrated');
    release();
    await expect(form).toHaveAttribute('data-hydrated', '');
    await expect(page.getByTestId('search-dropdown')).toBeVisible();
    await expect(input).toHaveValue(term);
    await expect(page.getByTestId('search-dropdown').getByRole('option').first()).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) a term submitted before the search box has hydrated opens the search page`, async ({
    page,
    watch,
  }) => {
    const { release, input } = await homeBeforeSearchBox(page, home);
    await input.fill(term);
    await input.press('Enter');
    expect(page.url()).not.toContain('q=');
    release();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${term}`));
    await expect(page.locator('h1')).toContainText(term);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) the Products mega-menu opens on hover, closes on leave, Escape and navigation`, async ({
    page,
    watch,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(home);
    await hydrated(page);
    const mega = page.getByTestId('mega-menu');
    const panel = page.getByTestId('mega-menu-panel');
    await page.locator('.mega-menu summary').hover();
    await expect(mega).toHaveAttribute('open', '');
    await expect(panel).toBeVisible();
    // Only one header dropdown at a time.
    await page.locator('.more-menu summary').click();
    await expect(page.getByTestId('more-menu')).toHaveAttribute('open', '');
    await expect(mega).not.toHaveAttribute('open');
    // Leaving closes a hover-opened menu after 250 ms.
    await page.locator('.mega-menu summary').hover();
    await expect(mega).toHaveAttribute('open', '');
    await expect(page.getByTestId('more-menu')).not.toHaveAttribute('open');
    await page.mouse.move(640, 880);
    await expect(mega).not.toHaveAttribute('open');
    // Keyboard: Enter opens, Escape closes and gives focus back.
    await page.locator('.mega-menu summary').focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mega).not.toHaveAttribute('open');
    await expect(page.locator('.mega-menu summary')).toBeFocused();
    // A route change closes it.
    await page.locator('.mega-menu summary').click();
    const link = panel.locator('.mega-menu-title').first();
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page.locator('h1')).toHaveText(title);
    await expect(mega).not.toHaveAttribute('open');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${locale}) on a phone the burger opens the menu and navigating closes it`, async ({
    page,
    watch,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(home);
    await hydrated(page);
    const burger = page.getByTestId('burger');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const item = menu.locator('.top-menu-item a').first();
    const title = ((await item.textContent()) ?? '').trim();
    await item.click();
    await expect(page.locator('h1')).toHaveText(title);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // Reaching lg (992 px) closes it too.
    await burger.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(watch.consoleErrors).toEqual([]);
  });
}

for (const { locale, compare } of locales.filter((l) => runsIn('en', l.locale))) {
  test(`(${locale}) a visitor compares three products side by side and removes one`, async ({
    page,
    request,
    watch,
  }) => {
    const categories = (await (await request.get(`/api/categories?breadcrumbs=1&lang=${locale}`)).json()) as {
      data: { id: number }[];
    };
    const listing = (await (
      await request.post(`/api/queryProducts?lang=${locale}`, {
        data: { category_id: categories.data[0]!.id, per_page: 3 },
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      })
    ).json()) as { products: { data: { id: number; full_name: string }[] } };
    const chosen = listing.products.data.slice(0, 3);
    expect(chosen).toHaveLength(3);

    await page.goto(compare);
    await hydrated(page);
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await page.evaluate(
      (ids) => sessionStorage.setItem('comparison', JSON.stringify(ids)),
      chosen.map((p) => p.id),
    );
    await page.reload();
    await hydrated(page);
    const columns = page.getByTestId('compare-product');
    await expect(columns).toHaveCount(3);
    for (const [i, p] of chosen.entries()) await expect(columns.nth(i)).toContainText(p.full_name);
    const differing = page.locator('[data-testid="compare-row"][data-differs="true"]');
    await expect(differing.first()).toBeVisible();
    await expect(differing.first()).toHaveClass(/differs/);
    const allRows = await page.getByTestId('compare-row').count();
    await page.getByTestId('only-differences').check();
    await expect(page.getByTestId('compare-row')).toHaveCount(await differing.count());
    expect(await differing.count()).toBeLessThanOrEqual(allRows);
    await page.getByTestId('only-differences').uncheck();

    await columns.nth(0).getByTestId('compare-remove').click();
    await expect(columns).toHaveCount(2);
    await expect(page.getByTestId('comparison')).not.toContainText(chosen[0]!.full_name);
    expect(await page.evaluate(() => sessionStorage.getItem('comparison'))).toBe(
      JSON.stringify([chosen[1]!.id, chosen[2]!.id]),
    );
    // Elsewhere the floating bar leads back to the comparison.
    await page.locator('.logo').click();
    const bar = page.getByTestId('compare-bar');
    await expect(bar).toContainText('2');
    await bar.locator('a').click();
    await expect(columns).toHaveCount(2);
    expect(watch.consoleErrors).toEqual([]);
  });
}
