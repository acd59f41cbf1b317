/**
 * Product page journeys in both languages: choosing attributes until a price appears, recently
 * viewed products, and the back-in-stock alert on an out-of-stock product.
 */
import type { APIRequestContext } from '@playwright/test';
import type {
  ProductCard,
  ProductResponse,
  ReviewList as ReviewAnswer,
} from '../../shared/contract/catalog.ts';
import { expect, holdChunk, hydrated, test } from './support/fixtures.ts';
import { journeyLocales, type Locale } from './support/languages.ts';

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

async function machines(request: APIRequestContext, page = 1): Promise<ProductCard[]> {
  const res = await request.post('/api/queryProducts?lang=nl', {
    headers: sameOrigin,
    data: { category_id: 1, per_page: 100, page },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: { data: ProductCard[] } }).products.data;
}

/** The first machine whose product response matches, as its path in the given language. */
async function findProduct(
  request: APIRequestContext,
  locale: Locale,
  match: (p: ProductResponse) => boolean,
  skip: number[] = [],
  cardMatch?: (c: ProductCard) => boolean,
) {
  for (const page of [1, 2, 3]) {
    for (const card of await machines(request, page)) {
      if (skip.includes(card.id) || (cardMatch && !cardMatch(card))) continue;
      const res = await request.get(`/api/products${card.uri}?lang=nl`);
      const p = ((await res.json()) as { data: ProductResponse }).data;
      if (!match(p)) continue;
      const uri = p.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))!.uri;
      return { id: p.product.id, path: locale === 'nl' ? uri : `/en${uri}`, data: p };
    }
  }
  throw new Error('no such product in the seed');
}

/** A machine out of stock without options to choose: the listing's cards rule out most without asking. */
const outOfStockProduct = (request: APIRequestContext, locale: Locale) =>
  findProduct(
    request,
    locale,
    (p) => !p.product.has_attributes && p.product.stock === 0,
    [],
    (c) => !c.in_stock && c.po_id !== null,
  );

const texts = {
  nl: {
    from: 'vanaf',
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    recent: 'Recent bekeken',
    done: 'Gelukt!',
  },
  en: {
    from: 'from',
    required: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    recent: 'Recently viewed',
    done: 'Done!',
  },
};

test.describe.configure({ timeout: 60_000 });

