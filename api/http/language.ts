/** The request's language, from header X-FZ-Language-Id: 1 = nl, 4 = en; anything else is nl. */
import type { Request } from 'express';

export type LanguageId = 1 | 4;
export type Locale = 'nl' | 'en';
export const LANGUAGE_IDS: readonly LanguageId[] = [1, 4];

export interface Language {
  id: LanguageId;
  locale: Locale;
}

const nl: Language = { id: 1, locale: 'nl' };
const en: Language = { id: 4, locale: 'en' };

export function languageOf(req: Request): Language {
  const header = req.get('x-fz-language-id');
  return header !== undefined && header.trim() === '4' ? en : nl;
}
