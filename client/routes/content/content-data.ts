/**
 * Data of content pages (by id, through the catch-all) and of the FAQ screens: everything they show
 * is critical (server-rendered), including a recipe category's recipes and a FAQ topic's questions.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Page, Resolved } from '../../../shared/contract/content.ts';
import type { LoadArgs } from '../screen.ts';
import { contentKeys, faqSearchText, pageNumber } from './content-keys.ts';

/** A page and what its type shows with it. */
async function loadPage({ get, locale }: LoadArgs, id: number) {
  const { data: page } = await get<{ data: Page }>(apiKeys.page(id, locale));
  if (page.type_code === 'recipe_category') {
    await Promise.all([get(contentKeys.recipes(locale, id)), get(contentKeys.recipeCategories(locale, id))]);
  } else if (page.type_code === 'faq_category') {
    await Promise.all([
      get(contentKeys.faqCategoryQuestions(locale, id)),
      get(contentKeys.faqCategories(locale)),
    ]);
  }
}

export async function loadContent(args: LoadArgs, resolved: Resolved) {
  args.preload('content');
  await loadPage(args, resolved.id);
}

/** `/service/faq`: topics, their questions, and the search results when there is a search. */
async function loadFaq({ get, locale, search }: LoadArgs) {
  const q = faqSearchText(search);
  await Promise.all([
    get(contentKeys.faqCategories(locale)),
    get(contentKeys.faqQuestions(locale)),
    q ? get(contentKeys.faqSearch(locale, q)) : undefined,
  ]);
}

/** `/service/faq/{slug}`: the page at that path (404 when there is none). */
async function loadFaqCategory(args: LoadArgs) {
  const { data } = await args.get<{ data: Resolved }>(
    contentKeys.faqCategory(args.locale, args.params.slug ?? ''),
  );
  if (data.type === 'page') await loadPage(args, data.id);
}

/** `/service/faq/product/{slug?}`: one product's questions (404 for an unknown product), or the list. */
async function loadFaqProduct({ get, locale, params, search }: LoadArgs) {
  if (params.slug) await get(apiKeys.product(params.slug, locale));
  else await get(contentKeys.faqProducts(locale, pageNumber(search), faqSearchText(search)));
}

/** The content screen's own routes: the FAQ, a FAQ topic, the product questions. */
export function load(args: LoadArgs) {
  if (args.routeId === 'faqCategory') return loadFaqCategory(args);
  if (args.routeId === 'faqProduct') return loadFaqProduct(args);
  return loadFaq(args);
}
