/**
 * Translation with both dictionaries, for the server and tests: `translator(locale)` is synchronous.
 * The browser build replaces this module with browser.ts (same `translator`, one dictionary, loaded
 * by client/main.tsx before hydration; see the i18n plugin in build.mjs), so a page ships only its
 * visitor's language.
 */
import type { Locale } from '../locale.ts';
import { dictionary as en } from './dictionary-en.ts';
import { dictionary as nl } from './dictionary-nl.ts';
import { createTranslator, type Translate } from './translate.ts';

export type { Translate } from './translate.ts';

const translate = createTranslator({ nl, en });

export function translator(locale: Locale): Translate {
  return translate(locale);
}

/** Server and tests have both dictionaries at hand. */
export async function loadDictionary(_locale: Locale): Promise<void> {}
