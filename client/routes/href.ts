/**
 * Paths of the shop, built from the table of paths (paths.ts, which imports no page): `href('cart', 'en')` is
 * `/en/checkout`; products, parts, categories and content pages at the paths the API gives them.
 */
import { type Locale, stripLocale, withLocale } from '../../shared/locale.ts';
import { type RouteId, routeById } from './paths.ts';

export type Params = Record<string, string | number | undefined>;

/** Fills a pattern: `:name` from params (optional ones dropped when absent), a trailing `/*` from params['*']. */
export function fillPattern(pattern: string, params: Params = {}): string {
  const parts: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    if (segment === '*') {
      const rest = params['*'];
      if (rest !== undefined && rest !== '') parts.push(String(rest).replace(/^\/+/, ''));
      continue;
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) continue;
        throw new Error(`Missing route parameter ${name} for ${pattern}`);
      }
      parts.push(encodeURIComponent(String(value)));
      continue;
    }
    parts.push(segment);
  }
  const path = `/${parts.join('/')}`;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The path of a screen in a locale: `href('cart', 'en')` → `/en/checkout`. */
export function href(id: RouteId, locale: Locale, params?: Params): string {
  const def = routeById(id);
  return fillPattern(locale === 'nl' ? def.nl : def.en, params);
}

/** Product page: the product's slug at the root of the locale. */
export function productHref(slug: string, locale: Locale): string {
  return withLocale(`/${slug}`, locale);
}

/** Product parts page: the product's slug followed by /onderdelen (Dutch) or /parts (English). */
const partsSuffix: Record<Locale, string> = { nl: 'onderdelen', en: 'parts' };
export function partsHref(slug: string, locale: Locale): string {
  return withLocale(`/${slug}/${partsSuffix[locale]}`, locale);
}

/** A category or content page uri from the API (Dutch-style, without the /en prefix) in a locale. */
export function uriHref(uri: string, locale: Locale): string {
  const path = uri.startsWith('/') ? uri : `/${uri}`;
  return withLocale(path, locale);
}

/**
 * The category path below the deals screen (`/aanbiedingen/espressomachines` → `/espressomachines`,
 * as the resolver is asked about it, still encoded); '' for all deals.
 */
export const dealsCategoryPath = (pathname: string) => stripLocale(pathname).replace(/^\/[^/]*/, '');

/** A category's deals: its uri (from the API, in that language) below the deals screen. */
export const dealsHref = (uri: string, locale: Locale) => href('deals', locale, { '*': uri });
