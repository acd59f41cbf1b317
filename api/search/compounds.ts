/**
 * Dutch compounds and diminutives (issue 39, decisions 078 and 087).
 *
 * With a dictionary of the language (search/dictionary.ts: OpenTaal's for Dutch), `analyse` reads
 * a word as its parts, each in its dictionary form, the head (what the thing is) last: fewest
 * parts first, then the longest head; a linking `s`, `e` or `en` between parts and a verb's stem
 * as a modifier (`opschuim|kan`, `koffie|zet|apparaat`) are allowed; a diminutive or plural is
 * undone (`lepeltje` → lepel, `koffiebonen` → koffie|boon). The index stores every catalogue
 * word's parts (search_words.parts), so a query word matches a catalogue compound by its parts
 * (`kan` finds `melkkan`), never by a substring (`deel` is no part of `voordeel|pak`).
 *
 * Without a dictionary (below, decision 078): compounds the catalogue does not write, at query time, for a
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

import type { WordTest } from './dictionary.ts';
import { cardinals } from './numbers.ts';

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
  // A short vowel made long before -je (decision 110): glaasje → glas, vaatje → vat, paadje → pad.
  for (const base of [...out]) {
    const long = /([aeou])\1([bdfgklmnprst])$/.exec(base);
    if (long) add(`${base.slice(0, -3)}${long[1]}${long[2]}`);
  }
  return out;
}

/** A modifier without a linking `s`, `e` or `en` (reinigings-, bonen-): each way it may be written. */
export function modifierForms(modifier: string): string[] {
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

/**
 * Words that are never a part of a compound on their own: prepositions and particles (`voordeel`
 * is one word, not `voor|deel`; `onderdelen` not `onder|delen`). With a verb they form its stem
 * (`uitloop` of `uitlopen`), which is read whole.
 */
const NOT_PARTS = new Set(
  'aan achter bij binnen boven buiten door langs met mee naar niet onder over rond tegen toe tot uit van voor weg het een dat die wat als dan maar ook nog wel zeer zijn'.split(
    ' ',
  ),
);

/** An open syllable's vowel written single before an ending (bonen, apparaten): doubled again. */
const doubledVowel = (stem: string) =>
  /(?:^|[^aeiou])[aeou][^aeiouwyj]$/.test(stem) ? `${stem.slice(0, -1)}${stem.at(-2)}${stem.at(-1)}` : null;

/** What an ending `-en` or `-e` may have been added to: kannen → kan, bonen → boon, schijven → schijf. */
function endingBases(stem: string): string[] {
  const out: string[] = [];
  if (/([bdfgklmnprst])\1$/.test(stem)) out.push(stem.slice(0, -1));
  const voiced = stem.endsWith('v')
    ? `${stem.slice(0, -1)}f`
    : stem.endsWith('z')
      ? `${stem.slice(0, -1)}s`
      : null;
  const doubled = doubledVowel(stem);
  if (doubled) out.push(doubled);
  if (voiced) {
    const both = doubledVowel(voiced);
    if (both) out.push(both);
    out.push(voiced);
  }
  out.push(stem);
  return out;
}

/**
 * The dictionary forms of a word as written in a compound or query, the likeliest first: itself,
 * the singular of a plural (-s, -en, -n), the base of a diminutive (-je, -tje, -etje, -pje, -kje,
 * plural -jes), an adjective without its -e, an agent noun of a verb (`opschuimer`); empty when
 * none is a dictionary word. (`schalen` is a verb and the plural of `schaal`: both.)
 */
export function lemmas(word: string, isWord: (w: string) => boolean): string[] {
  if (word.length < MIN_PART || NOT_PARTS.has(word)) return [];
  const out: string[] = [];
  const add = (w: string) => {
    if (w.length >= MIN_PART && !NOT_PARTS.has(w) && !out.includes(w) && isWord(w)) out.push(w);
  };
  add(word);
  for (const base of diminutiveBases(word)) add(base);
  // (A plural -s never follows an s: `glass` is no plural of `glas`, whose plural is `glazen`.)
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('en')) for (const base of endingBases(word.slice(0, -2))) add(base);
  if (word.endsWith('n')) add(word.slice(0, -1));
  if (word.endsWith('e')) for (const base of endingBases(word.slice(0, -1))) add(base);
  // An agent noun the dictionary does not list, and its verb's stem (`opschuimer`: opschuim),
  // also as a diminutive's base (`tampertje`: tamper, tamp).
  for (const form of out.length ? [] : [word, ...diminutiveBases(word)]) {
    const agent = /^(.+)ers?$/.exec(form);
    if (agent && verbStem(agent[1]!, isWord)) {
      out.push(form.replace(/s$/, ''), agent[1]!);
      break;
    }
  }
  return out.slice(0, 2);
}

