/**
 * The translate function over one rosetta instance. It never calls rosetta's `locale()` (which
 * mutates the instance): the language is passed on every call, so one instance is safe across
 * concurrent server renders. An unknown key answers the key itself.
 *
 * One function per language, made once: texts asked without parameters (most of them: every
 * label of the header, menus and footer on every render) are looked up once and remembered.
 */
import rosetta from 'rosetta';
import type { Locale } from '../locale.ts';
import type { dictionary } from './dictionary-nl.ts';
import type { screenTexts } from './screen-texts.gen.ts';
import type { nl as authNl, nlRoot as authRoot } from './sections/auth.ts';
import type { nl as cartNl, nlRoot as cartRoot } from './sections/cart.ts';
import type { nl as chatNl } from './sections/chat.ts';
import type { nl as checkoutNl } from './sections/checkout.ts';
import type { nl as comparisonNl } from './sections/comparison.ts';
import type { nl as consentNl } from './sections/consent.ts';
import type { nl as contentNl } from './sections/content.ts';
import type { nl as dashboardNl } from './sections/dashboard.ts';
import type { nl as listingNl } from './sections/listing.ts';
import type { nl as locatorNl } from './sections/locator.ts';
import type { nl as overlaysNl } from './sections/overlays.ts';

/** One language: core texts plus every section (the lazy ones once loaded). */
export type LocaleDictionary = typeof dictionary &
  Partial<
    {
      auth: typeof authNl;
      cart: typeof cartNl;
      chat: typeof chatNl;
      checkout: typeof checkoutNl;
      comparison: typeof comparisonNl;
      consent: typeof consentNl;
      content: typeof contentNl;
      dashboard: typeof dashboardNl;
      listing: typeof listingNl;
      locator: typeof locatorNl;
      overlays: typeof overlaysNl;
    } & typeof authRoot &
      typeof cartRoot & { [S in keyof typeof screenTexts]: (typeof screenTexts)[S]['nl'] }
  >;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export type Dictionaries = Partial<Record<Locale, LocaleDictionary>>;

/** Bound on remembered texts per language (keys are code, but an unknown key is remembered too). */
const maxRemembered = 5000;

export function createTranslator(dictionaries: Dictionaries) {
  const i18n = rosetta<LocaleDictionary>(dictionaries as Record<string, LocaleDictionary>);
  const made = new Map<Locale, Translate>();
  return (locale: Locale): Translate => {
    const existing = made.get(locale);
    if (existing) return existing;
    if (!i18n.table(locale)) throw new Error(`The ${locale} dictionary is not loaded`);
    const lookup = (key: string, params: Record<string, unknown>) => {
      const text = i18n.t(key, params, locale);
      return text === '' ? key : text;
    };
    const plain = new Map<string, string>();
    const translate: Translate = (key, params) => {
      if (params !== undefined) return lookup(key, params);
      let text = plain.get(key);
      if (text === undefined) {
        text = lookup(key, {});
        if (plain.size < maxRemembered) plain.set(key, text);
      }
      return text;
    };
    made.set(locale, translate);
    return translate;
  };
}
