import { describe, expect, it } from 'vitest';
import { editDistance, keyboardNeighbours, swapsOf, typoBudget, typoCost } from './typos.ts';

describe('typo budget', () => {
  it('scales with the word: none under 4 letters, 1 up to 8, 2 above', () => {
    expect(typoBudget('pro')).toBe(0);
    expect(typoBudget('molen')).toBe(1);
    expect(typoBudget('weegscha')).toBe(1);
    expect(typoBudget('kofiemolen')).toBe(2);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('kofiemolen', 'koffiemolen')).toBe(1);
    expect(editDistance('waterkooker', 'waterkoker')).toBe(1);
    expect(editDistance('expresso', 'espresso')).toBe(1);
    expect(editDistance('kettel', 'kettle')).toBe(1);
    expect(editDistance('molen', 'molen')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('weegschal', 'weegschalen')).toBe(2);
  });
  it('stops early past the limit', () => {
    expect(editDistance('koffie', 'xylofoon', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('typo cost as shoppers slip (issue 39)', () => {
  it('a neighbouring key or a swap costs half an edit, another letter a whole one', () => {
    expect(keyboardNeighbours('n', 'm')).toBe(true);
    expect(keyboardNeighbours('k', 'l')).toBe(true);
    expect(keyboardNeighbours('q', 'p')).toBe(false);
    expect(typoCost('koffiemolem', 'koffiemolen', 2)).toBe(0.5);
    expect(typoCost('koffiemloen', 'koffiemolen', 2)).toBe(0.5);
    expect(typoCost('koffiemolex', 'koffiemolen', 2)).toBe(1);
    // Two slips fit a short word's budget of one; two other letters do not.
    expect(typoCost('waterkolre', 'waterkoker', 1)).toBeLessThanOrEqual(1);
    expect(typoCost('molqp', 'molen', 1)).toBeGreaterThan(1);
  });
  it('a doubled letter typed once, or a letter typed twice, costs half an edit (decision 104)', () => {
    expect(typoCost('kofie', 'koffie', 1)).toBe(0.5);
    expect(typoCost('espresssso', 'espresso', 2)).toBe(1);
    expect(typoCost('melkanen', 'melkkannen', 1)).toBe(1);
    expect(typoCost('melkanen', 'melkkannen', 0.5)).toBeGreaterThan(0.5);
    // a letter beside another letter is a whole edit, as before
    expect(typoCost('borsel', 'borstel', 1)).toBe(1);
    expect(editDistance('kofie', 'koffie')).toBe(1);
  });
  it('Dutch sound-alikes cost half an edit: ij, y and ei; ou and au', () => {
    expect(typoCost('cafeinevry', 'cafeinevrij', 2)).toBe(0.5);
    expect(typoCost('maalscheiven', 'maalschijven', 2)).toBe(0.5);
    expect(typoCost('filterhauder', 'filterhouder', 2)).toBe(0.5);
    expect(typoCost('molen', 'molen', 1)).toBe(0);
  });
});

describe('swaps of neighbouring letters (decision 118)', () => {
  it('gives each swap once, none of two same letters', () => {
    expect(swapsOf('tosater')).toEqual(['otsater', 'tsoater', 'toaster', 'tostaer', 'tosaetr', 'tosatre']);
    expect(swapsOf('kook')).toEqual(['okok', 'koko']);
    expect(swapsOf('a')).toEqual([]);
  });
  it('each is a half-edit slip of the word', () => {
    for (const swap of swapsOf('grinder')) expect(typoCost(swap, 'grinder', 1)).toBe(0.5);
  });
});
