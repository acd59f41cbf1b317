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
 * Adds a section that is not in the dictionary chunk (sections/index.ts `lazySections`, or a screen
 * folder's texts) to the loaded dictionary of the document's language. Code that uses it awaits this
 * before it renders (its island or page factory), so no text is ever asked for before it is there.
 * Loading a section again costs no request (the browser keeps imported modules) and puts the same
 * objects in the same places, so nothing records what was loaded (fewer first-load bytes).
 */
export async function loadSection(name: LazySection): Promise<void> {
  const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'nl';
  await loadDictionary(locale);
  // One language only, built on its own (build.mjs), like the dictionaries.
  // The table of sections is a chunk of its own: a page that needs none (the product page) does not
  // load it; the server modulepreloads it with the sections a page needs.
  const { sectionLoaders } = await import('./section-loaders.ts');
  // rosetta reads this same object: the texts are visible to the translator already made.
  Object.assign(loaded[locale]!, (await sectionLoaders[name][locale]()).texts);
}

export function translator(locale: Locale): Translate {
  return translate(locale);
}
