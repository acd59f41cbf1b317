import { describe, expect, it } from 'vitest';
import { SEARCH_BOUNDS } from './bounds.ts';
import {
  candidateWords,
  codeSplits,
  dottedCode,
  formSynonyms,
  type Lexicon,
  numberForms,
  openCompound,
  planSearch,
  queryTokens,
  searchWords,
} from './query-plan.ts';

const lexicon = (over: Partial<Lexicon> = {}): Lexicon => ({
  known: new Map(),
  stemWords: new Map(),
  containing: new Map(),
  similar: new Map(),
  exists: new Set(),
  ...over,
});

describe('search words and tokens', () => {
  it('folds, drops the ,PCS unit and leaves only letters and digits for to_tsquery', () => {
    expect(searchWords('  Cafeïnevrije  KOFFIE ')).toEqual(['cafeinevrije', 'koffie']);
    expect(searchWords('ROC90090,PCS')).toEqual(['roc90090']);
    expect(queryTokens(searchWords("koffie & | ! : * ( ) <-> 'molen':*"))).toEqual(['koffie', 'molen']);
    expect(queryTokens(searchWords('dual-boiler'))).toEqual(['dual', 'boiler']);
    expect(queryTokens(searchWords('a'.repeat(200))).every((t) => /^[a-z]+$/.test(t))).toBe(true);
  });
  it('asks for joined pairs and compound halves', () => {
    expect(candidateWords(['dual', 'boiler'])).toContain('dualboiler');
    expect(candidateWords(['dualboiler'])).toEqual(expect.arrayContaining(['dual', 'boiler']));
    expect(candidateWords(['reinigingstabletten'])).toEqual(
      expect.arrayContaining(['reiniging', 'tabletten']),
    );
  });
});

