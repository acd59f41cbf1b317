/**
 * Dutch compounds and diminutives the catalogue does not write (issue 39), at query time, for a
 * word the catalogue knows in no way (not as written, by stem, inside another word or as two
 * words): `melkkannetje` is a `melkkan`; `koffiebonenmolen` is a `molen` for `koffiebonen`.
 * Pure: the caller looks the candidate words up in the catalogue's lexicon and chooses with
 * `readCompound`.
 *
 * A Dutch compound's head (what the thing is) is its last part; the parts before it only say
 * which. So the head must match, and the modifier orders the results. Both must be words of the
 * catalogue (as written, by stem or inside its words): `wasmachine` is no `machine` of this shop,
 * because nothing here is a `was`.
 */

/** Letters of a part at least (`kan`, `pot`); shorter pieces are no parts. */
const MIN_PART = 3;

/**
 * What a diminutive may be the diminutive of, most likely first: -etje (kannetje → kan, with its
 * doubled consonant undone), -tje, -pje, -kje (koninkje → koning), -je; a plural -jes as -je.
 */
export function diminutiveBases(word: string): string[] {
  const singular = word.endsWith('jes') ? word.slice(0, -1) : word;
  if (!singular.endsWith('je')) return [];
  const out: string[] = [];
  const add = (base: string) => {
    if (base.length >= MIN_PART && !out.includes(base)) out.push(base);
  };
  if (singular.endsWith('etje')) {
    const stem = singular.slice(0, -4);
    add(/([bdfgklmnprst])\1$/.test(stem) ? stem.slice(0, -1) : stem);
  }
  if (singular.endsWith('tje')) add(singular.slice(0, -3));
  if (singular.endsWith('pje')) add(singular.slice(0, -3));
  if (singular.endsWith('inkje')) add(`${singular.slice(0, -5)}ing`);
  if (singular.endsWith('kje')) add(singular.slice(0, -3));
  add(singular.slice(0, -2));
  return out;
}

/** A modifier without a linking `s`, `e` or `en` (reinigings-, bonen-): each way it may be written. */
function modifierForms(modifier: string): string[] {
  const out = [modifier];
  if (modifier.length > MIN_PART + 1 && modifier.endsWith('s')) out.push(modifier.slice(0, -1));
  if (modifier.length > MIN_PART + 2 && modifier.endsWith('en')) out.push(modifier.slice(0, -2));
  if (modifier.length > MIN_PART + 1 && modifier.endsWith('e')) out.push(modifier.slice(0, -1));
  return out;
}

/** The words to look up first for reading `word`: its diminutive bases and every head (suffix). */
export function headCandidates(word: string): string[] {
  const out = new Set(diminutiveBases(word));
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) out.add(word.slice(i));
  return [...out];
}

/** Then, for the heads that are words, the modifiers before them in each way they may be written. */
export function modifierCandidates(word: string, isHead: (w: string) => boolean): string[] {
  const out = new Set<string>();
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++)
    if (isHead(word.slice(i))) for (const m of modifierForms(word.slice(0, i))) out.add(m);
  return [...out];
}

export type CompoundReading =
  | { kind: 'diminutive'; base: string }
  | { kind: 'compound'; head: string; modifier: string };

/**
 * How to read a word the catalogue does not know, given which candidate words it does know
 * (`isWord`): the diminutive of a catalogue word, or a catalogue word (the head, longest first)
 * after a modifier that is a catalogue word too; null when neither.
 */
export function readCompound(word: string, isWord: (w: string) => boolean): CompoundReading | null {
  for (const base of diminutiveBases(word)) if (isWord(base)) return { kind: 'diminutive', base };
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
    const head = word.slice(i);
    if (!isWord(head)) continue;
    const modifier = modifierForms(word.slice(0, i)).find(isWord);
    if (modifier) return { kind: 'compound', head, modifier };
  }
  return null;
}
