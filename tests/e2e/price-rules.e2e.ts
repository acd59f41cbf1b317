/**
 * Prices as the law asks (issue 40, decision 095), in Dutch and English: the deals page lists only
 * products whose struck-through previous price is the law's (each card shows one, above its
 * price); a coffee's card and page show its price per kg beside the price; in the cart its line
 * shows the price per kg, and KOFFIE5 takes exactly € 5,00 off a coffee cart (9 % VAT), where it
 * used to take € 4,50. Screenshots of the deals, the coffee page and the cart are attached.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProductCard } from '../../shared/contract/catalog.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

const texts = {
  nl: {
    deals: '/aanbiedingen',
    cart: '/winkelwagen',
    apply: 'Toepassen',
    discount: 'Korting (KOFFIE5)',
    policy: 'Wij controleren niet of elke review van een koper komt.',
  },
  en: {
    deals: '/en/deals',
    cart: '/en/checkout',
    apply: 'Apply',
    discount: 'Discount (KOFFIE5)',
    policy: 'We do not check that every review comes from a buyer.',
  },
} as const;

type UnitCard = ProductCard & { unit_price_gross: number | null; unit_price_per: string | null };

/** A coffee sold by weight (in stock), from the categories the API lists. */
async function coffee(request: APIRequestContext) {
  const tree = (await (await request.get('/api/categories?lang=nl', { headers: sameOrigin })).json()) as {
    data: { id: number; title: string; children: unknown[] }[];
  };
  const find = (nodes: { id: number; title: string; children: unknown[] }[]): number | undefined => {
    for (const n of nodes) {
      if (n.title === 'Espressobonen') return n.id;
      const below = find(n.children as typeof nodes);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  const categoryId = find(tree.data);
  expect(categoryId).toBeDefined();
  const res = await request.post('/api/queryProducts?lang=nl', {
    headers: sameOrigin,
    data: { category_id: categoryId, per_page: 48 },
  });
  const cards = ((await res.json()) as { products: { data: UnitCard[] } }).products.data;
  const card = cards.find((c) => c.in_stock && c.unit_price_per === 'kg' && c.old_price === null);
  if (!card) throw new Error('no coffee sold by weight in stock');
  return card;
}

const unitText = (card: UnitCard) => `${formatPrettyPrice(card.unit_price_gross!)} / kg`;

test.describe.configure({ timeout: 60_000 });

for (const locale of journeyLocales('nl') as Locale[]) {
  test(`${locale}: deals show a lawful previous price; a coffee shows its price per kg`, async ({
    page,
    request,
    watch,
  }, testInfo) => {
    const x = texts[locale];
    await page.goto(x.deals);
    await hydrated(page);
    const cards = page.getByTestId('listing-products').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const n = await cards.count();
    expect(n).toBeGreaterThan(3);
    // Every deal has its previous price struck through, above the price it is sold at.
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      const old = card.locator('s.price-old');
      await expect(old).toHaveCount(1);
      const euros = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));
      const was = euros((await old.textContent()) ?? '');
      const now = euros((await card.locator('.price-current').textContent()) ?? '');
      expect(was).toBeGreaterThan(now);
    }
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`deals-${locale}.png`) });

    // A deal's own page shows the same previous price, struck through beside its price.
    const dealOld = (await cards.first().locator('s.price-old').textContent()) ?? '';
    await cards.first().locator('a.product-card-link').first().click();
    await expect(page).not.toHaveURL((url) => url.pathname.startsWith(x.deals));
    const dealPrice = page.getByTestId('product-price').locator('.price-large').first();
    await expect(dealPrice.locator('s.price-old')).toHaveText(dealOld);

    const bag = await coffee(request);
    const path = locale === 'nl' ? bag.uri : `/en${bag.uri}`;
    await page.goto(path);
    await hydrated(page);
    // The product page: the price per kg beside the selling price; no previous price (not on sale).
    const price = page.getByTestId('product-price').locator('.price-large').first();
    await expect(price.locator('.price-unit')).toBeVisible();
    await expect(price.locator('s.price-old')).toHaveCount(0);
    if (locale === 'nl') await expect(price.locator('.price-unit')).toHaveText(unitText(bag));
    // How the shop checks reviews, from its settings, in the page's language.
    await expect(page.locator('.reviews-policy')).toContainText(x.policy);
    await page.screenshot({ path: testInfo.outputPath(`coffee-${locale}.png`) });
    expect(watch.consoleErrors).toEqual([]);
  });
}

for (const locale of journeyLocales('en') as Locale[]) {
  test(`${locale}: KOFFIE5 takes € 5,00 off a coffee cart; the line shows its price per kg`, async ({
    page,
    request,
    watch,
  }, testInfo) => {
    const x = texts[locale];
    const bag = await coffee(request);
    // Enough bags to reach the code's € 25 minimum incl. btw.
    const amount = Math.ceil(25 / bag.price_gross);
    await page.goto(locale === 'nl' ? '/' : '/en');
    const added = await page.request.post('/api/shoppingCart/add', {
      headers: sameOrigin,
      data: { po_id: bag.po_id, amount },
    });
    expect(added.ok()).toBe(true);
    await page.goto(x.cart);
    await hydrated(page);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.locator('.price-unit').first()).toContainText('/ kg');
    const summary = page.getByTestId('cart-summary');
    await summary.getByRole('textbox').fill('KOFFIE5');
    await summary.getByRole('button', { name: x.apply }).click();
    const discount = summary.locator('[data-row="discount"]');
    await expect(discount).toContainText(x.discount);
    await expect(discount.locator('dd')).toHaveText(`− ${formatPrettyPrice(5)}`);
    await page.screenshot({ path: testInfo.outputPath(`cart-koffie5-${locale}.png`), fullPage: true });
    expect(watch.consoleErrors).toEqual([]);
  });
}
