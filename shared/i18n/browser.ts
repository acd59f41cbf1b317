/**
 * Translation in the browser: the build maps shared/i18n/index.ts to this module, so the bundle
 * holds no dictionary. `loadDictionary(locale)` fetches the visitor's language as its own chunk
 * (the server modulepreloads it); client/main.tsx awaits it before hydrating, after which
 * `translator(locale)` works synchronously, as on the server. Another language is another document.
 */
import type { Locale } from '../locale.ts';
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

export function translator(locale: Locale): Translate {
  return translate(locale);
}
