/** A recipe's facts, ingredients and steps; a recipe category's recipes and sub-categories. */
import type { Page, PageList } from '../../../shared/contract/content.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { contentKeys } from './content-keys.ts';
import { PageCards } from './content-parts.tsx';
import type { Recipe } from './recipe.ts';

function useDuration() {
  const { t } = useApp();
  return (minutes: number) => {
    if (minutes < 60) return t('contentScreen.recipe.minutes', { n: minutes });
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m ? t('contentScreen.recipe.hours', { h, m }) : t('contentScreen.recipe.hours_only', { h });
  };
}

/** Times, servings and level, as a description list. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const { t } = useApp();
  const duration = useDuration();
  const facts: [string, string][] = [];
  if (recipe.preparation !== null)
    facts.push([t('contentScreen.recipe.preparation'), duration(recipe.preparation)]);
  if (recipe.cooking !== null) facts.push([t('contentScreen.recipe.cooking'), duration(recipe.cooking)]);
  if (recipe.total !== null && recipe.cooking !== null && recipe.preparation !== null)
    facts.push([t('contentScreen.recipe.total'), duration(recipe.total)]);
  if (recipe.servings !== null) facts.push([t('contentScreen.recipe.servings'), String(recipe.servings)]);
  if (recipe.difficulty)
    facts.push([t('contentScreen.recipe.difficulty'), t(`contentScreen.recipe.${recipe.difficulty}`)]);
  if (!facts.length) return null;
  return (
    <dl className="recipe-facts" aria-label={t('contentScreen.recipe.facts')} data-testid="recipe-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ingredients and numbered steps (each step an anchor, as the JSON-LD's HowToStep urls say). */
export function RecipeMethod({ recipe }: { recipe: Recipe }) {
  const { t } = useApp();
  if (!recipe.ingredients.length && !recipe.steps.length) return null;
  return (
    <div className="recipe-method">
      {recipe.ingredients.length ? (
        <section className="recipe-ingredients" aria-labelledby="recipe-ingredients">
          <h2 id="recipe-ingredients">{t('contentScreen.recipe.ingredients')}</h2>
          <ul data-testid="recipe-ingredients">
            {recipe.ingredients.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {recipe.steps.length ? (
        <section className="recipe-steps" aria-labelledby="recipe-steps">
          <h2 id="recipe-steps">{t('contentScreen.recipe.steps')}</h2>
          <ol data-testid="recipe-steps">
            {recipe.steps.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps may repeat; their order is fixed
              <li key={i} id={`step-${i + 1}`}>
                <span className="visually-hidden">{t('contentScreen.recipe.step', { n: i + 1 })}: </span>
                {line}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** The recipes of a recipe category (spec 9: up to 100) and its sub-categories; an empty state. */
export function RecipeCategoryList({ page }: { page: Page }) {
  const { t, locale } = useApp();
  const recipes = useApi<PageList>(contentKeys.recipes(locale, page.id)).data;
  const categories = useApi<PageList>(contentKeys.recipeCategories(locale, page.id)).data;
  return (
    <>
      {recipes.length || !categories.length ? (
        <section className="recipe-list" aria-labelledby="recipe-list" data-testid="recipe-list">
          <h2 id="recipe-list">{t('contentScreen.recipes.list')}</h2>
          {recipes.length ? (
            <PageCards pages={recipes} headingLevel={3} />
          ) : (
            <p className="content-empty" data-testid="recipes-empty">
              {t('contentScreen.recipes.empty')}
            </p>
          )}
        </section>
      ) : null}
      {categories.length ? (
        <section
          className="recipe-categories"
          aria-labelledby="recipe-categories"
          data-testid="recipe-categories"
        >
          <h2 id="recipe-categories">{t('contentScreen.recipes.more')}</h2>
          <PageCards pages={categories} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
