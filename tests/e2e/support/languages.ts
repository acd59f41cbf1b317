/**
 * The languages a journey runs in (decision 071).
 * - `E2E_LANGUAGES=both` (CI: .ci/run sets it): every journey in Dutch and in English.
 * - Otherwise (`npm test` on a developer's machine): each block of journeys runs in the one language
 *   its call names. The blocks are split between the two, so every run visits both languages and
 *   takes about half as long.
 */
export type Locale = 'nl' | 'en';

/** `E2E_LANGUAGES` read: "one" (the default) or "both"; anything else is a mistake worth stopping for. */
export function languageSetting(env: Record<string, string | undefined>): 'one' | 'both' {
  const setting = env.E2E_LANGUAGES || 'one';
  if (setting !== 'one' && setting !== 'both')
    throw new Error(`E2E_LANGUAGES must be "one" or "both", not "${setting}"`);
  return setting;
}

/** True when every journey runs in both languages. */
export const bothLanguages = languageSetting(process.env) === 'both';

/** The languages of a block of journeys: both, or only `quick` in a one-language run. */
export function journeyLocales(quick: Locale): readonly Locale[] {
  return bothLanguages ? ['nl', 'en'] : [quick];
}

/** Whether a block's journeys in `locale` run: always with both languages, else only in `quick`. */
export function runsIn(quick: Locale, locale: Locale): boolean {
  return bothLanguages || locale === quick;
}