describe('planSearch', () => {
  it('a known word: itself and the compounds that hold it', () => {
    const plan = planSearch(
      ['molen'],
      lexicon({
        known: new Map([['molen', 30]]),
        containing: new Map([
          [
            'molen',
            [
              { word: 'koffiemolens', products: 400 },
              { word: 'handmolens', products: 40 },
            ],
          ],
        ]),
      }),
      [],
      { prefix: false },
    );
    expect(plan.strict).toBe('(molen | koffiemolens | handmolens)');
    expect(plan.loose).toBe(plan.strict);
    expect(plan.corrected).toBeNull();
  });

  it('an unknown word gets typo corrections only in the loose form, and did-you-mean', () => {
    const plan = planSearch(
      ['kofiemolen'],
      lexicon({ similar: new Map([['kofiemolen', [{ word: 'koffiemolens', products: 400, distance: 2 }]]]) }),
      [],
      { prefix: false },
    );
    expect(plan.strict).toBe('kofiemolen');
    expect(plan.loose).toBe('(kofiemolen | koffiemolens)');
    expect(plan.corrected).toBe('koffiemolens');
  });

  it('splits an unknown compound into catalogue words and joins a pair the catalogue writes as one', () => {
    expect(
      planSearch(['dualboiler'], lexicon({ exists: new Set(['dual', 'boiler']) }), [], { prefix: false })
        .strict,
    ).toBe('(dualboiler | (dual & boiler))');
    expect(
      planSearch(['dual', 'boiler'], lexicon({ exists: new Set(['dualboiler']) }), [], { prefix: false })
        .strict,
    ).toBe('((dual & boiler) | dualboiler)');
  });

  // Models of the seeded catalogue as shoppers type them (decision 110): the catalogue's own
  // spelling is the second column.
  it.each([
    ['flair58', 'Flair 58', ['flair', '58']],
    ['cm5310', 'Miele CM 5310', ['cm', '5310']],
    ['pro800', 'Profitec Pro 800', ['pro', '800']],
    ['jmax', '1Zpresso J-Max', ['j', 'max']],
    ['marax', 'Lelit Mara X', ['mara', 'x']],
    ['kultra', '1Zpresso K-Ultra', ['k', 'ultra']],
    ['helios65', 'Eureka Helios 65', ['helios', '65']],
  ])('a model typed joined, %s (%s), is searched as neighbours', (typed, _name, [a, b]) => {
    expect(codeSplits(typed!)).toContainEqual([a, b]);
    const plan = planSearch([typed!], lexicon({ exists: new Set([a!, b!]) }), [], { prefix: false });
    expect(plan.strict).toContain(`(${a} <-> ${b})`);
    expect(plan.strict).not.toContain(`(${a} & ${b})`);
  });

  it('a joined model does not keep an unknown word from its typo corrections (decision 110)', () => {
    expect(codeSplits('koffiemolen').every(([a, b]) => Math.min(a.length, b.length) <= 2)).toBe(true);
    const plan = planSearch(
      ['grindr'],
      lexicon({
        exists: new Set(['grind']),
        similar: new Map([['grindr', [{ word: 'grinder', products: 9, distance: 1 }]]]),
      }),
      [],
      { prefix: false },
    );
    expect(plan.strict).toBe('(grindr | (grind <-> r))');
    expect(plan.loose).toContain('grinder');
    expect(plan.corrected).toBe('grinder');
  });

  it('expands synonyms: two-way both ways, one-way only from the first term, phrases as AND', () => {
    const synonyms = [
      { terms: ['piston', 'hendel'], twoWay: true },
      { terms: ['bean to cup', 'volautomaat'], twoWay: false },
    ];
    const none = lexicon();
    expect(planSearch(['hendel'], none, synonyms, { prefix: false }).strict).toBe('(hendel | piston)');
    expect(planSearch(['bean', 'to', 'cup'], none, synonyms, { prefix: false }).strict).toBe(
      '((bean & to & cup) | volautomaat)',
    );
    expect(planSearch(['volautomaat'], none, synonyms, { prefix: false }).strict).toBe('volautomaat');
  });

  it('a model written with a dot (`EQ.6`) typed apart, joined or dotted (decision 116)', () => {
    // The catalogue indexes `eq.6` as one word; the query's words split it.
    expect(queryTokens(searchWords('EQ.6'))).toEqual(['eq', '6']);
    for (const tokens of [['eq', '6'], ['eq6']])
      expect(planSearch(tokens, lexicon(), [], { prefix: false }).strict).toContain('eq.6');
    expect(dottedCode('eq', '6')).toBe('eq.6');
    // letters, then a number: not two words, nor a number and a word
    expect(dottedCode('espresso', 'machine')).toBeNull();
    expect(dottedCode('58', 'mm')).toBeNull();
  });

  it('an English closed compound reads as the open one, of two words of the catalogue (decision 117)', () => {
    const words = new Set([
      'portafilter',
      'porta',
      'filter',
      'basket',
      'baskets',
      'coffee',
      'cups',
      'kettle',
      'scale',
    ]);
    const isWord = (w: string) => words.has(w);
    // English writes a compound closed, open or hyphenated alike (Oxford: `coffee cup`, `coffeecup`).
    const table: [string, [string, string] | null][] = [
      ['portafilterbasket', ['portafilter', 'basket']],
      ['portafilterbaskets', ['portafilter', 'baskets']],
      ['coffeecups', ['coffee', 'cups']],
      ['kettlescale', ['kettle', 'scale']],
      // a half that is no word of the catalogue, or shorter than 3 letters: no reading
      ['tamperstation', null],
      ['coffeex', null],
      ['filter', null],
    ];
    for (const [token, open] of table) expect(openCompound(token, isWord), token).toEqual(open);
    // of several readings the most even: `porta|filterbasket` is none, `portafilter|basket` is
    expect(openCompound('portafilterbasket', (w) => isWord(w) || w === 'filterbasket')).toEqual([
      'portafilter',
      'basket',
    ]);
  });

  it("a synonym of a word holds for the word's other forms (decision 117)", () => {
    const synonyms = [
      { terms: ['rubber', 'pakking'], twoWay: false },
      { terms: ['decaf', 'decaffeinated'], twoWay: true },
      { terms: ['mixer', 'keukenmachine'], twoWay: false },
    ];
    // the language's rule: here plurals in -s
    const sameWord = (t: string) => (w: string) => t === `${w}s`;
    expect(formSynonyms(['rubbers'], synonyms, sameWord)).toEqual([
      { terms: ['rubbers', 'pakking'], twoWay: false },
    ]);
    // a one-way set leads from its first term only: `keukenmachines` gains nothing
    expect(formSynonyms(['keukenmachines'], synonyms, sameWord)).toEqual([]);
    expect(formSynonyms(['decafs'], synonyms, sameWord)).toEqual([
      { terms: ['decafs', 'decaffeinated'], twoWay: false },
    ]);
    // a word a synonym names already, or of another base: nothing added
    expect(formSynonyms(['rubber', 'mixers2', 'kan'], synonyms, sameWord)).toEqual([]);
  });

  it('the dropdown matches the last word as a prefix; a code always may be partial', () => {
    expect(planSearch(['koffie', 'mol'], lexicon(), [], { prefix: true }).strict).toBe(
      'koffie & (mol | mol:*)',
    );
    expect(planSearch(['roc900'], lexicon(), [], { prefix: false }).strict).toBe(
      '(roc900 | roc.900 | roc900:*)',
    );
    // a model by its start (`e65` of the E65S), unless the catalogue has the word whole (`r58`)
    expect(planSearch(['e65'], lexicon(), [], { prefix: false }).strict).toBe('(e65 | e.65 | e65:*)');
    const r58 = lexicon({ known: new Map([['r58', 3]]) });
    expect(planSearch(['r58'], r58, [], { prefix: false }).strict).toBe('r58');
    expect(planSearch(['e8'], lexicon(), [], { prefix: false }).strict).toBe('e8');
  });

  it('nothing to search gives empty queries', () => {
    expect(planSearch([], lexicon(), [], { prefix: false })).toMatchObject({ strict: '', loose: '' });
  });
});

