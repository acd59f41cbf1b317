/**
 * The translate function over one rosetta instance. It never calls rosetta's `locale()` (which
 * mutates the instance): the language is passed on every call, so one instance is safe across
 * concurrent server renders. An unknown key answers the key itself.
 */
import rosetta from 'rosetta';
import type { Locale } from '../locale.ts';
import type { dictionary } from './dictionary-nl.ts';

/** One language: core texts plus every section. */
export type LocaleDictionary = typeof dictionary;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export type Dictionaries = Partial<Record<Locale, LocaleDictionary>>;

export function createTranslator(dictionaries: Dictionaries) {
  const i18n = rosetta<LocaleDictionary>(dictionaries as Record<string, LocaleDictionary>);
  return (locale: Locale): Translate => {
    if (!i18n.table(locale)) throw new Error(`The ${locale} dictionary is not loaded`);
    return (key, params) => {
      const text = i18n.t(key, params ?? {}, locale);
      return text === '' ? key : text;
    };
  };
}
