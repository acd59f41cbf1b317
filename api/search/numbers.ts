/**
 * The number words search reads, in one place: the cardinals one to twelve in Dutch and English,
 * folded, with their values. Three readers take what suits them and say what they leave out and
 * why: a number word as its digits (`query-plan.ts`), a numeral that begins a Dutch compound
 * (`compounds.ts`), an amount said in words before a unit (`units.ts`). A language the shop adds
 * gets its cardinals here (docs/operations.md).
 */

/** Cardinals by language, from one up: the word at index i is the number i + 1. */
export const CARDINALS = {
  nl: 'een twee drie vier vijf zes zeven acht negen tien elf twaalf'.split(' '),
  en: 'one two three four five six seven eight nine ten eleven twelve'.split(' '),
} as const;

/**
 * Cardinals that are mostly another word where a shopper types them: `een`/`one` (an article, a
 * pronoun, `One Switch`), `zeven` (also the plural of `zeef`, the shop's sieves), `elf` (Dutch
 * eleven, also the English word). Standing alone they are read as words, not numbers.
 */
export const AMBIGUOUS_CARDINALS: ReadonlySet<string> = new Set(['een', 'one', 'zeven', 'elf']);

/** The cardinals of `languages` with their values, leaving out those in `except`. */
export function cardinals(
  languages: readonly (keyof typeof CARDINALS)[],
  except: ReadonlySet<string> = new Set(),
): Map<string, number> {
  return new Map(
    languages.flatMap((lang) =>
      CARDINALS[lang].flatMap((w, i) => (except.has(w) ? [] : [[w, i + 1] as const])),
    ),
  );
}
