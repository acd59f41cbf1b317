/**
 * Translation: one rosetta instance holding both dictionaries. `translator(locale)` never calls
 * rosetta's `locale()` (which mutates the instance): it passes the language on every call, so one
 * instance is safe across concurrent server renders.
 */
import rosetta from 'rosetta';
import type { Locale } from '../locale.ts';
import { en } from './en.ts';
import { nl } from './nl.ts';
import { sections } from './sections/index.ts';

type Locales = 'nl' | 'en';
const withSections = (locale: Locales, core: object) => ({
  ...core,
  ...Object.fromEntries(Object.entries(sections).map(([name, texts]) => [name, texts[locale]])),
});

const i18n = rosetta({ nl: withSections('nl', nl), en: withSections('en', en) });

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => {
    const text = i18n.t(key, params ?? {}, locale);
    return text === '' ? key : text;
  };
}
