import { describe, expect, it } from 'vitest';
import { planSearch, queryTokens, searchWords } from './query-plan.ts';
import { isQuantity, normaliseQuantities, quantityAlternatives, quantityText } from './units.ts';

describe('quantities in a query (issue 39)', () => {
  it.each([
    ['51 mm', '51mm'],
    ['51mm', '51mm'],
    ['51-mm', '51mm'],
    ['58,5mm', '58.5mm'],
    ['58.5 millimeter', '58.5mm'],
    ['1kg', '1kg'],
    ['1 kilo', '1kg'],
    ['1000 gram', '1000g'],
    ['250gr', '250g'],
    ['2 liter', '2l'],
    ['2l', '2l'],
    ['0,5 litre', '0.5l'],
    ['500 ML', '500ml'],
    ['1500 watt', '1500w'],
  ])('%s is one quantity word: %s', (typed, word) => {
    const words = searchWords(`tamper ${typed}`);
    expect(words).toHaveLength(2);
    expect(words[1]!.split('~')[0]).toBe(word);
    expect(isQuantity(words[1]!)).toBe(true);
    expect(queryTokens(words)).toEqual(words);
  });

  // Amounts said in words (decision 127). The Dutch `pond` and `ons` are the metric pound and
  // ounce of the Netherlands (500 g and 100 g since the metric system's introduction in 1820),
  // not the avoirdupois pound (453.59 g) and ounce (28.35 g).
  it.each([
    ['halve kilo', '0.5kg'],
    ['een halve kilo', '0.5kg'],
    ['anderhalve liter', '1.5l'],
    ['twee liter', '2l'],
    ['een kilo', '1kg'],
    ['een pond', '500g'],
    ['2 pond', '1000g'],
    ['1,5 pond', '750g'],
    ['vijf ons', '500g'],
    ['twee en een halve ons', '250g'],
    ['half a kilo', '0.5kg'],
    ['quarter kilo', '0.25kg'],
    ['one litre', '1l'],
    ['two and a half litres', '2.5l'],
    ['a kilo', '1kg'],
    // before a unit every cardinal is an amount, also those that alone are mostly words (numbers.ts)
    ['zeven ons', '700g'],
    ['elf liter', '11l'],
    ['eleven litres', '11l'],
  ])('%s said in words is the quantity %s', (typed, word) => {
    const quantities = searchWords(`koffiebonen ${typed}`).filter(isQuantity);
    expect(quantities.map((w) => w.split('~')[0])).toEqual([word]);
  });

  it.each(['over ons', 'ons assortiment', 'een l', 'a g', 'half espresso', 'pond'])(
    '%s is no amount (a word without a unit, a one-letter unit after a word, a measure without a number)',
    (typed) => {
      expect(searchWords(typed).filter(isQuantity)).toEqual([]);
    },
  );

  it.each([
    '2 groeps',
    'ek43',
    'a2500i',
    'klf03',
    'e37s',
    '3-pack',
    '2-gaats',
    'v60 02',
    'pro 700',
    'c40 mk4',
  ])('leaves %s alone (no unit, or a model)', (typed) => {
    expect(normaliseQuantities(typed)).toBe(typed);
  });

  it('matches every way the catalogue writes the amount, and the text as typed', () => {
    const kilo = quantityAlternatives(searchWords('1 kilo')[0]!)!;
    expect(kilo).toEqual(expect.arrayContaining(['1kilo', '(1 <-> kg)', '(1000 <-> g)']));
    const half = quantityAlternatives(searchWords('0,5 l')[0]!)!;
    expect(half).toEqual(expect.arrayContaining(['(500 <-> ml)', '(0.5 <-> l)', '(0 <-> 5 <-> l)']));
    const tamper = quantityAlternatives(searchWords('58,5mm')[0]!)!;
    expect(tamper).toEqual(expect.arrayContaining(['(58.5 <-> mm)', '(58 <-> 5 <-> mm)', '(5.85 <-> cm)']));
    expect(quantityAlternatives('koffie')).toBeNull();
    expect(quantityText(searchWords('58,5 mm')[0]!)).toBe('58.5 mm');
    // Only letters, digits, points and the phrase operator reach to_tsquery.
    for (const alt of [...kilo, ...half, ...tamper]) expect(alt).toMatch(/^[\p{L}\p{N}.()<\->\s]+$/u);
  });

  it('beside other words a quantity orders rather than filters; alone it is the search', () => {
    const empty = {
      known: new Map(),
      stemWords: new Map(),
      containing: new Map(),
      similar: new Map(),
      exists: new Set<string>(),
    };
    const beside = planSearch(queryTokens(searchWords('waterkoker 1,7 liter')), empty, [], { prefix: false });
    expect(beside.strict).toBe('waterkoker');
    expect(beside.soft).toHaveLength(1);
    expect(beside.soft[0]).toContain('(1.7 <-> l)');
    expect(beside.direct).toBe('waterkoker');
    const alone = planSearch(queryTokens(searchWords('1,7 liter')), empty, [], { prefix: false });
    expect(alone.strict).toContain('(1 <-> 7 <-> l)');
    expect(alone.soft).toEqual([]);
  });
});