/** The likeliest dictionary form of a word, or null (see `lemmas`). */
export const lemma = (word: string, isWord: (w: string) => boolean): string | null =>
  lemmas(word, isWord)[0] ?? null;

/** A modifier may also be a verb's stem: opschuim (opschuimen), zet (zetten), weeg (wegen). */
function verbStem(piece: string, isWord: (w: string) => boolean): boolean {
  if (piece.length < MIN_PART) return false;
  if (isWord(`${piece}en`)) return true;
  if (/[^aeiou]$/.test(piece) && isWord(`${piece}${piece.at(-1)}en`)) return true;
  const single = /([aeou])\1([^aeiou])$/.exec(piece);
  return !!single && isWord(`${piece.slice(0, -3)}${single[1]}${single[2]}en`);
}

/**
 * Numerals that begin compounds (`eengroeps`, `tweedelig`, `driegroepsmachine`), with their digits:
 * modifiers whatever the dictionary's flags say, `een` too, which is no part elsewhere (an article).
 */
export const NUMERAL_MODIFIERS: ReadonlyMap<string, string> = new Map(
  [...cardinals(['nl'])].map(([w, n]) => [w, String(n)]),
);

/** Forms of a modifier that are a verb's stem (`opschuim`, `weeg`), not a word the dictionary lists. */
const verbStems = new WeakSet<string[]>();

/** A modifier as written (with its linking `s`, `e` or `en`): its dictionary forms, or none. */
function modifierLemmas(piece: string, isWord: (w: string) => boolean): string[] {
  if (NUMERAL_MODIFIERS.has(piece)) return [piece];
  for (const form of modifierForms(piece)) {
    if (NOT_PARTS.has(form)) continue;
    const bases = lemmas(form, isWord);
    if (bases.length) return bases;
    if (verbStem(form, isWord)) {
      const stem = [form];
      verbStems.add(stem);
      return stem;
    }
  }
  return [];
}

/**
 * How many of a reading's modifiers are weak: a verb's stem, or (where the dictionary's compound
 * flags are known) a word that may begin no compound (`drieg`, of driegen). Of two readings with
 * as many parts, the one with fewer is likelier: `drie|groeps|machine`, not `drieg|roeps|machine`.
 */
const weakModifiers = (modifiers: string[][], isWord: WordTest) =>
  modifiers.filter(
    (forms) =>
      verbStems.has(forms) ||
      (isWord.begins !== undefined &&
        !NUMERAL_MODIFIERS.has(forms[0]!) &&
        forms.every((f) => !isWord.begins!(f))),
  ).length;

export interface Analysis {
  /** the parts in their likeliest dictionary forms, the head last; one for a word that is no compound */
  parts: string[];
  /** every part at every level in each of its forms (`filter|koffiezetapparaat`: koffie, zet, apparaat too) */
  all: string[];
  /** the head in each of its forms, and the head's own heads (koffiezetapparaat, apparaat) */
  heads: string[];
  /**
   * the parts in their base forms, where the likeliest is an inflection the dictionary lists too
   * (`bodem|loze` → bodem, loos): a catalogue word holds the base (`bodemloos`)
   */
  bases: string[];
}

/**
 * A word read with a dictionary (`isWord`): its parts, fewest first, then the longest head; a
 * word that is no compound is its own dictionary form (`lepeltje` → [lepel]); null when the word
 * is no dictionary word in any reading.
 */