describe('bounded expansion (issue 39)', () => {
  const known = (word: string, containing: string[] = []) => ({
    known: new Map([[word, 10]]),
    stemWords: new Map(),
    containing: new Map([[word, containing.map((w) => ({ word: w, products: 1 }))]]),
    similar: new Map(),
    exists: new Set<string>(),
  });
  const alternatives = (query: string) => query.split('|').length;

  it('a word in many synonym sets uses the first sets only, and a bounded number of terms', () => {
    // 150 two-way sets of 20 terms, every one holding `molen`: the explosion that broke search.
    const synonyms = Array.from({ length: 150 }, (_, i) => ({
      terms: ['molen', ...Array.from({ length: 19 }, (_, k) => `woord${i}x${k}`)],
      twoWay: true,
    }));
    const plan = planSearch(['molen'], known('molen'), synonyms, { prefix: false });
    expect(alternatives(plan.loose)).toBeLessThanOrEqual(1 + SEARCH_BOUNDS.synonymTermsPerWord);
    expect(plan.loose).toContain('woord0x0');
    expect(plan.loose).not.toContain('woord149x0');
  });

  it('the whole query stays within its alternatives, however many compounds each word has', () => {
    const compounds = Array.from({ length: 40 }, (_, i) => `koffiemolen${i}`);
    const words = ['molen', 'koffie', 'bonen', 'filter', 'kan', 'melk', 'machine', 'espresso'];
    const lexicon = {
      known: new Map(words.map((w) => [w, 10])),
      stemWords: new Map(),
      containing: new Map(words.map((w) => [w, compounds.map((c) => ({ word: `${w}${c}`, products: 1 }))])),
      similar: new Map(),
      exists: new Set<string>(),
    };
    const synonyms = words.map((w) => ({
      terms: [w, ...Array.from({ length: 19 }, (_, k) => `${w}syn${k}`)],
      twoWay: true,
    }));
    const plan = planSearch(words, lexicon, synonyms, { prefix: true });
    expect(alternatives(plan.loose)).toBeLessThanOrEqual(
      SEARCH_BOUNDS.queryAlternatives + words.length * (MAX_EXTRA + 1),
    );
  });
});
const MAX_EXTRA = 4;

describe('numbers as shoppers write them (decision 115)', () => {
  it.each([
    // number words (Dutch and English), from two on
    ['two', ['2', 'ii']],
    ['twee', ['2', 'ii']],
    ['drie', ['3', 'iii']],
    ['four', ['4', 'iv']],
    ['vijf', ['5']],
    ['twelve', ['12']],
    ['eleven', ['11']],
    ['seven', ['7', 'vii']],
    // digits and Roman numerals of a generation, both ways
    ['2', ['ii']],
    ['ii', ['2']],
    ['iv', ['4']],
    ['9', ['ix']],
    ['58', []],
    // mostly no number: a pronoun, an article, a one-letter model name
    ['one', []],
    ['een', []],
    ['zeven', []],
    ['elf', []],
    ['v', []],
    ['x', []],
    ['molen', []],
  ])('%s → %j', (token, forms) => {
    expect(numberForms(token)).toEqual(forms);
  });

  it('a number word matches its digits too', () => {
    const plan = planSearch(['two', 'group'], lexicon({ known: new Map([['group', 20]]) }), [], {
      prefix: false,
    });
    expect(plan.strict).toContain('(two | 2 | ii)');
  });
});

describe('typo corrections: the likeliest word meant (decision 115)', () => {
  it('leaves out a correction far rarer than the best one at the same distance', () => {
    const similar = new Map([
      [
        'grindr',
        [
          { word: 'grinders', products: 400, distance: 1 },
          { word: 'grind', products: 2, distance: 1 },
          { word: 'grindz', products: 2, distance: 1 },
        ],
      ],
    ]);
    const plan = planSearch(['grindr'], lexicon({ similar }), [], { prefix: false });
    expect(plan.loose).toContain('grinders');
    expect(plan.loose).not.toMatch(/\bgrind\b|grindz/);
    // As common as the best, or farther away: kept.
    const even = new Map([
      [
        'molne',
        [
          { word: 'molen', products: 40, distance: 1 },
          { word: 'molens', products: 30, distance: 1 },
          { word: 'mole', products: 1, distance: 2 },
        ],
      ],
    ]);
    const kept = planSearch(['molne'], lexicon({ similar: even }), [], { prefix: false }).loose;
    expect(kept).toContain('molen');
    expect(kept).toContain('molens');
    expect(kept).toContain('mole');
  });
});
