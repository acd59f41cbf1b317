/** The shop's two languages. Dutch is the default and carries no path prefix; English lives under /en. */
export const locales = ['nl', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** The shop API's language ids (header X-FZ-Language-Id). */
export const languageIds: Record<Locale, number> = { nl: 1, en: 4 };

export function isLocale(value: unknown): value is Locale {
  return value === 'nl' || value === 'en';
}

/** The locale a path belongs to: `/en` and `/en/...` are English, everything else Dutch. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nl';
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname;
}

/** Adds the locale prefix to a Dutch-style path (`/x` → `/en/x` for English). */
export function withLocale(pathname: string, locale: Locale): string {
  if (locale === 'nl') return pathname;
  return pathname === '/' ? '/en' : `/en${pathname}`;
}

/** Cookie holding the visitor's last locale, valid 365 days (spec 9). */
export const localeCookie = { name: 'locale', maxAgeDays: 365 } as const;