export function analyse(word: string, isWord: WordTest, depth = 0): Analysis | null {
  const n = word.length;
  // fewest modifiers covering word[0, i) (each with its forms); null: none
  const memo = new Map<number, string[][] | null>();
  // each part's forms → the part as written
  const written = new WeakMap<string[], string>();
  const modifiers = (end: number): string[][] | null => {
    if (end === 0) return [];
    if (memo.has(end)) return memo.get(end)!;
    let best: string[][] | null = null;
    for (let start = end - MIN_PART; start >= 0; start--) {
      const forms = modifierLemmas(word.slice(start, end), isWord);
      if (!forms.length) continue;
      written.set(forms, word.slice(start, end));
      const before = modifiers(start);
      if (!before) continue;
      const reading = [...before, forms];
      // Fewest parts; of as many, fewest weak modifiers (`drie|groeps`, not `drieg|roeps`).
      if (
        !best ||
        reading.length < best.length ||
        (reading.length === best.length && weakModifiers(reading, isWord) < weakModifiers(best, isWord))
      )
        best = reading;
    }
    memo.set(end, best);
    return best;
  };
  // A word the dictionary lists (as written or inflected) is split only into modifiers of four
  // letters or more: `melk|kan` and `koffiezet|apparaat`, but `tabletten` is no `tab|letten`.
  const whole = lemmas(word, isWord);
  let best: string[][] | null = null;
  for (let i = MIN_PART; i <= n - MIN_PART; i++) {
    const head = lemmas(word.slice(i), isWord);
    if (!head.length) continue;
    written.set(head, word.slice(i));
    const before = modifiers(i);
    if (!before || (best && before.length + 1 >= best.length)) continue;
    if (whole.length && before.some((forms) => forms[0]!.length < 4)) continue;
    // ... and, where the dictionary's flags are known, not when its head may end no compound
    // and a modifier begin none (decision 090): the whole word is preferred, `standaard` is no
    // `stand|aard`, `pullman` no `pull|man`; `melk|kan` stays (`melk` begins compounds).
    const { begins, ends } = isWord;
    if (
      whole.length &&
      begins &&
      ends &&
      head.every((f) => !ends(f)) &&
      before.some((forms) => forms.every((f) => isWord(f) && !begins(f)))
    )
      continue;
    best = [...before, head];
  }
  if (!best) {
    if (!whole.length) return null;
    return {
      parts: [whole[0]!],
      all: whole,
      heads: whole,
      bases: [whole[0] === word ? (whole[1] ?? word) : whole[0]!],
    };
  }
  const all = new Set(best.flat());
  const heads = new Set(best.at(-1)!);
  // A part that is a compound itself (listed whole) gives its parts too: `apparaat` of `koffiezetapparaat`.
  // (Only a long part into parts of four letters or more: `wisselaar` is no `wis|laar`.)
  if (depth < 2)
    for (const [k, forms] of best.entries()) {
      if (forms[0]!.length < 9) continue;
      const inner = analyse(forms[0]!, isWord, depth + 1);
      if (!inner || inner.parts.length < 2 || inner.parts.some((p) => p.length < 4)) continue;
      for (const w of inner.all) all.add(w);
      if (k === best.length - 1) for (const w of inner.heads) heads.add(w);
    }
  return {
    parts: best.map((forms) => forms[0]!),
    all: [...all],
    heads: [...heads],
    // (the next form where the first is the part as written and listed: `loze` → loos; `bonen`,
    // not listed, is read as boon first and stays so, not `bon`)
    bases: best.map((forms) => (forms[0] === written.get(forms) ? (forms[1] ?? forms[0]!) : forms[0]!)),
  };
}

/**
 * The action noun of an agent noun (`reiniger` → reiniging: what the one who cleans does), when
 * the dictionary lists it: the catalogue may write either of the verb's nouns (decision 115).
 */
export function actionNoun(word: string, isWord: (w: string) => boolean): string | null {
  const agent = /^(.+)er$/.exec(word);
  if (!agent || !verbStem(agent[1]!, isWord)) return null;
  const noun = `${agent[1]}ing`;
  return isWord(noun) ? noun : null;
}

/** Heads that name a device for what the verb before them does (`koffiezet|apparaat`). */
const INSTRUMENTS = new Set(['apparaat', 'apparatuur', 'machine', 'toestel', 'automaat']);

/**
 * A device named by a verb's stem and an instrument noun, as the agent noun Dutch also says:
 * `melkopschuimapparaat` is a `melkopschuimer`, `koffiezetapparaat` a `koffiezetter`; null when
 * the word is no such compound. Both are searched: the catalogue decides which it writes.
 */
