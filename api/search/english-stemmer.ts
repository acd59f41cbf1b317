/**
 * The English (Porter2) stemmer of the Snowball project (https://snowballstem.org/algorithms/english/stemmer.html),
 * as PostgreSQL's `english` text-search configuration runs it (its `english_stem` dictionary is
 * Snowball's): the API stems English words itself where it cannot ask PostgreSQL in the same
 * statement, so its stems must be PostgreSQL's (decision 090: an English word written together
 * or apart is matched by its stem, `tea pots` and `teapots` alike). Lower-case letters a-z in,
 * the stem out.
 */

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/** Words stemmed otherwise than by the rules (the algorithm's exceptional forms). */
const EXCEPTIONS: Record<string, string> = {
  skis: 'ski',
  skies: 'sky',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};
/** Left as they are after step 1a. */
const INVARIANT_1A = new Set([
  'inning',
  'outing',
  'canning',
  'herring',
  'earring',
  'proceed',
  'exceed',
  'succeed',
]);
/** Prefixes after which R1 starts, whatever the letters. */
const R1_PREFIXES = ['gener', 'commun', 'arsen'];

/** Where R1 (or R2, from `from`) starts: after the first non-vowel that follows a vowel. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  return word.length;
}

/** A short syllable ending at `end` (exclusive). */
function shortSyllableAt(word: string, end: number): boolean {
  if (end === 2) return isVowel(word[0]) && !isVowel(word[1]);
  if (end < 3) return false;
  const [a, b, c] = [word[end - 3], word[end - 2], word[end - 1]];
  return !isVowel(a) && isVowel(b) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
}

const endsWithDouble = (w: string) => /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(w);

/** The longest of `suffixes` that `word` ends with, or undefined. */
const longest = (word: string, suffixes: readonly string[]) =>
  suffixes.filter((s) => word.endsWith(s)).sort((a, b) => b.length - a.length)[0];

const STEP2: Record<string, string> = {
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  abli: 'able',
  entli: 'ent',
  izer: 'ize',
  ization: 'ize',
  ational: 'ate',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  aliti: 'al',
  alli: 'al',
  fulness: 'ful',
  ousli: 'ous',
  ousness: 'ous',
  iveness: 'ive',
  iviti: 'ive',
  biliti: 'ble',
  bli: 'ble',
  fulli: 'ful',
  lessli: 'less',
  ogi: 'og',
  li: '',
};
const STEP3: Record<string, string> = {
  tional: 'tion',
  ational: 'ate',
  alize: 'al',
  icate: 'ic',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
  ative: '',
};
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
];

/** The Porter2 stem of a lower-case English word. */
export function stemEnglish(input: string): string {
  let word = input.replace(/^'/, '');
  if (word.length <= 2) return word;
  if (EXCEPTIONS[word]) return EXCEPTIONS[word]!;
  // (dying, lying, tying → die, lie, tie)
  if (/^[dlt]ying$/.test(word)) return `${word[0]}ie`;
  // y at the start or after a vowel is a consonant (Y)
  word = word.replace(/^y/, 'Y').replace(/([aeiouy])y/g, '$1Y');
  const prefix = R1_PREFIXES.find((p) => word.startsWith(p));
  const r1 = prefix ? prefix.length : regionAfter(word, 0);
  const r2 = regionAfter(word, r1);
  const inR1 = (suffix: string) => word.length - suffix.length >= r1;
  const inR2 = (suffix: string) => word.length - suffix.length >= r2;
  const isShort = (w: string) => shortSyllableAt(w, w.length) && r1 >= w.length;

  // Step 0: possessives
  const s0 = longest(word, ["'s'", "'s", "'"]);
  if (s0) word = word.slice(0, -s0.length);

  // Step 1a
  const s1a = longest(word, ['sses', 'ied', 'ies', 's', 'us', 'ss']);
  if (s1a === 'sses') word = `${word.slice(0, -4)}ss`;
  else if (s1a === 'ied' || s1a === 'ies')
    word = word.length > 4 ? `${word.slice(0, -3)}i` : `${word.slice(0, -3)}ie`;
  else if (s1a === 's' && /[aeiouy]/.test(word.slice(0, -2))) word = word.slice(0, -1);
  if (INVARIANT_1A.has(word)) return word;

  // Step 1b
  const s1b = longest(word, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (s1b === 'eed' || s1b === 'eedly') {
    if (inR1(s1b)) word = `${word.slice(0, -s1b.length)}ee`;
  } else if (s1b) {
    const stem = word.slice(0, -s1b.length);
    if (/[aeiouy]/.test(stem)) {
      word = stem;
      if (/(at|bl|iz)$/.test(word)) word += 'e';
      else if (endsWithDouble(word)) word = word.slice(0, -1);
      else if (isShort(word)) word += 'e';
    }
  }

  // Step 1c: y after a non-vowel that is not the first letter → i
  if (/[yY]$/.test(word) && word.length > 2 && !isVowel(word.at(-2))) word = `${word.slice(0, -1)}i`;

  // Step 2
  const s2 = longest(word, Object.keys(STEP2));
  if (s2 && inR1(s2)) {
    if (s2 === 'ogi') {
      if (word.at(-4) === 'l') word = `${word.slice(0, -3)}og`;
    } else if (s2 === 'li') {
      if (/[cdeghkmnrt]/.test(word.at(-3) ?? '')) word = word.slice(0, -2);
    } else word = word.slice(0, -s2.length) + STEP2[s2];
  }

  // Step 3
  const s3 = longest(word, Object.keys(STEP3));
  if (s3 && inR1(s3)) {
    if (s3 === 'ative') {
      if (inR2(s3)) word = word.slice(0, -5);
    } else word = word.slice(0, -s3.length) + STEP3[s3];
  }

  // Step 4
  const s4 = longest(word, STEP4);
  if (s4 && inR2(s4)) {
    if (s4 === 'ion') {
      if (/[st]$/.test(word.slice(0, -3))) word = word.slice(0, -3);
    } else word = word.slice(0, -s4.length);
  }

  // Step 5
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    if (inR2('e') || (inR1('e') && !shortSyllableAt(stem, stem.length))) word = stem;
  } else if (word.endsWith('l') && inR2('l') && word.at(-2) === 'l') word = word.slice(0, -1);

  return word.replace(/Y/g, 'y');
}

/**
 * The agent nouns English makes of a verb with -er (decision 128): `tamp` → tamper, `blend` →
 * blender, `bake` → baker (an `e` takes `r`), `whip` → whipper (a short vowel before one consonant
 * doubles it; `w`, `x` and `y` never double). Candidates only: the catalogue decides which exist.
 */
export function agentNounsOf(verb: string): string[] {
  if (verb.endsWith('e')) return [`${verb}r`];
  const doubles = /(?:^|[^aeiou])[aeiou][b-df-hj-np-tvz]$/.test(verb);
  return [`${verb}er`, ...(doubles ? [`${verb}${verb.at(-1)}er`] : [])];
}