for (const locale of journeyLocales('nl')) {
  test(`${locale}: choosing every attribute shows the option's price and puts the choice in the URL`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await findProduct(request, locale, (p) => p.product.has_attributes);
    await page.goto(`${product.path}?attrs=`);
    await hydrated(page);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(texts[locale].from);
    const picker = page.getByTestId('attribute-picker');
    const attributes = picker.locator('fieldset.attribute');
    const count = await attributes.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await attributes.nth(i).locator('a.attribute-value:not(.is-selected)').last().click();
      await expect(attributes.nth(i).locator('.attribute-value.is-selected')).toHaveCount(1);
    }
    await expect(price).not.toContainText(texts[locale].from);
    await expect(price.locator('.price-current')).toHaveText(/€\s?\d/);
    await expect(page).toHaveURL(/[?&]attrs=\d+-\d+/);
    await expect(page.getByTestId('product-sku')).not.toHaveText(product.data.product.sku);
    // The choice is shareable: a reload renders the same option.
    const sku = await page.getByTestId('product-sku').textContent();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('product-sku')).toHaveText(sku ?? '');
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: recently viewed products appear after viewing two products`, async ({
    page,
    request,
    watch,
  }) => {
    const first = await findProduct(request, locale, () => true);
    const second = await findProduct(request, locale, () => true, [first.id]);
    await page.goto(first.path);
    await hydrated(page);
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    await page.goto(second.path);
    await hydrated(page);
    const recent = page.getByTestId('recently-viewed');
    await expect(recent).toContainText(texts[locale].recent);
    await expect(recent.getByTestId('product-card')).toHaveCount(1);
    await expect(recent.locator(`a[href="${first.path}"]`).first()).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: an out-of-stock product offers a back-in-stock alert with validation`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await outOfStockProduct(request, locale);
    await page.goto(product.path);
    await hydrated(page);
    const form = page.getByTestId('stock-alert');
    await expect(form).toBeVisible();
    await expect(form.locator('label .required-mark')).toHaveText(/\*/);
    await form.getByRole('button').click();
    await expect(form.locator('.field-error')).toHaveText(texts[locale].required);
    const input = form.getByRole('textbox');
    await input.fill('not-an-address');
    await expect(form.locator('.field-error')).toHaveText(texts[locale].email);
    await input.fill(`alert-${locale}-${Date.now()}@example.com`);
    await expect(form.locator('.field-error')).toHaveCount(0);
    await form.getByRole('button').click();
    await expect(page.getByTestId('stock-alert-result')).toContainText(texts[locale].done);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a back-in-stock alert sent before its code has arrived is sent once it has`, async ({
    page,
    request,
    watch,
  }) => {
    const product = await outOfStockProduct(request, locale);
    // The form is an island: hold its code back, so the visitor types and submits before it hydrates.
    const release = await holdChunk(page, '**/assets/chunks/stock-alert-form-*.js');
    await page.goto(product.path);
    await hydrated(page);
    const form = page.getByTestId('stock-alert');
    await expect(form).not.toHaveAttribute('data-hydrated');
    await form.getByRole('textbox').fill(`early-${locale}-${Date.now()}@example.com`);
    await form.getByRole('button').click();
    // Nothing left the page: no native GET submit, no result yet.
    expect(page.url()).not.toContain('email=');
    await expect(page.getByTestId('stock-alert-result')).toHaveCount(0);
    release();
    await expect(page.getByTestId('stock-alert-result')).toContainText(texts[locale].done);
    expect(page.url()).not.toContain('email=');
    expect(watch.consoleErrors).toEqual([]);
  });
}

/**
 * A machine whose reviews are written in both languages (the seed stores each one's translation),
 * and, `untranslated`, one with a review in the other language than the page's without a translation
 * (the demo customer's own, Dutch ones): its path in the page's language and its reviews answer.
 */
async function productWithReviews(
  request: APIRequestContext,
  locale: Locale,
  untranslated = false,
): Promise<{ path: string; answer: ReviewAnswer }> {
  for (const page of [1, 2, 3]) {
    for (const card of await machines(request, page)) {
      const res = await request.get(`/api/products/${card.id}/reviews?lang=${locale}`);
      const answer = (await res.json()) as ReviewAnswer;
      const translated = answer.data.filter((r) => r.original !== null).length;
      const asWritten = answer.data.length - translated;
      if (untranslated ? answer.meta.untranslated.count === 0 : !translated || !asWritten) continue;
      const p = (
        (await (await request.get(`/api/products${card.uri}?lang=nl`)).json()) as { data: ProductResponse }
      ).data;
      const uri = p.alternate_lang_hrefs.find((a) => a.language_id === (locale === 'nl' ? 1 : 4))!.uri;
      return { path: locale === 'nl' ? uri : `/en${uri}`, answer };
    }
  }
  throw new Error(`no machine with such reviews in the seed (${locale})`);
}

/** What a review in the other language says about itself (shared/i18n/sections/review-translation.ts). */
const reviewTexts = {
  nl: {
    translatedFrom: 'Vertaald uit het Engels',
    showOriginal: 'Toon origineel',
    writtenIn: 'In het Engels geschreven',
    showUntranslated: /^Toon (1 review|\d+ reviews) in het Engels$/,
  },
  en: {
    translatedFrom: 'Translated from Dutch',
    showOriginal: 'Show original',
    writtenIn: 'Written in Dutch',
    showUntranslated: /^Show (1 review|\d+ reviews) in Dutch$/,
  },
};

for (const locale of journeyLocales('en')) {
  test(`${locale}: a review in the other language shows translated, marked, its original a click away`, async ({
    page,
    request,
    watch,
  }) => {
    const { path, answer } = await productWithReviews(request, locale);
    const other = locale === 'nl' ? 'en' : 'nl';
    const words = reviewTexts[locale];
    // Written by the server: the first response already says it, no script needed.
    const html = await (await request.get(path)).text();
    expect(html).toContain(words.translatedFrom);
    await page.goto(path);
    await hydrated(page);
    const reviews = page.locator('.review-list > li.review');
    await expect(reviews.first()).toBeVisible();
    // Every review reads in the page's language: none carries a language of its own.
    const langs = await reviews.evaluateAll((items) => items.map((li) => li.getAttribute('lang')));
    expect(langs).toEqual(answer.data.map(() => null));
    const translated = answer.data.find((r) => r.original !== null)!;
    const review = reviews.nth(answer.data.indexOf(translated));
    await expect(review.locator('.review-language')).toHaveText(words.translatedFrom);
    await expect(review.locator('h3')).toHaveText(translated.title);
    const toggle = review.getByRole('button', { name: words.showOriginal });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(review).toHaveAttribute('lang', other);
    await expect(review.locator('h3')).toHaveText(translated.original!.title);
    await expect(review.locator('p').first()).toHaveText(translated.original!.body);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(review.locator('h3')).toHaveText(translated.title);
    await expect(review).not.toHaveAttribute('lang', other);
    // A review as written in the page's language has neither mark nor toggle.
    const asWritten = reviews.nth(answer.data.findIndex((r) => r.original === null));
    await expect(asWritten.locator('.review-language')).toHaveCount(0);
    await expect(asWritten.getByRole('button')).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: "show original" pressed before the reviews' code came is pressed once it has`, async ({
    page,
    request,
    watch,
  }) => {
    // The reviews are an island (decision 012): React stops a click aimed at it before its code
    // came, and did not make it again (a visitor on a slow phone, or a busy CI host, pressed for
    // nothing). The island makes it again once it has hydrated (decision 109).
    const { path, answer } = await productWithReviews(request, locale);
    const release = await holdChunk(page, '**/assets/chunks/review-list-*.js');
    await page.goto(path);
    await hydrated(page);
    const review = page
      .locator('.review-list > li.review')
      .nth(answer.data.findIndex((r) => r.original !== null));
    const toggle = review.getByRole('button', { name: reviewTexts[locale].showOriginal });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(review).toHaveAttribute('lang', locale === 'nl' ? 'en' : 'nl');
    expect(watch.consoleErrors).toEqual([]);
  });

  // The seed's reviews without a translation: the demo customer's (Dutch) and a visitor's (English).
  test(`${locale}: reviews only in the other language wait behind a button that names how many`, async ({
    page,
    request,
    watch,
  }) => {
    const { path, answer } = await productWithReviews(request, locale, true);
    const words = reviewTexts[locale];
    await page.goto(path);
    await hydrated(page);
    const reviews = page.locator('.review-list > li.review');
    await expect(reviews).toHaveCount(answer.data.length);
    const more = page.getByRole('button', { name: words.showUntranslated });
    await expect(more).toHaveText(words.showUntranslated);
    await more.click();
    await expect(reviews).toHaveCount(answer.data.length + answer.meta.untranslated.count);
    await expect(more).toHaveCount(0);
    const shown = reviews.nth(answer.data.length);
    await expect(shown).toHaveAttribute('lang', locale === 'en' ? 'nl' : 'en');
    await expect(shown.locator('.review-language')).toHaveText(words.writtenIn);
    expect(watch.consoleErrors).toEqual([]);
  });
}