export function agentNoun(analysis: Analysis, isWord: (w: string) => boolean): string | null {
  const { parts } = analysis;
  if (parts.length < 2 || !INSTRUMENTS.has(parts.at(-1)!)) return null;
  const stem = parts.at(-2)!;
  if (!verbStem(stem, isWord)) return null;
  // a short vowel before one consonant doubles it: zet → zetter
  const agent = /(?:^|[^aeiou])[aeiou][bdfgklmnprst]$/.test(stem) ? `${stem}${stem.at(-1)}er` : `${stem}er`;
  return parts.slice(0, -2).join('') + agent;
}

/** Every string one edit from `typo`: a letter left out, added or changed, two letters swapped. */
function oneEdit(typo: string): Set<string> {
  const edits = new Set<string>();
  for (let k = 0; k <= typo.length; k++) {
    const a = typo.slice(0, k);
    const b = typo.slice(k);
    if (b) edits.add(a + b.slice(1));
    if (b.length > 1) edits.add(a + b[1] + b[0] + b.slice(2));
    for (const c of 'abcdefghijklmnopqrstuvwxyz') {
      if (b) edits.add(a + c + b.slice(1));
      edits.add(a + c + b);
    }
  }
  edits.delete(typo);
  return edits;
}

/**
 * A word with a typo in its head (`koffiemoelen`), or a word that is one head with a typo
 * (`borsel`): the modifiers before it read as written (by `isWord`), the head corrected by one edit to a word of four letters or more that `isHead`
 * knows (the catalogue's parts: service.ts); or, with `isModifier`, the head as written and the
 * modifier corrected (`wegschaal`); cheapest first by `cost`, at most `limit`.
 */
export function repairs(
  word: string,
  isWord: (w: string) => boolean,
  cost: (typed: string, corrected: string) => number,
  options: { limit?: number; isHead?: (w: string) => boolean; isModifier?: (w: string) => boolean } = {},
): { word: string; analysis: Analysis; cost: number; at: number }[] {
  const { limit = 8, isHead = isWord, isModifier } = options;
  /** `at`: where the head begins in the word as typed */
  const out = new Map<string, { word: string; analysis: Analysis; cost: number; at: number }>();
  // i = 0: the word is a head itself, one edit from a part the catalogue sells (`borsel`: the
  // catalogue writes `borstels` and `maalwerkborstel`, never `borstel` alone).
  for (let i = 0; i <= word.length - 4; i = i === 0 ? 4 : i + 1) {
    const before = i === 0 ? { parts: [], all: [] } : analyse(word.slice(0, i), isWord);
    if (!before) continue;
    for (const edit of oneEdit(word.slice(i))) {
      if (edit.length < 4) continue;
      const head = lemmas(edit, isHead);
      if (!head.length) continue;
      const candidate = word.slice(0, i) + edit;
      if (out.has(candidate)) continue;
      const parts = [...before.parts, head[0]!];
      out.set(candidate, {
        word: candidate,
        analysis: { parts, all: [...before.all, ...head], heads: head, bases: parts },
        cost: cost(word, candidate),
        at: i,
      });
    }
  }
  // A typo in the modifier (decision 110: `wegschaal`): the head as written, a part the catalogue
  // sells, after a modifier one edit from a part it sells (`isModifier`), four letters or more.
  if (isModifier)
    for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
      const head = lemmas(word.slice(i), isHead);
      if (!head.length) continue;
      for (const edit of oneEdit(word.slice(0, i))) {
        if (edit.length < 4) continue;
        const modifier = modifierForms(edit).find(isModifier);
        if (!modifier) continue;
        const candidate = edit + word.slice(i);
        if (out.has(candidate)) continue;
        out.set(candidate, {
          word: candidate,
          analysis: {
            parts: [modifier, head[0]!],
            all: [modifier, ...head],
            heads: head,
            bases: [modifier, head[0]!],
          },
          cost: cost(word, candidate),
          at: i,
        });
      }
    }
  return [...out.values()].sort((a, b) => a.cost - b.cost || a.word.localeCompare(b.word)).slice(0, limit);
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
