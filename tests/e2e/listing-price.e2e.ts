/**
 * The price filter by keyboard (issue 26), both languages: a bound typed and applied with Enter gives
 * the same filter as one applied by leaving the field (Tab), in the "from" and the "to" field, and the
 * field being typed in keeps its value and focus while the other bound is applied.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const sites = [
  { locale: 'nl', category: '/espressomachines' },
  { locale: 'en', category: '/en/espresso-machines' },
] as const;

const count = async (page: Page) =>
  Number((await page.getByTestId('listing-count').textContent())?.replace(/\D/g, '') ?? 0);
const price = (page: Page) => new URL(page.url()).searchParams.get('price');
/** Settled: the listing renders the URL's state and no fetch is in flight. */
const settled = async (page: Page) => {
  const state = new URL(page.url()).search.slice(1);
  await expect(
    page.locator(`[data-testid="listing"][data-state="${state}"]:not([data-loading])`),
  ).toHaveCount(1);
};
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await hydrated(page);
  await expect(page.locator('[data-testid="listing-filters"][data-ready]')).toHaveCount(1);
};

for (const site of sites.filter((s) => runsIn('nl', s.locale))) {
  test(`a price typed and applied with Enter equals the same applied with Tab (${site.locale})`, async ({
    page,
    watch,
  }) => {
    const min = page.getByTestId('price-min');
    const max = page.getByTestId('price-max');

    // Tab: from, Tab to the maximum (the minimum applies on leaving), type, Tab away.
    await open(page, site.category);
    await min.click();
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await expect.poll(() => price(page)).toBe('500-');
    await settled(page);
    const fromOnly = await count(page);
    await expect(max).toBeFocused();
    await page.keyboard.type('1000');
    await page.keyboard.press('Tab');
    await expect.poll(() => price(page)).toBe('500-1000');
    await settled(page);
    const byTab = await count(page);
    expect(byTab).toBeGreaterThan(0);
    expect(byTab).toBeLessThan(fromOnly);

    // Enter in the "to" field: both bounds kept, the same products.
    await open(page, site.category);
    await min.click();
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');
    await expect.poll(() => price(page)).toBe('500-1000');
    await settled(page);
    expect(await count(page)).toBe(byTab);
    await expect(max).toHaveValue('1000');
    await expect(min).toHaveValue('500');

    // Enter in the "from" field, the maximum typed first.
    await open(page, site.category);
    await max.click();
    await page.keyboard.type('1000');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => price(page)).toBe('-1000');
    await expect(min).toBeFocused();
    await page.keyboard.type('500');
    await page.keyboard.press('Enter');
    await expect.poll(() => price(page)).toBe('500-1000');
    await settled(page);
    expect(await count(page)).toBe(byTab);
    await expect(min).toBeFocused();
    expect(watch.consoleErrors).toEqual([]);
  });
}
