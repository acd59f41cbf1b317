/**
 * Translation in the browser: the build maps shared/i18n/index.ts to this module, so the bundle
 * holds no dictionary. `loadDictionary(locale)` fetches the visitor's language as its own chunk
 * (the server modulepreloads it); client/main.tsx awaits it before hydrating, after which
 * `translator(locale)` works synchronously, as on the server. Another language is another document.
 */
import type { Locale } from '../locale.ts';
import type { LazySection } from './sections/index.ts';
import { createTranslator, type Dictionaries, type Translate } from './translate.ts';

export type { Translate } from './translate.ts';

const loaded: Dictionaries = {};
let translate = createTranslator(loaded);

export async function loadDictionary(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const { dictionary } =
    locale === 'en' ? await import('./dictionary-en.ts') : await import('./dictionary-nl.ts');
  loaded[locale] = dictionary;
  translate = createTranslator(loaded);
}

/**
 * Adds a section that is not in the dictionary chunk (sections/index.ts `lazySections`) to the
 * loaded dictionary of the document's language. Code that uses it awaits this before it renders
 * (its island or page factory), so no text is ever asked for before it is there.
 */
const sectionsLoaded = new Set<string>();

/** Literal imports, so the build can point each at its own module. */
const sectionLoaders: Record<LazySection, Record<Locale, () => Promise<{ texts: object }>>> = {
  auth: { nl: () => import('./lazy-auth-nl.ts'), en: () => import('./lazy-auth-en.ts') },
  cart: { nl: () => import('./lazy-cart-nl.ts'), en: () => import('./lazy-cart-en.ts') },
  chat: { nl: () => import('./lazy-chat-nl.ts'), en: () => import('./lazy-chat-en.ts') },
  checkout: { nl: () => import('./lazy-checkout-nl.ts'), en: () => import('./lazy-checkout-en.ts') },
  comparison: {
    nl: () => import('./lazy-comparison-nl.ts'),
    en: () => import('./lazy-comparison-en.ts'),
  },
  consent: { nl: () => import('./lazy-consent-nl.ts'), en: () => import('./lazy-consent-en.ts') },
  content: { nl: () => import('./lazy-content-nl.ts'), en: () => import('./lazy-content-en.ts') },
  dashboard: { nl: () => import('./lazy-dashboard-nl.ts'), en: () => import('./lazy-dashboard-en.ts') },
  listing: { nl: () => import('./lazy-listing-nl.ts'), en: () => import('./lazy-listing-en.ts') },
  locator: { nl: () => import('./lazy-locator-nl.ts'), en: () => import('./lazy-locator-en.ts') },
  overlays: { nl: () => import('./lazy-overlays-nl.ts'), en: () => import('./lazy-overlays-en.ts') },
  // The screen folders' own texts (written from client/routes/*/texts.ts; decision 088).
  screens: { nl: () => import('./lazy-screens-nl.ts'), en: () => import('./lazy-screens-en.ts') },
  returns: { nl: () => import('./lazy-returns-nl.ts'), en: () => import('./lazy-returns-en.ts') },
};

export async function loadSection(name: LazySection): Promise<void> {
  const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'nl';
  await loadDictionary(locale);
  const dictionary = loaded[locale];
  const key = `${locale}:${name}`;
  if (!dictionary || sectionsLoaded.has(key)) return;
  // One language only, built on its own (build.mjs), like the dictionaries.
  const { texts } = await sectionLoaders[name][locale]();
  // rosetta reads this same object: the texts are visible to the translator already made.
  Object.assign(dictionary, texts);
  sectionsLoaded.add(key);
}

export function translator(locale: Locale): Translate {
  return translate(locale);
}
