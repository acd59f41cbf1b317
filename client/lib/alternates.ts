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
import { fillPattern, routeById } from '../../shared/routes.ts';
import { matchScreen } from './match-route.ts';
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
  return { nl: fillPattern(def.nl, params), en: fillPattern(def.en, params) };
}

export function useAlternates(): Alternates {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // An error page has no entity: nothing to ask the API about.
  const pageError = useContext(PageErrorContext);
  const isCatchAll = matchScreen(pathname).id === 'catchAll' && pageError === null;
  const resolved = useOptionalApi<{ data: { alternate_lang_hrefs: AlternateHref[] } }>(
    isCatchAll ? apiKeys.resolve(stripLocale(pathname), locale) : null,
  );
  return alternatesFor(pathname, resolved?.data?.alternate_lang_hrefs);
}
