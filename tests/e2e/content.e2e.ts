/**
 * Content, recipes and the FAQ in both languages (issue 7, decision 022): a recipe category opened
 * from the menu, a recipe with its ingredients and schema.org Recipe; the FAQ from its index to a
 * topic and an opened question; a product's questions; a sub-category's breadcrumbs and link to
 * its parent; the home page's deals and best sellers. Screenshots of the recipe, the FAQ and the
 * home page are attached to the report.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import { runsIn } from './support/languages.ts';

const locales = [
  {
    locale: 'nl',
    home: '/',
    recipesMenu: 'Recepten',
    recipes: '/recepten',
    recipe: 'Cappuccino',
    recipePath: '/recepten/cappuccino',
    ingredient: '120 ml koude volle melk',
    subcategory: 'Koken met koffie',
    subcategoryPath: '/recepten/koken-met-koffie',
    backTo: 'Terug naar Recepten',
    faq: '/service/faq',
    faqTitle: 'Veelgestelde vragen',
    topic: 'Onderhoud',
    topicPath: '/service/faq/onderhoud',
    question: 'Hoe vaak moet ik ontkalken?',
    answer: /Elke twee tot drie maanden/,
    search: 'ontkalken',
    products: 'Bekijk vragen over een product',
    productsPath: '/service/faq/product',
    productQuestions: /^Vragen over /,
    deals: 'Aanbiedingen',
    bestSellers: 'Best verkocht',
    hero: 'Goede koffie begint hier',
  },
  {
    locale: 'en',
    home: '/en',
    recipesMenu: 'Recipes',
    recipes: '/en/recipes',
    recipe: 'Cappuccino',
    recipePath: '/en/recipes/cappuccino',
    ingredient: '120 ml cold whole milk',
    subcategory: 'Cooking with coffee',
    subcategoryPath: '/en/recipes/cooking-with-coffee',
    backTo: 'Back to Recipes',
    faq: '/en/service/faq',
    faqTitle: 'Frequently asked questions',
    topic: 'Maintenance',
    topicPath: '/en/service/faq/maintenance',
    question: 'How often should I descale?',
    answer: /Every two to three months/,
    search: 'descale',
    products: 'See questions about a product',
    productsPath: '/en/service/faq/product',
    productQuestions: /^Questions about /,
    deals: 'Deals',
    bestSellers: 'Best sellers',
    hero: 'Great coffee starts here',
  },
] as const;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The JSON-LD documents of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

for (const l of locales.filter((l) => runsIn('nl', l.locale))) {
  test(`(${l.locale}) a recipe category from the menu, a recipe with its ingredients and Recipe JSON-LD, a sub-category's parent`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(l.home);
    await hydrated(page);
    await page.getByTestId('top-menu-items').getByRole('link', { name: l.recipesMenu, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.recipes);
    await expect(page.locator('main h1')).toHaveText(l.recipesMenu);
    const cards = page.getByTestId('recipe-list').getByTestId('page-card');
    await expect(cards).toHaveCount(8);

    // A recipe: facts, ingredients, numbered steps, and its structured data.
    await cards.filter({ hasText: l.recipe }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.recipePath);
    await expect(page.locator('main h1')).toHaveText(l.recipe);
    await expect(page.getByTestId('recipe-ingredients').getByRole('listitem')).toContainText([l.ingredient]);
    await expect(page.getByTestId('recipe-steps').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('recipe-facts')).toBeVisible();
    await expect(page.getByTestId('content-page')).toHaveAttribute('data-colour-scheme', 'brown');
    const recipe = (await jsonLd(page)).find((d) => d['@type'] === 'Recipe');
    expect(recipe).toMatchObject({ name: l.recipe, prepTime: 'PT5M', recipeYield: '1' });
    expect(recipe?.recipeIngredient).toContain(l.ingredient);
    const steps = (recipe?.recipeInstructions ?? []) as { '@type': string }[];
    expect(steps.map((s) => s['@type'])).toEqual(['HowToStep', 'HowToStep', 'HowToStep', 'HowToStep']);
    await screenshot(page, testInfo, `recipe-${l.locale}`);

    // Back to the category through the breadcrumbs, on to its sub-category, and back through the parent link.
    await page.locator('nav.breadcrumbs').getByRole('link', { name: l.recipesMenu }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.recipes);
    await page
      .getByTestId('recipe-categories')
      .getByTestId('page-card')
      .filter({ hasText: l.subcategory })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === l.subcategoryPath);
    await expect(page.locator('main h1')).toHaveText(l.subcategory);
    const crumbs = page.locator('nav.breadcrumbs li');
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', l.recipes);
    await expect(crumbs.nth(2)).toHaveText(l.subcategory);
    await expect(page.getByTestId('recipe-list').getByTestId('page-card')).not.toHaveCount(0);
    await page.getByTestId('parent-link').filter({ hasText: l.backTo }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.recipes);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) the FAQ: index, a topic, a question opened, a search and a product's questions`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(l.faq);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText(l.faqTitle);
    await screenshot(page, testInfo, `faq-${l.locale}`);

    // A topic, from the index: its questions are closed disclosure widgets; one opens on a click.
    await page.getByTestId('faq-topics').getByRole('link', { name: l.topic, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.topicPath);
    await expect(page.locator('main h1')).toHaveText(l.topic);
    const item = page.getByTestId('faq-item').filter({ hasText: l.question });
    await expect(item).not.toHaveAttribute('open');
    await expect(item.getByText(l.answer)).toBeHidden();
    await item.getByText(l.question).click();
    await expect(item).toHaveAttribute('open', '');
    await expect(item.getByText(l.answer)).toBeVisible();
    const faqPage = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage');
    const asked = (faqPage?.mainEntity ?? []) as { name: string }[];
    expect(asked.map((q) => q.name)).toContain(l.question);
    await expect(page.locator('nav.breadcrumbs').getByRole('link', { name: l.faqTitle })).toHaveAttribute(
      'href',
      l.faq,
    );
    await screenshot(page, testInfo, `faq-topic-${l.locale}`);

    // A question linked from the index opens where it is.
    await page.locator('nav.breadcrumbs').getByRole('link', { name: l.faqTitle }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.faq);
    await page.getByTestId('faq-topics').getByRole('link', { name: l.question }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.topicPath && url.hash.startsWith('#q-'));
    await expect(page.getByTestId('faq-item').filter({ hasText: l.question })).toHaveAttribute('open', '');

    // The search box on the index finds the question.
    await page.goto(l.faq);
    await hydrated(page);
    await page.getByTestId('faq-search').fill(l.search);
    await page.getByTestId('faq-search').press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === l.search);
    await expect(page.getByTestId('faq-results').getByTestId('faq-item').first()).toContainText(l.question);

    // Questions about products: the list, then one product's questions, linking to the product.
    await page.getByTestId('faq-products-link').filter({ hasText: l.products }).click();
    await expect(page).toHaveURL((url) => url.pathname === l.productsPath);
    const product = page.getByTestId('faq-product').first();
    const name = (await product.locator('.faq-product-name').textContent())?.trim() ?? '';
    await product.click();
    await expect(page.locator('main h1')).toHaveText(l.productQuestions);
    await expect(page.locator('main h1')).toContainText(name);
    const questions = page.getByTestId('faq-item');
    await expect(questions.first()).toBeVisible();
    await questions.first().locator('summary').click();
    await expect(questions.first()).toHaveAttribute('open', '');
    await page.getByTestId('faq-product-link').click();
    await expect(page.locator('main h1')).toHaveText(name);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`(${l.locale}) the home page shows its content, deals and best sellers`, async ({
    page,
    watch,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(l.home);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText(l.hero);
    await expect(page.getByTestId('home-hero')).toHaveAttribute('data-colour-scheme', 'brown');
    const deals = page.getByTestId('home-deals');
    await expect(deals.getByRole('heading', { name: l.deals })).toBeVisible();
    await expect(deals.locator('.product-card')).toHaveCount(4);
    // Every deal shows its old price struck through.
    await expect(deals.locator('.product-card .price-old')).toHaveCount(4);
    const best = page.getByTestId('home-best-sellers');
    await expect(best.getByRole('heading', { name: l.bestSellers })).toBeVisible();
    await expect(best.locator('.product-card')).toHaveCount(8);
    await screenshot(page, testInfo, `home-${l.locale}`);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('the language switch on a FAQ topic lands on the same topic in English', async ({ page, watch }) => {
  await page.goto('/service/faq/onderhoud');
  await hydrated(page);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1')).toHaveText('Maintenance');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/service\/faq\/maintenance$/,
  );
  expect(watch.consoleErrors).toEqual([]);
});
