/**
 * Product safety on the product page (GPSR art. 19; decision 096): the manufacturer, the EU
 * responsible person for a manufacturer outside the EU, the product's identification and its
 * warnings, server-rendered in the visitor's language and still there once the page has hydrated.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProductCard, ProductResponse } from '../../shared/contract/catalog.ts';
import { expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

/** The first product of the brand in the category, as its path in the locale. */
async function productOf(request: APIRequestContext, locale: Locale, categoryId: number, brand: string) {
  const res = await request.post('/api/queryProducts?lang=nl', {
    headers: sameOrigin,
    data: { category_id: categoryId, per_page: 100 },
  });
  expect(res.ok()).toBe(true);
  const cards = ((await res.json()) as { products: { data: ProductCard[] } }).products.data;
  const card = cards.find((c) => c.brand === brand);
  if (!card) throw new Error(`no ${brand} product in category ${categoryId}`);
  const p = (
    (await (await request.get(`/api/products${card.uri}?lang=nl`)).json()) as { data: ProductResponse }
  ).data;
  const uri = p.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))!.uri;
  return { path: locale === 'nl' ? uri : `/en${uri}`, sku: p.product.sku };
}

/** The seed's categories: bean-to-cup machines and descalers. */
const VOLAUTOMATEN = 6;
const ONTKALKERS = 58;

const texts = {
  nl: {
    title: 'Productveiligheid',
    rep: 'Verantwoordelijke persoon in de EU',
    switzerland: 'Zwitserland',
    steam: 'Hete dranken, heet water en stoom',
    hazard: 'H319: Veroorzaakt ernstige oogirritatie.',
    batch: 'Partijnummer: op de verpakking',
  },
  en: {
    title: 'Product safety',
    rep: 'Responsible person in the EU',
    switzerland: 'Switzerland',
    steam: 'Hot drinks, hot water and steam',
    hazard: 'H319: Causes serious eye irritation.',
    batch: 'Batch number: on the packaging',
  },
};

test.describe.configure({ timeout: 60_000 });

for (const locale of journeyLocales('nl')) {
  test(`${locale}: a machine from outside the EU names its maker, EU responsible person and hazards`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await productOf(request, locale, VOLAUTOMATEN, 'Jura');
    await page.goto(product.path);
    const section = page.getByTestId('product-safety');
    // Server-rendered: there before any script ran, and still there after hydration.
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(texts[locale].title);
    await hydrated(page);
    const maker = section.getByTestId('safety-manufacturer');
    await expect(maker).toContainText('JURA Elektroapparate AG');
    await expect(maker).toContainText(texts[locale].switzerland);
    await expect(maker.getByRole('link', { name: 'info@jura.com' })).toHaveAttribute(
      'href',
      'mailto:info@jura.com',
    );
    const rep = section.getByTestId('safety-eu-responsible');
    await expect(rep).toContainText(texts[locale].rep);
    await expect(rep).toContainText('JURA Elektrogeräte Vertriebs-GmbH');
    await expect(section.getByTestId('safety-identification')).toContainText(product.sku);
    await expect(section.getByTestId('safety-warnings')).toContainText(texts[locale].steam);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/product-safety-${locale}.png`, fullPage: false });
    expect(watch.consoleErrors).toEqual([]);
  });
}

for (const locale of journeyLocales('en')) {
  test(`${locale}: a descaler shows its hazard statements and where its batch number is`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await productOf(request, locale, ONTKALKERS, 'Urnex');
    await page.goto(product.path);
    await hydrated(page);
    const section = page.getByTestId('product-safety');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(texts[locale].title);
    await expect(section.getByTestId('safety-warnings')).toContainText(texts[locale].hazard);
    await expect(section.getByTestId('safety-identification')).toContainText(texts[locale].batch);
    // Urnex is established in the US: its EU responsible person is named.
    await expect(section.getByTestId('safety-eu-responsible')).toContainText('Urnex Europe Ltd.');
    expect(watch.consoleErrors).toEqual([]);
  });
}

/** Promises that agree (decision 096): the shipping page's table and the slogan bar, from the shipping data. */
for (const locale of journeyLocales('en')) {
  test(`${locale}: the shipping page lists every country's cost and delivery time`, async ({
    page,
    watch,
  }) => {
    await page.goto(locale === 'en' ? '/en/shipping' : '/verzending');
    await hydrated(page);
    const table = page.locator('main table').first();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const belgium = table.locator('tr', { hasText: locale === 'en' ? 'Belgium' : 'België' }).first();
    await expect(belgium).toContainText('9,95');
    await expect(belgium).not.toContainText(locale === 'en' ? 'tomorrow' : 'morgen');
    await expect(page.locator('.slogan-bar')).toContainText(
      locale === 'en' ? 'delivered tomorrow' : 'morgen in huis',
    );
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shipping-${locale}.png` });
    expect(watch.consoleErrors).toEqual([]);
  });
}
