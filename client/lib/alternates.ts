/**
 * The same page in both languages: the entity's alternate URL (product, category, content page)
 * when the API gave one, otherwise the same screen of the route table in the other locale.
 * Used by the language switcher and by the hreflang links.
 */
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { apiKeys } from '../../shared/api-keys.ts';
import type { AlternateHref } from '../../shared/contract/common.ts';
import { languageIds, localeFromPath, stripLocale, withLocale } from '../../shared/locale.ts';
import { dealsCategoryPath, fillPattern } from '../routes/href.ts';
import { matchScreen, routeById } from '../routes/paths.ts';
import { PageErrorContext } from './page-error.ts';
import { useOptionalApi } from './use-api.tsx';

export interface Alternates {
  nl: string;
  en: string;
}

export function alternatesFor(pathname: string, entityAlternates?: AlternateHref[] | null): Alternates {
  const { match, id } = matchScreen(pathname);
  if (id === 'catchAll' || !match) {
    const nl = entityAlternates?.find((a) => a.language_id === languageIds.nl)?.uri;
    const en = entityAlternates?.find((a) => a.language_id === languageIds.en)?.uri;
    const here = stripLocale(pathname);
    return { nl: withLocale(nl ?? here, 'nl'), en: withLocale(en ?? here, 'en') };
  }
  const def = routeById(id);
  const params = match.params as Record<string, string | undefined>;
  // A splat that is an entity's path (a category's deals): each language gets that entity's own path.
  const filled = (language: keyof typeof languageIds) => {
    const uri = entityAlternates?.find((a) => a.language_id === languageIds[language])?.uri;
    return params['*'] && uri ? { ...params, '*': uri } : params;
  };
  return { nl: fillPattern(def.nl, filled('nl')), en: fillPattern(def.en, filled('en')) };
}

export function useAlternates(): Alternates {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // An error page has no entity: nothing to ask the API about.
  const pageError = useContext(PageErrorContext);
  const { id } = matchScreen(pathname);
  const entityPath =
    pageError !== null
      ? ''
      : id === 'catchAll'
        ? stripLocale(pathname)
        : id === 'deals'
          ? dealsCategoryPath(pathname)
          : '';
  const resolved = useOptionalApi<{ data: { alternate_lang_hrefs: AlternateHref[] } }>(
    entityPath ? apiKeys.resolve(entityPath, locale) : null,
  );
  return alternatesFor(pathname, resolved?.data?.alternate_lang_hrefs);
}
