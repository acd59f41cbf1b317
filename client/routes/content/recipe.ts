/**
 * A recipe from a recipe page's extra fields (decision 022): `ingredients` and `steps` one per line
 * (in the page's language), `preparation_time` and `cooking_time` in minutes, `servings`,
 * `difficulty` (easy, medium, hard); and its schema.org Recipe for search engines.
 */
import type { Page } from '../../../shared/contract/content.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface Recipe {
  ingredients: string[];
  steps: string[];
  /** minutes, or null when the page does not say */
  preparation: number | null;
  cooking: number | null;
  total: number | null;
  servings: number | null;
  difficulty: Difficulty | null;
}

const MAX_LINES = 100;
const MAX_MINUTES = 60 * 24 * 7;

function field(fields: Page['extra_fields'], key: string): string | undefined {
  return fields.find((f) => f.key === key)?.value;
}

/** Non-empty trimmed lines, at most MAX_LINES. */
export function linesOf(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, MAX_LINES);
}

/** A whole number of at most `max` written as digits; anything else is null. */
export function wholeNumber(value: string | undefined, max: number): number | null {
  if (value === undefined || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
}

export function recipeOf(fields: Page['extra_fields']): Recipe {
  const preparation = wholeNumber(field(fields, 'preparation_time'), MAX_MINUTES);
  const cooking = wholeNumber(field(fields, 'cooking_time'), MAX_MINUTES);
  const difficulty = field(fields, 'difficulty');
  return {
    ingredients: linesOf(field(fields, 'ingredients')),
    steps: linesOf(field(fields, 'steps')),
    preparation,
    cooking,
    total: preparation === null && cooking === null ? null : (preparation ?? 0) + (cooking ?? 0),
    servings: wholeNumber(field(fields, 'servings'), 1000),
    difficulty: difficulty === 'easy' || difficulty === 'medium' || difficulty === 'hard' ? difficulty : null,
  };
}

/** Minutes as an ISO 8601 duration (schema.org prepTime, cookTime): 5 → PT5M, 90 → PT1H30M. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

export interface RecipeJsonLdInput {
  page: Pick<Page, 'title' | 'intro' | 'image' | 'type_code'>;
  recipe: Recipe;
  /** Absolute URL of the page. */
  url: string;
  publicUrl: string;
  shopName: string;
  /** The recipe's category (its parent page's title). */
  category?: string;
  locale: 'nl' | 'en';
}

/**
 * schema.org Recipe: name, image, description, ingredients, steps as HowToStep, times, yield and
 * the shop as author. No rating: recipes have no reviews of their own.
 */
export function recipeJsonLd({
  page,
  recipe,
  url,
  publicUrl,
  shopName,
  category,
  locale,
}: RecipeJsonLdInput) {
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : `${publicUrl}${page.image}`
    : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: page.title,
    url,
    inLanguage: locale,
    ...(image ? { image: [image] } : {}),
    ...(page.intro ? { description: page.intro } : {}),
    author: { '@type': 'Organization', name: shopName, url: publicUrl },
    ...(category ? { recipeCategory: category } : {}),
    ...(recipe.preparation !== null ? { prepTime: isoDuration(recipe.preparation) } : {}),
    ...(recipe.cooking !== null ? { cookTime: isoDuration(recipe.cooking) } : {}),
    ...(recipe.total !== null ? { totalTime: isoDuration(recipe.total) } : {}),
    ...(recipe.servings !== null ? { recipeYield: String(recipe.servings) } : {}),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      text,
      url: `${url}#step-${i + 1}`,
    })),
  };
}

/** schema.org FAQPage of questions and their (sanitised) answers. */
export function faqJsonLd(items: { question: string; answer: string }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
