/**
 * The language switcher on listings (issue 26): from a search, a filtered search or a filtered
 * category it lands on the same listing in the other language, term and filters kept, and back.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';

const search = (page: Page) => new URL(page.url()).search;
const path = (page: Page) => new URL(page.url()).pathname;
const switchLanguage = async (page: Page) => {
  await page.getByTestId('language-switch').click();
  await page.waitForLoadState();
  await hydrated(page);
};

test('search: the term and a filter carry over to English and back', async ({ page, watch }) => {
  await page.goto('/zoeken?q=molen');
  await hydrated(page);
  await expect(page.locator('[data-testid="listing-filters"][data-ready]')).toHaveCount(1);
  // A filter chosen on the page (a client navigation) is in the switcher's link too.
  await page.getByTestId('filter-stock').getByRole('checkbox').check();
  await expect.poll(() => search(page)).toBe('?q=molen&stock=1');

  await switchLanguage(page);
  expect(path(page)).toBe('/en/search');
  expect(search(page)).toBe('?q=molen&stock=1');
  await expect(page.locator('h1')).toContainText('molen');
  await expect(page.getByTestId('search-page-input')).toHaveValue('molen');

  await switchLanguage(page);
  expect(path(page)).toBe('/zoeken');
  expect(search(page)).toBe('?q=molen&stock=1');
  await expect(page.getByTestId('filter-stock').getByRole('checkbox')).toBeChecked();
  expect(watch.consoleErrors).toEqual([]);
});

test('a filtered category: from English to Dutch and back, filters kept', async ({ page, watch }) => {
  await page.goto('/en/espresso-machines?price=500-1000&sort=price_asc');
  await hydrated(page);
  const count = await page.getByTestId('listing-count').textContent();

  await switchLanguage(page);
  expect(path(page)).toBe('/espressomachines');
  expect(search(page)).toBe('?price=500-1000&sort=price_asc');
  await expect(page.getByTestId('price-min')).toHaveValue('500');
  await expect(page.getByTestId('price-max')).toHaveValue('1000');
  expect((await page.getByTestId('listing-count').textContent())?.replace(/\D/g, '')).toBe(
    count?.replace(/\D/g, ''),
  );

  await switchLanguage(page);
  expect(path(page)).toBe('/en/espresso-machines');
  expect(search(page)).toBe('?price=500-1000&sort=price_asc');
  expect(watch.consoleErrors).toEqual([]);
});
