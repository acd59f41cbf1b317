/**
 * The SWR keys of content pages, recipes and the FAQ (spec 7: GET pages with type_code, per_page,
 * parent, parent_only, page, search), built here rather than in shared/api-keys.ts so that they
 * stay out of every page's first load. The server's route data and the pages use the same keys.
 */
import { apiKeys, getKey } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';

/** Spec 9: a recipe category lists up to 100 recipe subpages. */
export const RECIPES_PER_PAGE = 100;
/** FAQ categories and their questions: one call each, as many as a page can show. */
const FAQ_PER_PAGE = 100;
/** Products per page of the FAQ about products. */
export const FAQ_PRODUCTS_PER_PAGE = 48;
/** Longest FAQ search text the storefront sends. */
export const FAQ_SEARCH_MAX = 100;

export const contentKeys = {
  /** The recipes of a recipe category. */
  recipes: (locale: Locale, parent: number) =>
    apiKeys.pages(locale, { type_code: 'recipe', parent, per_page: RECIPES_PER_PAGE }),
  /** Recipe categories under a recipe category. */
  recipeCategories: (locale: Locale, parent: number) =>
    apiKeys.pages(locale, { type_code: 'recipe_category', parent, per_page: RECIPES_PER_PAGE }),
  /** The FAQ's categories (root pages under /service/faq). */
  faqCategories: (locale: Locale) =>
    apiKeys.pages(locale, { type_code: 'faq_category', parent_only: 1, per_page: FAQ_PER_PAGE }),
  /** Every FAQ question (for the index: a few per category). */
  faqQuestions: (locale: Locale) => apiKeys.pages(locale, { type_code: 'faq', per_page: FAQ_PER_PAGE }),
  /** The questions of one FAQ category. */
  faqCategoryQuestions: (locale: Locale, parent: number) =>
    apiKeys.pages(locale, { type_code: 'faq', parent, per_page: FAQ_PER_PAGE }),
  /** FAQ questions whose title matches a search text. */
  faqSearch: (locale: Locale, search: string) =>
    apiKeys.pages(locale, { type_code: 'faq', search, per_page: 50 }),
  /** Products that have questions (the FAQ about products), by name. */
  faqProducts: (locale: Locale, page: number, search: string) =>
    getKey('/faq/products', locale, {
      page: page > 1 ? page : undefined,
      per_page: FAQ_PRODUCTS_PER_PAGE,
      search,
    }),
  /** What the FAQ category path `/service/faq/<slug>` is. */
  faqCategory: (locale: Locale, slug: string) => apiKeys.resolve(`/service/faq/${slug}`, locale),
};

/** The FAQ search text from the URL (`?q=`): trimmed, at most FAQ_SEARCH_MAX characters. */
export function faqSearchText(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, FAQ_SEARCH_MAX);
}

/** A page number from the URL (`?page=`): a whole number from 1 to 100,000, else 1. */
export function pageNumber(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), 100_000);
}
