/**
 * Translation with both dictionaries, for the server and tests: `translator(locale)` is synchronous.
 * The browser build replaces this module with browser.ts (same `translator`, one dictionary, loaded
 * by client/main.tsx before hydration; see the i18n plugin in build.mjs), so a page ships only its
 * visitor's language.
 */
import type { Locale } from '../locale.ts';
import { dictionary as en } from './dictionary-en.ts';
import { dictionary as nl } from './dictionary-nl.ts';
import { screenTexts } from './screen-texts.gen.ts';
import * as auth from './sections/auth.ts';
import * as cart from './sections/cart.ts';
import * as chat from './sections/chat.ts';
import * as checkout from './sections/checkout.ts';
import * as comparison from './sections/comparison.ts';
import * as consent from './sections/consent.ts';
import * as content from './sections/content.ts';
import * as dashboard from './sections/dashboard.ts';
import type { LazySection } from './sections/index.ts';
import * as listing from './sections/listing.ts';
import * as locator from './sections/locator.ts';
import * as overlays from './sections/overlays.ts';
import { createTranslator, type Translate } from './translate.ts';

export type { Translate } from './translate.ts';

/** The screen folders' own texts (`client/routes/<folder>/texts.ts`), each under its screen's name. */
const screensIn = (locale: Locale) =>
  Object.fromEntries(
    Object.entries(screenTexts as Record<string, Record<Locale, object>>).map(([name, texts]) => [
      name,
      texts[locale],
    ]),
  );

const translate = createTranslator({
  nl: {
    ...nl,
    ...screensIn('nl'),
    auth: auth.nl,
    ...auth.nlRoot,
    cart: cart.nl,
    ...cart.nlRoot,
    chat: chat.nl,
    checkout: checkout.nl,
    comparison: comparison.nl,
    consent: consent.nl,
    content: content.nl,
    dashboard: dashboard.nl,
    listing: listing.nl,
    locator: locator.nl,
    overlays: overlays.nl,
  },
  en: {
    ...en,
    ...screensIn('en'),
    auth: auth.en,
    ...auth.enRoot,
    cart: cart.en,
    ...cart.enRoot,
    chat: chat.en,
    checkout: checkout.en,
    comparison: comparison.en,
    consent: consent.en,
    content: content.en,
    dashboard: dashboard.en,
    listing: listing.en,
    locator: locator.en,
    overlays: overlays.en,
  },
});

export function translator(locale: Locale): Translate {
  return translate(locale);
}

/** Server and tests have both dictionaries at hand. */
export async function loadDictionary(_locale: Locale): Promise<void> {}

/** Server and tests have every section at hand (the browser loads some on demand). */
export async function loadSection(_name: LazySection): Promise<void> {}
