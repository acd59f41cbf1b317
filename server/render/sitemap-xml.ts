/**
 * The sitemap's markup (decision 025, 061): `<url>` elements with their language alternates, the
 * urlset around them and the sitemap index. Pure: no I/O, so the streamed children and the tests
 * share it.
 */
import type { Locale } from '../../shared/locale.ts';
import { withLocale } from '../../shared/locale.ts';

export const sitemapLocales: { locale: Locale; languageId: number }[] = [
  { locale: 'nl', languageId: 1 },
  { locale: 'en', languageId: 4 },
];

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (c) => xmlEntities[c]!);

/** A page's absolute URL: the locale's prefix, percent-encoded as URLs must be. */
export function absoluteUrl(publicUrl: string, uri: string, locale: Locale): string {
  const path = uri.startsWith('/') ? uri : `/${uri}`;
  return new URL(withLocale(path, locale), `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** An entry's uri per locale, from the API's `alternates` (by language id). */
export function urisOf(alternates: { language_id: number; uri: string }[]): Partial<Record<Locale, string>> {
  const uris: Partial<Record<Locale, string>> = {};
  for (const { locale, languageId } of sitemapLocales) {
    const uri = alternates.find((a) => a.language_id === languageId)?.uri;
    if (uri) uris[locale] = uri;
  }
  return uris;
}

/**
 * One `<url>` element per language of a page, each naming all languages and x-default (Dutch, as
 * the pages' own hreflang links). `skipHome`: a CMS page whose uri is `/` is the home page, which
 * the first child lists already, so that language's element is left out.
 */
export function urlElements(
  publicUrl: string,
  uris: Partial<Record<Locale, string>>,
  lastmod: string | undefined,
  skipHome = false,
): string[] {
  const present = sitemapLocales.filter(({ locale }) => uris[locale]);
  const links = present.map(({ locale }) => ({
    hreflang: locale as string,
    href: absoluteUrl(publicUrl, uris[locale]!, locale),
  }));
  const fallback = links.find((l) => l.hreflang === 'nl') ?? links[0];
  if (fallback) links.push({ hreflang: 'x-default', href: fallback.href });
  const alternates = links
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
    .join('');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const out: string[] = [];
  for (const [i, { locale }] of present.entries()) {
    if (skipHome && uris[locale] === '/') continue;
    out.push(`<url><loc>${escapeXml(links[i]!.href)}</loc>${modified}${alternates}</url>\n`);
  }
  return out;
}

/** The home page in both languages: the first child sitemap starts with it. */
export const homeUris: Partial<Record<Locale, string>> = { nl: '/', en: '/' };

export const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlsetClose = '</urlset>\n';

/** A child sitemap's path: `/sitemap-<kind>-<bucket>.xml`. */
export const childPath = (kind: string, bucket: number) => `/sitemap-${kind}-${bucket}.xml`;

/** The sitemap index: one `<sitemap>` per child, each with the data's last change. */
export function sitemapIndexXml(publicUrl: string, paths: string[], lastmod: string | undefined): string {
  const base = publicUrl.replace(/\/+$/, '');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const entries = paths.map((p) => `<sitemap><loc>${escapeXml(`${base}${p}`)}</loc>${modified}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
