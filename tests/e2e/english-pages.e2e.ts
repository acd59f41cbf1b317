/**
 * English pages carry no Dutch (issue 41): every English screen, as a guest, a customer and a
 * dealer, is read as the visitor sees it (`document.body.innerText`) and searched for the shop's
 * Dutch-only words (support/dutch-words.ts: words of the Dutch texts that no English text uses).
 * Names (products, brands, dealers, places on the map) and text marked as another language's (a
 * Dutch review, `lang="nl"`) are not read.
 */
import type { Page } from '@playwright/test';
import { dutchOnlyWords, wordsOf } from './support/dutch-words.ts';
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const guestScreens = [
  '/en',
  '/en/espresso-machines',
  '/en/deals',
  '/en/lelit-anna-copper',
  '/en/search?q=espresso',
  '/en/compare',
  '/en/find-a-dealer',
  '/en/find-a-dealer?q=3511+AB',
  '/en/login',
  '/en/checkout',
  '/en/checkout/login',
  '/en/about-us',
  '/en/recipes',
  '/en/service/faq',
  '/en/withdraw',
  '/en/model-withdrawal-form',
  '/en/no-such-page',
];
const customerScreens = [
  '/en/dashboard',
  '/en/dashboard/orders',
  '/en/dashboard/offers',
  '/en/dashboard/returns',
  '/en/dashboard/favorite-products',
  '/en/dashboard/inspections',
  '/en/dashboard/personal-information',
  '/en/dashboard/addresses',
];
const dealerScreens = ['/en/dealer-order', '/en/dealer-downloads'];

/**
 * Not read: names (the catalogue's products and brands, the dealers' companies, the map's place
 * names) and what is marked as written in another language (a review in Dutch, `lang="nl"`).
 */
const NAMES = [
  '[data-testid="product-card"] a',
  '.product-card-name',
  '.product-title',
  'h1[itemprop="name"]',
  '.brand-name',
  '[data-testid="dealer-card"] h3',
  '[data-testid="dealer-details"] h3',
  '.leaflet-container',
  '[lang]:not([lang="en"]):not(html)',
].join(', ');

async function dutchOn(page: Page, dutch: Set<string>): Promise<string[]> {
  const text = await page.evaluate((names) => {
    const hidden = [...document.querySelectorAll<HTMLElement>(names)];
    for (const el of hidden) el.dataset.fzSkip = el.style.display;
    for (const el of hidden) el.style.display = 'none';
    const all = document.body.innerText;
    for (const el of hidden) el.style.display = el.dataset.fzSkip ?? '';
    return all;
  }, NAMES);
  return [...new Set(wordsOf(text).filter((w) => dutch.has(w)))];
}

async function scan(page: Page, paths: string[], dutch: Set<string>) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const words = await dutchOn(page, dutch);
    if (words.length) found[path] = words;
  }
  return found;
}

if (runsIn('en', 'en')) {
  test.describe.configure({ timeout: 180_000 });

  test('en: the guest screens carry no Dutch words', async ({ page }) => {
    const dutch = await dutchOnlyWords();
    expect(dutch.size).toBeGreaterThan(500);
    expect(await scan(page, guestScreens, dutch)).toEqual({});
  });

  test('en: the customer dashboard carries no Dutch words', async ({ page }) => {
    const dutch = await dutchOnlyWords();
    await logIn(page, 'en', 'klant@demo.nl', '/en/dashboard');
    const orders = await page.request.get('/api/customer/orders?lang=en');
    const firstOrder = ((await orders.json()) as { data: { id: number }[] }).data[0]?.id;
    const offers = await page.request.get('/api/customer/offers?lang=en');
    const firstOffer = ((await offers.json()) as { data: { id: number }[] }).data[0]?.id;
    const details = [
      ...(firstOrder ? [`/en/dashboard/orders/${firstOrder}`] : []),
      ...(firstOffer ? [`/en/dashboard/offers/${firstOffer}`] : []),
    ];
    expect(await scan(page, [...customerScreens, ...details], dutch)).toEqual({});
  });

  test('en: the dealer screens carry no Dutch words', async ({ page }) => {
    const dutch = await dutchOnlyWords();
    await logIn(page, 'en', 'dealer@demo.nl', '/en/dealer-order');
    expect(await scan(page, dealerScreens, dutch)).toEqual({});
  });
}
